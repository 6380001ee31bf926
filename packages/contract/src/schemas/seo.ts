import * as z from 'zod';

export const SeoRedirect = z
  .object({
    url: z.string().meta({ description: 'Target path (same site) or absolute URL.' }),
    code: z
      .union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)])
      .nullable()
      .meta({ description: 'HTTP status; null means 302.' }),
  })
  .meta({ id: 'SeoRedirect' });

export const Seo = z
  .object({
    title: z.string(),
    description: z.string(),
    og: z.object({ title: z.string(), image: z.string().nullable(), type: z.string() }),
    article: z.object({ published_time: z.string(), section: z.string() }).nullable(),
    redirect: SeoRedirect.nullable(),
  })
  .meta({
    id: 'Seo',
    description: 'Page metadata. When `redirect` is set the page has moved and the rest may be empty.',
  });
export type Seo = z.infer<typeof Seo>;
