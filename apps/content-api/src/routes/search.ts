import type { Locale } from '@ostrel/contract/schemas/common';
import { searchTypes, type SearchHit } from '@ostrel/contract/schemas/search';
import type { Queryable } from '../db/database.js';
import type { HandlersOf } from '../handler.js';
import { SiteSearch, type RankedDocument, type SearchDocument, type Synonym } from '../search/site-search.js';
import { isStopWord, soundKey, stem, wordsOf } from '../search/words.js';
import { pagination } from './store.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether a word of a page's text is one the query matched (by stem, or a name by its sound). */
const isMatch = (word: string, matched: Set<string>) =>
  !isStopWord(word) && (matched.has(stem(word)) || matched.has(word) || matched.has(soundKey(word)));

/** The text escaped, with every matched word wrapped in <mark>. */
function marked(text: string, matched: Set<string>): string {
  let html = '';
  let at = 0;
  for (const { word, start, end } of wordsOf(text)) {
    if (!isMatch(word, matched)) continue;
    html += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
}

const snippetWords = 30;

/** Up to two passages of the text around its matches (the first words when none matches), marked. */
function snippet(text: string, matched: Set<string>): string {
  const words = wordsOf(text);
  if (words.length === 0) return '';
  const hits = words.flatMap((entry, place) => (isMatch(entry.word, matched) ? [place] : []));
  const starts: number[] = [];
  for (const hit of hits) {
    const start = Math.max(0, hit - 8);
    if (starts.every((earlier) => start >= earlier + snippetWords)) starts.push(start);
    if (starts.length === 2) break;
  }
  if (starts.length === 0) starts.push(0);
  return starts
    .flatMap((start) => {
      const first = words[start];
      const last = words[Math.min(words.length, start + snippetWords) - 1];
      if (first === undefined || last === undefined) return [];
      const passage = marked(text.slice(first.start, last.end), matched);
      return `${start > 0 ? '… ' : ''}${passage}${last.end < text.length ? ' …' : ''}`;
    })
    .join(' ');
}

const toHit = ({ document, score, matched }: RankedDocument): SearchHit => ({
  type: document.type,
  id: document.ref,
  title: marked(document.title, matched),
  snippet: snippet(`${document.description} ${document.body}`.trim(), matched),
  url: document.url,
  picture: document.picture,
  rank: Math.round(score * 10_000) / 10_000,
});

/**
 * The search of each locale, built from the database on first use and again when the content is
 * seeded anew (checked at most once a second): every content API process holds its own.
 */
const built = new Map<Locale, { version: string; search: SiteSearch }>();
const checked = new Map<Locale, { at: number; version: string }>();

async function siteSearch(db: Queryable, locale: Locale): Promise<SiteSearch> {
  const now = Date.now();
  let version = checked.get(locale);
  if (version === undefined || now - version.at > 1000) {
    const { rows } = await db.query<{ seeded: string }>(
      "select coalesce((select seeded_at::text from seed_state where key = 'content'), '') as seeded",
    );
    version = { at: now, version: rows[0]?.seeded ?? '' };
    checked.set(locale, version);
  }
  const current = built.get(locale);
  if (current?.version === version.version) return current.search;
  const [documents, synonyms] = await Promise.all([
    db.query<SearchDocument>(
      `select id::int, type, ref, url, title, codes, section, description, body, picture, boost
       from search_document where locale = $1 order by id`,
      [locale],
    ),
    db.query<Synonym>('select typed, means from search_synonym where locale = $1', [locale]),
  ]);
  const search = new SiteSearch(documents.rows, synonyms.rows);
  built.set(locale, { version: version.version, search });
  return search;
}

export const searchHandlers: HandlersOf<'search'> = {
  search: async ({ app, locale, query }) => {
    const search = await siteSearch(app.db, locale);
    const { ranked, reading, someWords } = search.search(query.query, { exact: query.exact });
    const counts = new Map<string, number>();
    for (const { document } of ranked) counts.set(document.type, (counts.get(document.type) ?? 0) + 1);
    const ofType = query.type ? ranked.filter((entry) => entry.document.type === query.type) : ranked;
    const offset = (query.pageNum - 1) * query.limit;
    return {
      query: reading?.query ?? query.query,
      total: ofType.length,
      groups: searchTypes.map((type) => ({
        type,
        count: counts.get(type) ?? 0,
        top: query.perType
          ? ranked
              .filter((entry) => entry.document.type === type)
              .slice(0, query.perType)
              .map(toHit)
          : [],
      })),
      items: ofType.slice(offset, offset + query.limit).map(toHit),
      pagination: pagination(query.pageNum, query.limit, ofType.length),
      reading: reading && { typed: query.query, reasons: reading.reasons },
      someWords,
    };
  },
};
