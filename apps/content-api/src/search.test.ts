import type { SearchResult } from '@ostrel/contract/schemas/search';
import { describe, expect, it } from 'vitest';
import { json } from './test-support/client.js';

const search = async (query: string, locale: 'ru' | 'en' = 'ru', extra = '') =>
  (await json<SearchResult>(`/api/v1/search?query=${encodeURIComponent(query)}${extra}`, { locale })).body;

describe('search relevance', () => {
  it.each([
    // [query, locale, a URL expected among the first results]
    ['светильники для склада', 'ru', /\/product\/(titan-hb|titan-hb-lite|argo|dock)|\/solution\//],
    [
      'взрывозащищённые светильники',
      'ru',
      /\/product\/(atlant-ex|atlant-ex-linear|granit-ex|bastion-ex|bastion-ex-fl)/,
    ],
    ['уличного освещения', 'ru', /\/product\/(avenue|avenue-mini|boulevard|magistral)/],
    ['аварийный', 'ru', /\/product\/(exit-pro|exit-slim|sos-point|sos-line)/],
    ['explosion-proof luminaires', 'en', /\/product\/(atlant-ex|atlant-ex-linear|granit-ex|bastion-ex|bastion-ex-fl)/],
    ['street lights', 'en', /\/product\/(avenue|avenue-mini|boulevard|magistral)/],
    ['high bay', 'en', /\/product\/(titan-hb|titan-hb-lite|argo)/],
  ] as const)('%s (%s) finds %s', async (query, locale, expected) => {
    const result = await search(query, locale);
    expect(result.items.slice(0, 10).map((item) => item.url)).toContainEqual(expect.stringMatching(expected));
  });

  it('understands inflected forms: the plural finds the singular and back', async () => {
    const plural = await search('светильники');
    const singular = await search('светильник');
    expect(plural.total).toBeGreaterThan(0);
    expect(plural.total).toBe(singular.total);
    expect((await search('warehouses', 'en')).total).toBe((await search('warehouse', 'en')).total);
  });

  it('finds a model by its code however it is typed', async () => {
    const [model] = (await json<{ models: { nkCode: string; name: string }[] }>('/api/v1/catalog/gnk/titan-hb')).body
      .models;
    for (const typed of [
      model!.name,
      model!.nkCode,
      model!.nkCode.toUpperCase().replace(/-/g, ' '),
      model!.nkCode.replace(/-/g, ''),
    ]) {
      const result = await search(typed, 'ru', '&type=model');
      expect(result.items[0]?.url, typed).toBe(`/product/titan-hb/${model!.nkCode}`);
    }
  });

  it('highlights matches and escapes everything else', async () => {
    const result = await search('освещение складов');
    const hit = result.items.find((item) => item.snippet.includes('<mark>'));
    expect(hit).toBeDefined();
    for (const item of result.items) {
      expect(item.title.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      expect(item.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('counts hits per type and pages through one type', async () => {
    const all = await search('светильник');
    const models = all.groups.find((group) => group.type === 'model')!.count;
    expect(models).toBeGreaterThan(10);
    const page2 = await search('светильник', 'ru', '&type=model&limit=5&pageNum=2');
    expect(page2.items).toHaveLength(5);
    expect(page2.items.every((item) => item.type === 'model')).toBe(true);
    expect(page2.pagination.total).toBe(models);
  });

  it('returns nothing, not an error, for a query with no match', async () => {
    const result = await search('qwertyuiopzxcv');
    expect(result.total).toBe(0);
    expect(result.items).toEqual([]);
    expect(result.suggestion).toBeNull();
  });

  it('answers the best hits of every type for an overview, best first within each', async () => {
    const result = await search('светильник', 'ru', '&perType=3&limit=5');
    for (const group of result.groups) {
      expect(group.top.length).toBe(Math.min(3, group.count));
      expect(group.top.every((hit) => hit.type === group.type)).toBe(true);
      expect(group.top.map((hit) => hit.rank)).toEqual([...group.top.map((hit) => hit.rank)].sort((a, b) => b - a));
    }
    const models = await search('светильник', 'ru', '&type=model&limit=3');
    expect(result.groups.find((group) => group.type === 'model')!.top.map((hit) => hit.url)).toEqual(
      models.items.map((hit) => hit.url),
    );
    expect(result.items).toHaveLength(5);
    // Without perType no group carries hits.
    expect((await search('светильник')).groups.every((group) => group.top.length === 0)).toBe(true);
  });
});

describe('any word', () => {
  it('finds results with some of the words, those with more ranked first', async () => {
    expect((await search('уличный фонарь')).total).toBe(0);
    const any = await search('уличный фонарь', 'ru', '&match=any');
    expect(any.total).toBe(
      (await search('уличный')).total + (await search('фонарь')).total - (await search('уличный фонарь')).total,
    );
    expect(any.items[0]!.url).toMatch(/^\/product\/(avenue|avenue-mini|boulevard|magistral)(\/|$)/);
    expect(any.suggestion).toBeNull();
  });
});

describe('spelling suggestion', () => {
  it.each([
    ['свтильник', 'ru', 'светильник'],
    ['освешение склада', 'ru', 'освещение склада'],
    ['Прожектр', 'ru', 'прожектор'],
    ['бульвр', 'ru', 'бульвар'],
    ['luminare', 'en', 'luminaire'],
    ['floodlihgts', 'en', 'floodlights'],
  ] as const)('%s (%s): did you mean %s', async (typed, locale, expected) => {
    const result = await search(typed, locale);
    expect(result.total).toBe(0);
    expect(result.suggestion).toBe(expected);
    expect((await search(expected, locale)).total).toBeGreaterThan(0);
  });

  it('keeps known words, codes and separators, and is offered only when nothing is found', async () => {
    expect((await search('светильник')).suggestion).toBeNull();
    expect((await search('bulevard 40/730', 'en')).suggestion).toBe('boulevard 40/730');
    // A word found in another form is not a typo: дорога is not corrected to дорог.
    expect((await search('железная дорога')).suggestion).toBeNull();
  });
});
