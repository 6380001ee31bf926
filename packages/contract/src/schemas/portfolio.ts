import * as z from 'zod';
import { Breadcrumb, Picture } from './common.js';

export const ProjectCard = z
  .object({
    id: z.number().int(),
    code: z.string(),
    sectionCode: z.string(),
    title: z.string(),
    location: z.string(),
    year: z.number().int(),
    picture: Picture.nullable(),
    link: z.string().meta({ description: 'Site path: /project/{section}/{element}.' }),
  })
  .meta({ id: 'ProjectCard' });
export type ProjectCard = z.infer<typeof ProjectCard>;

export const PortfolioSection = z
  .object({ code: z.string(), name: z.string(), items: z.array(ProjectCard) })
  .meta({ id: 'PortfolioSection' });

export const Portfolio = z
  .object({ sections: z.array(PortfolioSection) })
  .meta({ id: 'Portfolio', description: 'Every project, grouped by section.' });
export type Portfolio = z.infer<typeof Portfolio>;

export const Project = z
  .object({
    id: z.number().int(),
    code: z.string(),
    sectionCode: z.string(),
    sectionName: z.string(),
    mainInfo: z.object({
      title: z.string(),
      location: z.string(),
      year: z.number().int(),
      client: z.string().nullable(),
      area: z.string().nullable().meta({ description: 'Lit area as displayed, e.g. "12 000 m²".' }),
      description: z.string(),
    }),
    content: z.string().meta({ description: 'Sanitised HTML.' }),
    facts: z.array(z.object({ value: z.string(), label: z.string() })),
    picture: Picture.nullable(),
    gallery: z.array(Picture),
    products: z.array(
      z.object({ gnkCode: z.string(), name: z.string(), picture: Picture.nullable(), link: z.string() }),
    ),
    breadcrumbs: z.array(Breadcrumb),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof Project>;
