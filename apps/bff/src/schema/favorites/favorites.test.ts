import { beforeAll, describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';

const cyrillic = /[а-яё]/i;

type SeriesCard = { id: number; gnkCode: string; preview: string; link: string; figures: { cct: number[] } };
type ModelCard = { id: number; nkCode: string; gnkCode: string; link: string; power: number };

describe('favourites', () => {
  const { query } = testBff();
  const ask = async <T>(source: string, locale: 'ru' | 'en' = 'ru', variables: Record<string, unknown> = {}) => {
    const { body } = await query<T>(source, { locale, variables });
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const seriesQuery = `query S($ids: [Int!]!) { favoriteSeries(ids: $ids) { id gnkCode preview link figures { cct } } }`;
  const modelsQuery = `query M($ids: [Int!]!) { favoriteModels(ids: $ids) { id nkCode gnkCode link power } }`;
  let seriesIds: Record<string, number>;
  let modelIds: number[];

  beforeAll(async () => {
    const listing = await ask<{ catalogSection: { series: { id: number; gnkCode: string }[] } }>(`{ catalogSection(limit: 60) { ... on CatalogSectionPage { series { id gnkCode } } } }`);
    seriesIds = Object.fromEntries(listing.catalogSection.series.map((series) => [series.gnkCode, series.id]));
    const linea = await ask<{ series: { models: { id: number }[] } }>(`{ series(gnkCode: "linea") { ... on Series { models { id } } } }`);
    modelIds = linea.series.models.map((model) => model.id);
  });

  it('gives series cards in the order asked, leaving out unknown and repeated ids, in both languages', async () => {
    const ids = [seriesIds['titan-hb']!, seriesIds.linea!, 999_999, seriesIds['atlant-ex']!, seriesIds.linea!];
    const ru = (await ask<{ favoriteSeries: SeriesCard[] }>(seriesQuery, 'ru', { ids })).favoriteSeries;
    expect(ru.map((card) => card.gnkCode)).toEqual(['titan-hb', 'linea', 'atlant-ex']);
    expect(ru[1]!.link).toBe('/product/linea');
    expect(ru[1]!.preview).toMatch(cyrillic);
    const en = (await ask<{ favoriteSeries: SeriesCard[] }>(seriesQuery, 'en', { ids })).favoriteSeries;
    expect(en.map((card) => card.gnkCode)).toEqual(['titan-hb', 'linea', 'atlant-ex']);
    expect(en[1]!.preview).not.toMatch(cyrillic);
  });

  it('gives model cards in the order asked, archived ones included', async () => {
    const ids = [modelIds[2]!, 999_999, modelIds[0]!, modelIds.at(-1)!];
    for (const locale of ['ru', 'en'] as const) {
      const cards = (await ask<{ favoriteModels: ModelCard[] }>(modelsQuery, locale, { ids })).favoriteModels;
      expect(cards.map((card) => card.id)).toEqual([modelIds[2], modelIds[0], modelIds.at(-1)]);
      expect(cards.every((card) => card.gnkCode === 'linea' && card.link === `/product/linea/${card.nkCode}`)).toBe(true);
    }
  });

  it('answers empty lists without asking for nothing or for ids that cannot exist', async () => {
    const fetched: string[] = [];
    const { query: counted } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const { body } = await counted(`{ favoriteSeries(ids: []) { id } favoriteModels(ids: [0, -5]) { id } }`);
    expect(body.data).toEqual({ favoriteSeries: [], favoriteModels: [] });
    expect(fetched).toEqual([]);
  });
});

describe('favourites never fail', () => {
  const upstream = useFaultUpstream('error500');

  it('gives empty lists when the content API fails', async () => {
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: 300 });
    const { body } = await query(`{ favoriteSeries(ids: [1, 2]) { id } favoriteModels(ids: [3]) { id } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ favoriteSeries: [], favoriteModels: [] });
  });
});
