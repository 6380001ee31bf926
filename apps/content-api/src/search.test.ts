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
    expect(result.reading).toBeNull();
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

describe('some words', () => {
  it('finds results with some of the words when none has all, those with more ranked first', async () => {
    const some = await search('прожектор бухгалтерия');
    expect(some.someWords).toBe(true);
    expect(some.total).toBeGreaterThan(0);
    expect(some.items[0]!.url).toMatch(/^\/(catalog|product)\//);
    expect((await search('прожектор')).someWords).toBe(false);
  });
});

describe('reading the query', () => {
  it.each([
    ['плато', 'ru', 'PLATO', 'transliteration', /^\/product\/plato$/],
    ['нод дали', 'ru', 'NODE DALI', 'transliteration', /^\/product\/node-dali$/],
    ['ghj;trnjh', 'ru', 'прожектор', 'keyboardLayout', /^\/catalog\/.*floodlights$/],
    ['дштуф', 'en', 'linea', 'keyboardLayout', /^\/product\/linea$/],
    ['свтильник', 'ru', 'светильник', 'spelling', /./],
    ['Прожектр', 'ru', 'прожектор', 'spelling', /floodlights$/],
    ['floodlihgts', 'en', 'floodlights', 'spelling', /floodlights$/],
    ['prozhektor', 'ru', 'прожектор', 'transliteration', /floodlights$/],
  ] as const)('%s (%s) is read as %s (%s)', async (typed, locale, read, reason, first) => {
    const result = await search(typed, locale);
    expect(result.query).toBe(read);
    expect(result.reading).toEqual({ typed, reasons: [reason] });
    expect(result.items[0]?.url).toMatch(first);
  });

  it('corrects a misspelt word inside a phrase and keeps the words it knows', async () => {
    const result = await search('светильнки для офиса');
    expect(result.reading?.reasons).toEqual(['spelling']);
    expect(result.query).toBe('светильники для офиса');
    expect(result.items.slice(0, 3).map((item) => item.url)).toContain('/catalog/office');
  });

  it('searches exactly as typed when asked: no other alphabet, layout or spelling', async () => {
    const exact = await search('плато', 'ru', '&exact=true');
    expect(exact.reading).toBeNull();
    expect(exact.query).toBe('плато');
    expect(exact.items.map((item) => item.url)).not.toContain('/product/plato');
    expect((await search('прожектр', 'ru', '&exact=true')).total).toBe(0);
  });

  it('finds what a synonym means: фонарь finds street luminaires, дилер where to buy', async () => {
    expect((await search('фонарь')).items.slice(0, 3).map((item) => item.url)).toContainEqual(
      expect.stringMatching(/^\/(catalog\/street|product\/(avenue|boulevard|magistral))/),
    );
    expect((await search('дилер')).items.slice(0, 3).map((item) => item.url)).toContainEqual(
      expect.stringMatching(/^\/(distributors|page\/dealer-program)/),
    );
    expect((await search('фонарь')).reading).toBeNull();
  });

  it('puts the thing named over the things about it: the series PLATO first, then PLATO Eco', async () => {
    const result = await search('PLATO');
    expect(result.items.slice(0, 2).map((item) => item.url)).toEqual(['/product/plato', '/product/plato-eco']);
  });
});
