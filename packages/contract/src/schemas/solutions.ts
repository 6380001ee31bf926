import * as z from 'zod';
import { Breadcrumb, IconItem, Picture } from './common.js';
import { ProjectCard } from './portfolio.js';
import { SeriesCard } from './catalog.js';

export const sectorCodes = [
  'army',
  'commerce',
  'education',
  'explosion',
  'emergency',
  'railway',
  'industry',
  'architecture',
  'outside',
  'sail',
  'office',
  'control',
  'medicine',
  'sport',
  'leisure',
] as const;

export const SolutionItem = z
  .object({
    id: z.number().int(),
    code: z.string(),
    color: z.string().meta({ description: 'Sector colour, #rrggbb.' }),
    icon: z.string().meta({ description: 'Sector icon (SVG) path on the API origin.' }),
    tagline: z.string(),
    underTagline: z.string(),
    name: z.string(),
    picture: Picture.nullable(),
    link: z.string().meta({ description: 'Site path of the solution section.' }),
  })
  .meta({ id: 'SolutionItem' });
export type SolutionItem = z.infer<typeof SolutionItem>;

export const SolutionsBlock = z
  .object({
    defaultItem: z.object({ picture: Picture.nullable(), tagline: z.string() }),
    items: z.array(SolutionItem).meta({ description: 'Every sector.' }),
    itemTabs: z
      .array(SolutionItem)
      .max(7)
      .meta({ description: 'The sectors shown as home banner bubbles (at most 7).' }),
  })
  .meta({ id: 'SolutionsBlock' });
export type SolutionsBlock = z.infer<typeof SolutionsBlock>;

export const SolutionSectionCard = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    preview: z.string(),
    color: z.string().nullable(),
    icon: z.string().nullable(),
    picture: Picture.nullable(),
    link: z.string(),
    elementCount: z.number().int(),
  })
  .meta({ id: 'SolutionSectionCard' });

export const SolutionElementCard = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    preview: z.string(),
    picture: Picture.nullable(),
    sectionLevelCodes: z.array(z.string()),
    link: z.string().meta({ description: 'Site path: /solution/{section...}/{element}.' }),
  })
  .meta({ id: 'SolutionElementCard' });
export type SolutionElementCard = z.infer<typeof SolutionElementCard>;

export const SolutionSectionPage = z
  .object({
    section: z
      .object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        description: z.string().meta({ description: 'Sanitised HTML.' }),
        color: z.string().nullable(),
        icon: z.string().nullable(),
        picture: Picture.nullable(),
      })
      .nullable()
      .meta({ description: 'The requested section; null at the root.' }),
    breadcrumbs: z.array(Breadcrumb),
    sections: z.array(SolutionSectionCard).meta({ description: 'Child sections (top sectors at the root).' }),
    elements: z.array(SolutionElementCard).meta({ description: 'Solutions directly in this section.' }),
  })
  .meta({ id: 'SolutionSectionPage' });
export type SolutionSectionPage = z.infer<typeof SolutionSectionPage>;

export const SolutionElement = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    sectionLevelCodes: z.array(z.string()),
    sectionName: z.string(),
    color: z.string().nullable(),
    preview: z.string(),
    content: z.string().meta({ description: 'Sanitised HTML.' }),
    picture: Picture.nullable(),
    gallery: z.array(Picture),
    benefits: z.array(IconItem),
    figures: z.array(z.object({ value: z.string(), label: z.string() })),
    products: z.array(SeriesCard),
    projects: z.array(ProjectCard),
    breadcrumbs: z.array(Breadcrumb),
  })
  .meta({ id: 'SolutionElement' });
export type SolutionElement = z.infer<typeof SolutionElement>;
