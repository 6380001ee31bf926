import * as z from 'zod';
import { Pagination, Picture } from './common.js';

export const searchTypes = ['series', 'model', 'solution', 'project', 'news', 'blog', 'vacancy', 'page'] as const;
export const SearchType = z.enum(searchTypes).meta({ id: 'SearchType' });
export type SearchType = z.infer<typeof SearchType>;

export const SearchHit = z
  .object({
    type: SearchType,
    id: z.string(),
    title: z
      .string()
      .meta({ description: 'Plain text with matches wrapped in <mark>…</mark>; nothing else is markup.' }),
    snippet: z.string().meta({ description: 'A fragment around the matches, marked the same way.' }),
    url: z.string().meta({ description: 'Site path of the result.' }),
    picture: Picture.nullable(),
    rank: z.number(),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResult = z
  .object({
    query: z.string(),
    total: z.number().int(),
    groups: z
      .array(
        z.object({
          type: SearchType,
          count: z.number().int(),
          top: z
            .array(SearchHit)
            .meta({ description: 'The best hits of this type, up to `perType`; empty when `perType` was not asked.' }),
        }),
      )
      .meta({ description: 'Hit counts per type, whatever type was asked for.' }),
    items: z.array(SearchHit),
    pagination: Pagination,
    suggestion: z.string().nullable().meta({
      description:
        'When nothing is found: the query with each word the site never uses replaced by the nearest word it does (a typo corrected), if there is one; null otherwise. Not searched: ask again with it.',
    }),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResult>;
