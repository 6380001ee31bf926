import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo, openingText, seoSaysMissing } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';
import { localBusinessJsonLd } from './local-business-json-ld';

const DistributorPageQuery = graphql(`
  query DistributorPage($code: String!, $cityCode: String, $path: String!) {
    seo(path: $path) {
      ...PageSeo
    }
    distributor(distributorCode: $code, cityCode: $cityCode) {
      __typename
      ... on DistributorDetail {
        distributorCode
        title
        types
        site
        link
        description
        offices {
          cityCode
          cityTitle
          address
          phone
          email
          coordinates {
            latitude
            longitude
          }
          openingHours {
            days
            opens
            closes
          }
          ...OfficeDetails
        }
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { distributorCode = '', cityCode } = pageContext.routeParams;
  // The company's own page: its SEO, and the canonical address of its views for one city.
  const path = `/distributors/name/${distributorCode}`;
  const page = await queryOnServer(pageContext, DistributorPageQuery, {
    code: distributorCode,
    cityCode: cityCode ?? null,
    path: localePath(pageContext.locale, path),
  });
  // Not found also when the company has no office in the city asked for.
  if (page.distributor?.__typename === 'DistributorNotFound' || seoSaysMissing(page.seo))
    throw await notFound(pageContext, page.seo);
  // Null: the content API did not answer. The page still renders, with nothing listed.
  const distributor = page.distributor?.__typename === 'DistributorDetail' ? page.distributor : null;
  const i18n = i18nFor(pageContext.locale);
  const title = distributor?.title || i18n._(msg`Партнёр`);
  const head = headFromSeo(page.seo, {
    title: `${title} — ${i18n._(msg`где купить Острель`)}`,
    description: distributor ? openingText(distributor.description) : '',
  });
  // The office in the city asked for comes first, the others by city.
  const offices = [...(distributor?.offices ?? [])].sort(
    (a, b) =>
      Number(b.cityCode === cityCode) - Number(a.cityCode === cityCode) ||
      a.cityTitle.localeCompare(b.cityTitle, pageContext.locale),
  );
  const trail = [
    { title: i18n._(msg`Главная`), link: '/' },
    { title: i18n._(msg`Где купить`), link: '/distributors/name' },
  ];
  return {
    head: {
      ...head,
      canonicalPath: path,
      jsonLd: [
        breadcrumbListJsonLd([...trail, { title }], pageContext.siteUrl, pageContext.locale),
        ...(distributor
          ? localBusinessJsonLd({ ...distributor, path, offices }, pageContext.siteUrl, pageContext.locale)
          : []),
      ],
    },
    title,
    distributor: distributor && {
      types: distributor.types,
      site: distributor.site,
      description: distributor.description,
    },
    distributorCode,
    offices,
    cityCode: cityCode ?? null,
    trail,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
