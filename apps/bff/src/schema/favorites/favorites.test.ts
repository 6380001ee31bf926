import { beforeAll, describe, expect, it } from 'vitest';
import { testBff, type Answer } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const cyrillic = /[а-яё]/i;

const seriesQuery = graphql(`
  query FavoriteSeriesCards($ids: [Int!]!) {
    favoriteSeries(ids: $ids) {
      id
      gnkCode
      preview
      link
      figures {
        cct
      }
    }
  }
`);

const modelsQuery = graphql(`
  query FavoriteModelCards($ids: [Int!]!) {
    favoriteModels(ids: $ids) {
      id
      nkCode
      gnkCode
      link
      power
    }
  }
`);

const catalogSeriesQuery = graphql(`
  query CatalogSeriesIds {
    catalogSection(limit: 60) {
      __typename
      ... on CatalogSectionPage {
        series {
          id
          gnkCode
        }
      }
    }
  }
`);

const lineaModelsQuery = graphql(`
  query LineaModelIds {
    series(gnkCode: "linea") {
      __typename
      ... on Series {
        models {
          id
        }
      }
    }
  }
`);

const impossibleFavoritesQuery = graphql(`
  query ImpossibleFavorites {
    favoriteSeries(ids: []) {
      id
    }
    favoriteModels(ids: [0, -5]) {
      id
    }
  }
`);

const failingFavoritesQuery = graphql(`
  query FavoritesWhenFailing {
    favoriteSeries(ids: [1, 2]) {
      id
    }
    favoriteModels(ids: [3]) {
      id
    }
  }
`);

describe('favourites', () => {
  const { query } = testBff();
  const run = async <Data>(answer: Promise<Answer<Data>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  let seriesIds: Record<string, number>;
  let modelIds: number[];

  beforeAll(async () => {
    const listing = unionMember((await run(query(catalogSeriesQuery))).catalogSection, 'CatalogSectionPage');
    seriesIds = Object.fromEntries(listing.series.map((series) => [series.gnkCode, series.id]));
    const linea = unionMember((await run(query(lineaModelsQuery))).series, 'Series');
    modelIds = linea.models.map((model) => model.id);
  });

  it('gives series cards in the order asked, leaving out unknown and repeated ids, in both languages', async () => {
    const ids = [seriesIds['titan-hb']!, seriesIds.linea!, 999_999, seriesIds['atlant-ex']!, seriesIds.linea!];
    const ru = (await run(query(seriesQuery, { locale: 'ru', variables: { ids } }))).favoriteSeries;
    expect(ru.map((card) => card.gnkCode)).toEqual(['titan-hb', 'linea', 'atlant-ex']);
    expect(ru[1]!.link).toBe('/product/linea');
    expect(ru[1]!.preview).toMatch(cyrillic);
    const en = (await run(query(seriesQuery, { locale: 'en', variables: { ids } }))).favoriteSeries;
    expect(en.map((card) => card.gnkCode)).toEqual(['titan-hb', 'linea', 'atlant-ex']);
    expect(en[1]!.preview).not.toMatch(cyrillic);
  });

  it('gives model cards in the order asked, archived ones included', async () => {
    const ids = [modelIds[2]!, 999_999, modelIds[0]!, modelIds.at(-1)!];
    for (const locale of ['ru', 'en'] as const) {
      const cards = (await run(query(modelsQuery, { locale, variables: { ids } }))).favoriteModels;
      expect(cards.map((card) => card.id)).toEqual([modelIds[2], modelIds[0], modelIds.at(-1)]);
      expect(cards.every((card) => card.gnkCode === 'linea' && card.link === `/product/linea/${card.nkCode}`)).toBe(
        true,
      );
    }
  });

  it('answers empty lists without asking for nothing or for ids that cannot exist', async () => {
    const fetched: string[] = [];
    const { query: counted } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const { body } = await counted(impossibleFavoritesQuery);
    expect(body.data).toEqual({ favoriteSeries: [], favoriteModels: [] });
    expect(fetched).toEqual([]);
  });
});

describe('favourites never fail', () => {
  const upstream = useFaultUpstream('error500');

  it('gives empty lists when the content API fails', async () => {
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: 300 });
    const { body } = await query(failingFavoritesQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ favoriteSeries: [], favoriteModels: [] });
  });
});
