import * as z from 'zod';
import { Breadcrumb, IconItem, Picture } from './common.js';

export const PageBlock = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('text'), title: z.string().nullable(), html: z.string() }),
    z.object({
      type: z.literal('figures'),
      title: z.string().nullable(),
      items: z.array(z.object({ value: z.string(), label: z.string() })),
    }),
    z.object({ type: z.literal('features'), title: z.string().nullable(), items: z.array(IconItem) }),
    z.object({ type: z.literal('gallery'), title: z.string().nullable(), items: z.array(Picture) }),
    z.object({
      type: z.literal('timeline'),
      title: z.string().nullable(),
      items: z.array(z.object({ year: z.string(), text: z.string() })),
    }),
    z.object({
      type: z.literal('steps'),
      title: z.string().nullable(),
      items: z.array(z.object({ title: z.string(), text: z.string() })),
    }),
    z.object({
      type: z.literal('files'),
      title: z.string().nullable(),
      items: z.array(z.object({ title: z.string(), url: z.string(), size: z.number().int() })),
    }),
  ])
  .meta({ id: 'PageBlock', description: 'A structured block of a content page.' });
export type PageBlock = z.infer<typeof PageBlock>;

export const ContentPage = z
  .object({
    code: z.string(),
    title: z.string(),
    lead: z.string(),
    picture: Picture.nullable(),
    content: z.string().meta({ description: 'Sanitised HTML.' }),
    blocks: z.array(PageBlock),
    updatedAt: z.string().meta({ description: 'ISO 8601 date of the last revision.' }),
    breadcrumbs: z.array(Breadcrumb),
  })
  .meta({ id: 'ContentPage', description: 'About, policy, service and template pages.' });
export type ContentPage = z.infer<typeof ContentPage>;

export const ServiceCard = z
  .object({
    code: z.string(),
    name: z.string(),
    preview: z.string(),
    icon: z.string().nullable(),
    picture: Picture.nullable(),
    link: z.string(),
    hasTool: z.boolean().meta({ description: 'The service page has an interactive tool (a calculator).' }),
  })
  .meta({ id: 'ServiceCard' });

export const ServicesOverview = z
  .object({ title: z.string(), lead: z.string(), items: z.array(ServiceCard) })
  .meta({ id: 'ServicesOverview' });
export type ServicesOverview = z.infer<typeof ServicesOverview>;

export const ServicePage = ContentPage.extend({
  hasTool: z.boolean(),
  related: z.array(ServiceCard),
}).meta({ id: 'ServicePage' });
export type ServicePage = z.infer<typeof ServicePage>;

export const AboutSection = z
  .object({ code: z.string(), title: z.string(), link: z.string() })
  .meta({ id: 'AboutSection' });

export const AboutPage = ContentPage.extend({
  sections: z.array(AboutSection).meta({ description: 'The warranty, certification and policy pages.' }),
}).meta({ id: 'AboutPage' });
export type AboutPage = z.infer<typeof AboutPage>;
