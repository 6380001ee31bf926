import * as z from 'zod';
import { Breadcrumb, Pagination, Picture } from './common.js';

export const BlogTab = z
  .object({
    code: z.string().meta({ description: '`all` or a category code; the queryType of the list call.' }),
    name: z.string(),
    link: z.string(),
    count: z.number().int(),
  })
  .meta({ id: 'BlogTab' });
export const BlogTabs = z.array(BlogTab).meta({ id: 'BlogTabs' });

export const BlogCard = z
  .object({
    id: z.number().int(),
    code: z.string(),
    category: z.string(),
    categoryName: z.string(),
    name: z.string(),
    preview: z.string(),
    picture: Picture.nullable(),
    date: z.string().meta({ description: 'Publication date, ISO 8601 (YYYY-MM-DD).' }),
    readingMinutes: z.number().int(),
    likes: z.number().int().min(0),
    blogItemUrl: z
      .string()
      .meta({ description: 'Path of the item: /blog/{category}/{code}. The API serves the item at v1{blogItemUrl}.' }),
  })
  .meta({ id: 'BlogCard' });
export type BlogCard = z.infer<typeof BlogCard>;

export const BlogList = z
  .object({ queryType: z.string(), items: z.array(BlogCard), pagination: Pagination })
  .meta({ id: 'BlogList' });
export type BlogList = z.infer<typeof BlogList>;

export const BlogItem = BlogCard.extend({
  content: z.string().meta({ description: 'Sanitised HTML.' }),
  author: z.object({ name: z.string(), position: z.string() }).nullable(),
  tags: z.array(z.string()),
  tabs: BlogTabs,
  related: z.array(BlogCard),
  breadcrumbs: z.array(Breadcrumb),
}).meta({ id: 'BlogItem' });
export type BlogItem = z.infer<typeof BlogItem>;

export const LikeResult = z.object({ likes: z.number().int().min(0) }).meta({ id: 'LikeResult' });
