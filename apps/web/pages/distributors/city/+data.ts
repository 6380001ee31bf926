import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { headFromSeo } from '@/app/outcome/page-seo';
import { byDistanceFrom, cityPositions, citiesOfOffices } from '../city-list';

const DistributorCitiesPageQuery = graphql(`
  query DistributorCitiesPage($path: String!, $ipAddress: String) {
    seo(path: $path) {
      ...PageSeo
    }
    distributorsByCity(ipAddress: $ipAddress) {
      currentCity {
        cityCode
        title
      }
      centerCoordinates {
        latitude
        longitude
      }
      cities {
        cityCode
        title
        region
        count
        coordinates {
          latitude
          longitude
        }
      }
    }
    distributorsByName {
      offices {
        cityCode
        cityTitle
        coordinates {
          latitude
          longitude
        }
      }
    }
  }
`);

const VisitorCityQuery = graphql(`
  query DistributorsOfVisitorCity($cityCode: String!) {
    cityDistributors(cityCode: $cityCode) {
      __typename
      ... on DistributorCityPage {
        distributors {
          distributorCode
          ...DistributorCard
        }
      }
    }
  }
`);

/**
 * The locator's cities all lie in Russia: a visitor placed elsewhere, or not placed at all, gets
 * every city to pick from and none picked for them.
 */
const servedCountry = 'RU';

export async function data(pageContext: PageContextServer) {
  const path = '/distributors/city';
  const place = await pageContext.visitorPlace();
  const page = await queryOnServer(pageContext, DistributorCitiesPageQuery, {
    path: localePath(pageContext.locale, path),
    ipAddress: place?.countryIso === servedCountry ? place.ip : null,
  });
  const current = page.distributorsByCity.currentCity;
  const nearby = current ? await queryOnServer(pageContext, VisitorCityQuery, { cityCode: current.cityCode }) : null;
  const i18n = i18nFor(pageContext.locale);
  const title = i18n._(msg`Где купить`);
  const head = headFromSeo(page.seo, {
    title: `${title} — ${i18n._(msg`Острель`)}`,
    description: i18n._(msg`Дистрибьюторы, дилеры и сервисные центры по городам: адреса, телефоны, часы работы.`),
  });
  return {
    head,
    title,
    currentCity: current,
    nearby: nearby?.cityDistributors?.__typename === 'DistributorCityPage' ? nearby.cityDistributors.distributors : [],
    // Nearest first when the visitor is placed; alphabetical otherwise.
    cities: byDistanceFrom(
      page.distributorsByCity.centerCoordinates ?? null,
      citiesOfOffices(page.distributorsByName, page.distributorsByCity.cities, pageContext.locale),
      page.distributorsByCity.cities,
    ),
    // For the map: where each city lies.
    positions: Object.fromEntries(cityPositions(page.distributorsByName, page.distributorsByCity.cities)),
    trail: [{ title: i18n._(msg`Главная`), link: '/' }],
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
