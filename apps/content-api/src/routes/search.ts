import type { Locale } from '@ostrel/contract/schemas/common';
import { searchTypes, type SearchHit, type SearchType } from '@ostrel/contract/schemas/search';
import type { HandlersOf } from '../handler.js';
import { pagination } from './store.js';

export const textSearchConfig: Record<Locale, string> = { ru: 'russian', en: 'english' };

/** Letters and digits only: `LB-36`, `lb 36` and `Lb36` all become `lb36`, matched as a prefix of compact codes. */
export const compactCode = (text: string) => text.toLowerCase().replace(/[^a-zа-яё0-9]/g, '');

// Markers no text contains: the fragments are escaped first, then the markers become <mark>.
const open = '\u0001';
const close = '\u0002';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const marked = (text: string) => escapeHtml(text).replaceAll(open, '<mark>').replaceAll(close, '</mark>');

interface HitRow {
  type: SearchType;
  ref: string;
  url: string;
  picture: SearchHit['picture'];
  rank: number;
  title: string;
  snippet: string;
}

export const searchHandlers: HandlersOf<'search'> = {
  search: async ({ app, locale, query }) => {
    const config = textSearchConfig[locale];
    const code = compactCode(query.query);
    const params: unknown[] = [locale, config, query.query, code.length >= 2 ? `${code}:*` : null];
    const matches = `
      with q as (
        select case when $4::text is null then websearch_to_tsquery($2::regconfig, $3)
                    else websearch_to_tsquery($2::regconfig, $3) || to_tsquery('simple', $4) end as tsq
      )
      select d.*, q.tsq from search_document d, q where d.locale = $1 and d.tsv @@ q.tsq`;
    const groups = await app.db.query<{ type: SearchType; count: number }>(`select type, count(*)::int as count from (${matches}) found group by type`, params);
    const typeFilter = query.type ? ` where type = $${params.length + 1}` : '';
    const pageParams = [...params, ...(query.type ? [query.type] : []), query.limit, (query.pageNum - 1) * query.limit];
    const options = `StartSel=${open}, StopSel=${close}`;
    const { rows } = await app.db.query<HitRow>(
      `select type, ref, url, picture, rank,
         ts_headline($2::regconfig, title, tsq, 'HighlightAll=true, ${options}') as title,
         ts_headline($2::regconfig, body, tsq, 'MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … ", ${options}') as snippet
       from (
         select found.*, ts_rank_cd(tsv, tsq, 1) * boost as rank
         from (${matches}) found${typeFilter}
         order by rank desc, title
         limit $${pageParams.length - 1} offset $${pageParams.length}
       ) page
       order by rank desc, title`,
      pageParams,
    );
    const counts = new Map(groups.rows.map((row) => [row.type, row.count]));
    const total = query.type ? (counts.get(query.type) ?? 0) : [...counts.values()].reduce((sum, count) => sum + count, 0);
    return {
      query: query.query,
      total,
      groups: searchTypes.map((type) => ({ type, count: counts.get(type) ?? 0 })),
      items: rows.map((row) => ({
        type: row.type,
        id: row.ref,
        title: marked(row.title),
        snippet: marked(row.snippet),
        url: row.url,
        picture: row.picture,
        rank: Math.round(row.rank * 10_000) / 10_000,
      })),
      pagination: pagination(query.pageNum, query.limit, total),
    };
  },
};
