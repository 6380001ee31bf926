import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo, seoSaysMissing } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';
import { distributorKinds, readKind } from '../../distributor-kinds';

const DistributorCityPageQuery = graphql(`
  query DistributorCityPage($cityCode: String!, $path: String!) {
    seo(path: $path) {
      ...PageSeo
    }
    cityDistributors(cityCode: $cityCode) {
      __typename
      ... on DistributorCityPage {
        city {
          cityCode
          title
          region
        }
        distributors {
          distributorCode
          title
          types
          link
          offices {
            cityCode
            address
            phone
            coordinates {
              latitude
              longitude
            }
          }
          ...DistributorCard
        }
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { cityCode = '' } = pageContext.routeParams;
  const path = `/distributors/city/${cityCode}`;
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '');
  const kindParam = search.get('kind');
  const kind = readKind(kindParam);
  const page = await queryOnServer(pageContext, DistributorCityPageQuery, {
    cityCode,
    path: localePath(pageContext.locale, path),
  });
  // A kind the locator does not know is an address no link gives: not found, like an unknown city.
  if (
    page.cityDistributors?.__typename === 'DistributorCityNotFound' ||
    seoSaysMissing(page.seo) ||
    (kindParam !== null && !kind)
  )
    throw await notFound(pageContext, page.seo);
  // Null: the content API did not answer. The page still renders, with nothing listed.
  const found = page.cityDistributors?.__typename === 'DistributorCityPage' ? page.cityDistributors : null;
  const i18n = i18nFor(pageContext.locale);
  const cityTitle = found?.city.title || cityCode;
  const head = headFromSeo(page.seo, {
    title: i18n._(msg`Где купить в городе ${cityTitle}`),
    description: i18n._(msg`Дистрибьюторы и дилеры Острель в городе ${cityTitle}: адреса, телефоны, часы работы.`),
  });
  const everyone = found?.distributors ?? [];
  const trail = [
    { title: i18n._(msg`Главная`), link: '/' },
    { title: i18n._(msg`Где купить`), link: '/distributors/city' },
  ];
  return {
    head: {
      ...head,
      jsonLd: [breadcrumbListJsonLd([...trail, { title: cityTitle }], pageContext.siteUrl, pageContext.locale)],
    },
    city: { cityCode, title: cityTitle, region: found?.city.region ?? '' },
    kind,
    // Only the kinds some company here is: a chip that would list nobody is not offered.
    kinds: distributorKinds
      .map((value) => ({ value, count: everyone.filter((item) => item.types.includes(value)).length }))
      .filter((option) => option.count > 0),
    total: everyone.length,
    distributors: kind ? everyone.filter((item) => item.types.includes(kind)) : everyone,
    trail,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
