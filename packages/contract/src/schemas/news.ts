import * as z from 'zod';
import { Breadcrumb, Pagination, Picture } from './common.js';

export const NewsEvent = z
  .object({
    startsAt: z.string().meta({ description: 'ISO 8601 date-time.' }),
    endsAt: z.string().nullable(),
    place: z.string(),
    registrationOpen: z.boolean(),
  })
  .meta({ id: 'NewsEvent' });

export const NewsCard = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    preview: z.string(),
    picture: Picture.nullable(),
    date: z.string().meta({ description: 'Publication date, ISO 8601 (YYYY-MM-DD).' }),
    isEvent: z.boolean(),
    event: NewsEvent.nullable(),
    link: z.string(),
  })
  .meta({ id: 'NewsCard' });
export type NewsCard = z.infer<typeof NewsCard>;

export const NewsList = z.object({ items: z.array(NewsCard), pagination: Pagination }).meta({ id: 'NewsList' });
export type NewsList = z.infer<typeof NewsList>;

export const NewsItem = NewsCard.extend({
  content: z.string().meta({ description: 'Sanitised HTML.' }),
  gallery: z.array(Picture),
  seoDescription: z.string(),
  related: z.array(NewsCard),
  breadcrumbs: z.array(Breadcrumb),
}).meta({ id: 'NewsItem' });
export type NewsItem = z.infer<typeof NewsItem>;
