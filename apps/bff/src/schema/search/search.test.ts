import type { VariablesOf } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { startFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';
import { onlyMarks } from './marks.js';

const searchQuery = graphql(`
  query Search($query: String!, $type: SearchType, $pageNum: Int, $limit: Int, $perType: Int, $exact: Boolean) {
    search(query: $query, type: $type, pageNum: $pageNum, limit: $limit, perType: $perType, exact: $exact) {
      __typename
      ... on SearchResults {
        query
        total
        rewrite {
          typed
          reason
          reasons
        }
        groups {
          type
          count
          top {
            type
            id
            title
            snippet
            url
            rank
          }
        }
        items {
          type
          id
          title
          snippet
          url
          rank
          picture {
            alt
            isComplete
          }
        }
        pagination {
          pageNum
          limit
          total
          totalPages
        }
      }
      ... on SearchQueryInvalid {
        query
        problem
        minLength
        maxLength
      }
    }
  }
`);

/** Text with its <mark> tags, and nothing else that looks like markup. */
const onlyMarkup = (html: string) => !html.replace(/<\/?mark>/g, '').includes('<');

describe('search', () => {
  const { query } = testBff();
  const search = async (variables: VariablesOf<typeof searchQuery>, locale: 'ru' | 'en' = 'ru') => {
    const { body } = await query(searchQuery, { locale, variables });
    expect(body.errors).toBeUndefined();
    return body.data!.search;
  };
  const results = async (variables: VariablesOf<typeof searchQuery>, locale: 'ru' | 'en' = 'ru') =>
    unionMember(await search(variables, locale), 'SearchResults');

  it.each([
    ['ru', 'светильник'],
    ['en', 'luminaire'],
  ] as const)('finds, groups and highlights in %s', async (locale, text) => {
    const result = await results({ query: `  ${text}  ` }, locale);
    expect(result.__typename).toBe('SearchResults');
    expect(result.query).toBe(text);
    expect(result.total).toBeGreaterThan(10);
    expect(result.groups.map((group) => group.type)).toEqual([
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
    ]);
    expect(result.groups.reduce((sum, group) => sum + group.count, 0)).toBe(result.total);
    expect(result.items).toHaveLength(10);
    expect(result.pagination).toEqual({
      pageNum: 1,
      limit: 10,
      total: result.total,
      totalPages: Math.ceil(result.total / 10),
    });
    expect(result.items.some((hit) => hit.snippet.includes('<mark>'))).toBe(true);
    for (const hit of result.items) {
      expect(onlyMarkup(hit.title) && onlyMarkup(hit.snippet)).toBe(true);
      expect(hit.url).toMatch(/^\//);
    }
    const ranks = result.items.map((hit) => hit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('keeps one type and pages through it', async () => {
    const all = await results({ query: 'светильник' });
    const vacancies = await results({ query: 'светильник', type: 'vacancy', limit: 2, pageNum: 2 });
    const count = all.groups.find((group) => group.type === 'vacancy')!.count;
    expect(count).toBeGreaterThan(2);
    expect(vacancies.total).toBe(count);
    expect(vacancies.groups).toEqual(all.groups);
    expect(vacancies.items.every((hit) => hit.type === 'vacancy')).toBe(true);
    expect(vacancies.pagination).toEqual({ pageNum: 2, limit: 2, total: count, totalPages: Math.ceil(count / 2) });
  });

  it('keeps paging within the contract', async () => {
    const result = await results({ query: 'светильник', limit: 500, pageNum: 0 });
    expect(result.pagination).toMatchObject({ pageNum: 1, limit: 50 });
    expect(result.items).toHaveLength(50);
  });

  it('searches nothing for a query that is too short or too long (requirements §6)', async () => {
    const fetched: string[] = [];
    const { query: counted } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const run = async (text: string) => (await counted(searchQuery, { variables: { query: text } })).body.data!.search;
    expect(await run('')).toEqual({
      __typename: 'SearchQueryInvalid',
      query: '',
      problem: 'too_short',
      minLength: 2,
      maxLength: 256,
    });
    expect(await run('  я  ')).toEqual({
      __typename: 'SearchQueryInvalid',
      query: 'я',
      problem: 'too_short',
      minLength: 2,
      maxLength: 256,
    });
    const long = await run('x'.repeat(257));
    expect(long).toMatchObject({ problem: 'too_long' });
    expect(long.query).toHaveLength(256);
    expect(fetched).toEqual([]);
    // The bounds are inclusive, and the trimmed length counts.
    expect((await run(' ab ')).__typename).toBe('SearchResults');
    expect((await run('x'.repeat(256))).__typename).toBe('SearchResults');
    expect(fetched.length).toBeGreaterThanOrEqual(2);
  });

  it('finds nothing without failing', async () => {
    const result = await results({ query: 'zzqxjv' });
    expect(result).toMatchObject({
      query: 'zzqxjv',
      rewrite: null,
      total: 0,
      items: [],
      pagination: { total: 0, totalPages: 0 },
    });
  });

  it.each([
    ['ru', 'cdtnbkmybr', 'светильник'],
    ['en', 'дгьштфшку', 'luminaire'],
    ['en', 'дув', 'led'],
  ] as const)('searches a query typed in the wrong keyboard layout as meant (%s: %s)', async (locale, typed, meant) => {
    const asMeant = await results({ query: meant }, locale);
    const result = await results({ query: typed }, locale);
    expect(asMeant.total).toBeGreaterThan(0);
    expect(result).toMatchObject({
      query: meant,
      rewrite: { typed, reason: 'keyboardLayout', reasons: ['keyboardLayout'] },
      total: asMeant.total,
    });
    expect(result.items.map((hit) => hit.id)).toEqual(asMeant.items.map((hit) => hit.id));
    expect(result.items.some((hit) => hit.title.includes('<mark>') || hit.snippet.includes('<mark>'))).toBe(true);
  });

  it.each([
    ['ru', 'свтильник', 'светильник', 'spelling'],
    ['ru', 'освешение склада', 'освещение склада', 'spelling'],
    ['en', 'floodlihgts', 'floodlights', 'spelling'],
    ['ru', 'плато', 'PLATO', 'transliteration'],
    // Wrong layout and a typo at once: switched, then corrected.
    ['ru', 'cdtnbkmyr', 'светильник', 'keyboardLayout'],
  ] as const)('reads a misspelt or transliterated query and says so (%s: %s)', async (locale, typed, meant, reason) => {
    const result = await results({ query: typed }, locale);
    expect(result).toMatchObject({ query: meant, rewrite: { typed, reason, reasons: [reason] } });
    expect(result.total).toBeGreaterThan(0);
    // The link to search as typed: nothing is read otherwise.
    const exact = await results({ query: typed, exact: true }, locale);
    expect(exact.query).toBe(typed);
    expect(exact.rewrite?.reasons ?? []).not.toContain(reason);
  });

  it('answers results with some of the words when none has them all', async () => {
    const result = await results({ query: 'прожектор бухгалтерия' });
    expect(result.rewrite).toEqual({
      typed: 'прожектор бухгалтерия',
      reason: 'someWords',
      reasons: ['someWords'],
    });
    expect(result.total).toBeGreaterThan(0);
    // Misspelt as well: the corrected words are the ones looked for.
    const misspelt = await results({ query: 'прожектр бухгалтерия' });
    expect(misspelt).toMatchObject({
      query: 'прожектор бухгалтерия',
      rewrite: { typed: 'прожектр бухгалтерия', reason: 'spelling', reasons: ['spelling', 'someWords'] },
      total: result.total,
    });
    // One word that is found nowhere stays a search that found nothing.
    expect(await results({ query: 'zzqxjv qqxzv' })).toMatchObject({ rewrite: null, total: 0 });
  });

  it('gives every group its best hits for an overview', async () => {
    const result = await results({ query: 'светильник', perType: 3, limit: 1 });
    for (const group of result.groups) {
      expect(group.top.length).toBe(Math.min(3, group.count));
      expect(
        group.top.every((hit) => hit.type === group.type && onlyMarkup(hit.title) && onlyMarkup(hit.snippet)),
      ).toBe(true);
    }
    expect((await results({ query: 'светильник', limit: 1 })).groups.every((group) => group.top.length === 0)).toBe(
      true,
    );
  });

  it('searches a query as typed when it finds something, even kept to a type it is not found in', async () => {
    const asTyped = await results({ query: 'светильник' });
    expect(asTyped.rewrite).toBeNull();
    const oneType = await results({ query: 'светильник', type: 'page' });
    expect(oneType.rewrite).toBeNull();
    expect(oneType.query).toBe('светильник');
  });
});

describe('search when the content API fails', () => {
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;
  beforeAll(async () => {
    upstream = await startFaultUpstream({});
  });
  afterAll(() => upstream.close());

  it('gives empty results', async () => {
    upstream.set('error500');
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: 300 });
    const { body } = await query(searchQuery, { variables: { query: 'светильник', limit: 5 } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.search).toMatchObject({
      __typename: 'SearchResults',
      query: 'светильник',
      total: 0,
      items: [],
      pagination: { pageNum: 1, limit: 5, total: 0, totalPages: 0 },
    });
    expect(unionMember(body.data?.search, 'SearchResults').groups.every((group) => group.count === 0)).toBe(true);
  });

  it('lets no markup but <mark> through from the content API', async () => {
    const hit = {
      type: 'page',
      id: 'x',
      title: '<mark>Lamp</mark><img src=x onerror=alert(1)>',
      snippet: 'a <script>alert(1)</script> <mark>lamp</mark> &amp; b',
      url: '/x',
      picture: null,
      rank: 1,
    };
    const hostile = await startFaultUpstream({
      '/search': {
        query: 'lamp',
        total: 1,
        groups: [{ type: 'page', count: 1, top: [hit] }],
        items: [hit],
        pagination: { pageNum: 1, limit: 10, total: 1, totalPages: 1 },
        reading: null,
        someWords: false,
      },
    });
    try {
      const { query } = testBff({ apiUrl: hostile.url });
      const { body } = await query(searchQuery, { variables: { query: 'lamp' } });
      const results = unionMember(body.data?.search, 'SearchResults');
      expect(results.items[0]).toMatchObject({
        title: '<mark>Lamp</mark>&lt;img src=x onerror=alert(1)&gt;',
        snippet: 'a &lt;script&gt;alert(1)&lt;/script&gt; <mark>lamp</mark> &amp; b',
      });
      expect(results.groups[0]?.top[0]?.title).toBe('<mark>Lamp</mark>&lt;img src=x onerror=alert(1)&gt;');
    } finally {
      await hostile.close();
    }
  });
});

describe('onlyMarks', () => {
  it.each([
    ['plain', 'plain'],
    ['<mark>a</mark> b', '<mark>a</mark> b'],
    ['<MARK>a</MARK>', '&lt;MARK&gt;a&lt;/MARK&gt;'],
    ['<mark class="x">a</mark>', '&lt;mark class="x"&gt;a</mark>'],
    ['1 &lt; 2', '1 &lt; 2'],
  ])('%s', (input, output) => {
    expect(onlyMarks(input)).toBe(output);
  });
});

describe('search and the response cache', () => {
  it('answers the same search once per locale, whatever the order of its variables', async () => {
    const fetched: string[] = [];
    const { query } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    await query(searchQuery, { variables: { query: 'linea', limit: 3, pageNum: 1 } });
    await query(searchQuery, { variables: { pageNum: 1, limit: 3, query: 'linea' } });
    expect(fetched).toHaveLength(1);
    await query(searchQuery, { variables: { query: 'linea', limit: 3, pageNum: 2 } });
    await query(searchQuery, { locale: 'en', variables: { query: 'linea', limit: 3, pageNum: 1 } });
    expect(fetched).toHaveLength(3);
  });
});
