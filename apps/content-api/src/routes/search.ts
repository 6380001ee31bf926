import type { Locale } from '@ostrel/contract/schemas/common';
import { searchTypes, type SearchHit, type SearchType } from '@ostrel/contract/schemas/search';
import type { Queryable } from '../db/database.js';
import type { HandlersOf } from '../handler.js';
import { pagination } from './store.js';

const textSearchConfig: Record<Locale, string> = { ru: 'russian', en: 'english' };

/** Letters and digits only: `LB-36`, `lb 36` and `Lb36` all become `lb36`, matched as a prefix of compact codes. */
const compactCode = (text: string) => text.toLowerCase().replace(/[^a-zа-яё0-9]/g, '');

// Markers no text contains: the fragments are escaped first, then the markers become <mark>.
const open = '\u0001';
const close = '\u0002';
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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

/** Letter-only words of a query, as the search vocabulary holds them; codes and short words are left alone. */
const correctable = (word: string) => word.length >= 4 && !/[0-9]/.test(word);

/** Edits a word may be away from its correction: one typo, two in long words (a swap of two letters counts two). */
const allowedEdits = (word: string) => (word.length <= 7 ? 1 : 2);

/**
 * The query with every word the site's text never uses, in any form, replaced by the nearest word
 * it does (fewest edits, then the most used), or null when no word changes. Separators, stop words
 * and words found in another form (дорога for дорог) are kept.
 */
async function spellingSuggestion(db: Queryable, locale: Locale, query: string): Promise<string | null> {
  const words = [...new Set(query.toLowerCase().match(/[a-zа-яё0-9]+/g) ?? [])].filter(correctable);
  if (words.length === 0) return null;
  const { rows } = await db.query<{ word: string; nearest: string | null }>(
    `select w.word, (
       select term from search_term t
       where t.locale = $1 and char_length(t.term) between char_length(w.word) - w.edits and char_length(w.word) + w.edits
         and levenshtein_less_equal(t.term, w.word, w.edits) <= w.edits
       order by levenshtein(t.term, w.word), t.frequency desc, t.term
       limit 1
     ) as nearest
     from unnest($3::text[], $4::int[]) as w(word, edits)
     cross join lateral (select plainto_tsquery($2::regconfig, w.word) as tsq) q
     where numnode(q.tsq) > 0
       and not exists (select 1 from search_document d where d.locale = $1 and d.tsv @@ q.tsq)`,
    [locale, textSearchConfig[locale], words, words.map(allowedEdits)],
  );
  const corrections = new Map(
    rows.filter((row) => row.nearest !== null).map((row) => [row.word, row.nearest as string]),
  );
  if (corrections.size === 0) return null;
  return query.replace(/[a-zа-яё0-9]+/gi, (word) => corrections.get(word.toLowerCase()) ?? word);
}

const headlines = (options: string) => `
  ts_headline($2::regconfig, title, tsq, 'HighlightAll=true, ${options}') as title,
  ts_headline($2::regconfig, body, tsq, 'MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … ", ${options}') as snippet`;

const toHit = (row: HitRow): SearchHit => ({
  type: row.type,
  id: row.ref,
  title: marked(row.title),
  snippet: marked(row.snippet),
  url: row.url,
  picture: row.picture,
  rank: Math.round(row.rank * 10_000) / 10_000,
});

export const searchHandlers: HandlersOf<'search'> = {
  search: async ({ app, locale, query }) => {
    const config = textSearchConfig[locale];
    const code = compactCode(query.query);
    const params: unknown[] = [locale, config, query.query, code.length >= 2 ? `${code}:*` : null];
    // Any word: the words' lexemes joined by "or" (phrases and exclusions do not apply).
    const words =
      query.match === 'any'
        ? `replace(plainto_tsquery($2::regconfig, $3)::text, ' & ', ' | ')::tsquery`
        : `websearch_to_tsquery($2::regconfig, $3)`;
    const matches = `
      with q as (select case when $4::text is null then ${words} else ${words} || to_tsquery('simple', $4) end as tsq)
      select d.*, q.tsq, ts_rank_cd(d.tsv, q.tsq, 1) * d.boost as rank from search_document d, q where d.locale = $1 and d.tsv @@ q.tsq`;
    const options = `StartSel=${open}, StopSel=${close}`;
    const typeFilter = query.type ? ` where type = $${params.length + 1}` : '';
    const pageParams = [...params, ...(query.type ? [query.type] : []), query.limit, (query.pageNum - 1) * query.limit];
    const [groups, page, top] = await Promise.all([
      app.db.query<{ type: SearchType; count: number }>(
        `select type, count(*)::int as count from (${matches}) found group by type`,
        params,
      ),
      app.db.query<HitRow>(
        `select type, ref, url, picture, rank, ${headlines(options)}
         from (select * from (${matches}) found${typeFilter} order by rank desc, title limit $${pageParams.length - 1} offset $${pageParams.length}) page
         order by rank desc, title`,
        pageParams,
      ),
      query.perType
        ? app.db.query<HitRow>(
            `select type, ref, url, picture, rank, ${headlines(options)}
             from (select found.*, row_number() over (partition by type order by rank desc, title) as place from (${matches}) found) best
             where place <= $5
             order by rank desc, title`,
            [...params, query.perType],
          )
        : { rows: [] },
    ]);
    const counts = new Map(groups.rows.map((row) => [row.type, row.count]));
    const total = query.type
      ? (counts.get(query.type) ?? 0)
      : [...counts.values()].reduce((sum, count) => sum + count, 0);
    const found = counts.size > 0;
    return {
      query: query.query,
      total,
      groups: searchTypes.map((type) => ({
        type,
        count: counts.get(type) ?? 0,
        top: top.rows.filter((row) => row.type === type).map(toHit),
      })),
      items: page.rows.map(toHit),
      pagination: pagination(query.pageNum, query.limit, total),
      suggestion: found ? null : await spellingSuggestion(app.db, locale, query.query),
    };
  },
};
