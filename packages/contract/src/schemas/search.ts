import * as z from 'zod';
import { Pagination, Picture } from './common.js';

export const searchTypes = [
  'series',
  'model',
  'section',
  'solution',
  'project',
  'news',
  'blog',
  'vacancy',
  'distributor',
  'page',
] as const;
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
    reading: z
      .object({
        typed: z.string(),
        reasons: z.array(z.enum(['keyboardLayout', 'transliteration', 'spelling'])).min(1),
      })
      .nullable()
      .meta({
        description:
          'When a word was read other than as typed (`query` then says how): typed on the other keyboard layout, a Latin name spelt in Cyrillic as it sounds (плато → PLATO) or a Russian word in Latin letters, a typo corrected to the nearest word the site uses. Null when every word was searched as typed.',
      }),
    someWords: z.boolean().meta({
      description: 'No page has every word of the query: these hits have some of them, those with more first.',
    }),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResult>;
