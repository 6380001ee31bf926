import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { documentItems } from '@/features/catalog/documents';
import { productJsonLd } from '@/features/catalog/product-json-ld';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo, seoSaysMissing } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';

const SeriesPageQuery = graphql(`
  query SeriesPage($gnkCode: String!) {
    series(gnkCode: $gnkCode) {
      __typename
      ... on Series {
        id
        gnkCode
        name
        preview
        description
        sectionName
        isNew
        archived
        breadcrumbs {
          title
          link
        }
        picture {
          ...ResponsivePicture
          large {
            src
          }
        }
        gallery {
          ...ResponsivePicture
        }
        figures {
          powerMin
          powerMax
          fluxMin
          fluxMax
          efficacyMax
          cct
          ip
          warrantyYears
        }
        features
        applications
        models {
          id
          name
          link
          archived
          power
          flux
          efficacy
          cct
          cri
          ip
          dimensions
          weight
        }
        documents {
          ...DocumentRow
        }
        gldf {
          ...GldfDownloadLink
        }
        solutions {
          code
          name
          link
          picture {
            ...ResponsivePicture
          }
        }
        projects {
          id
          title
          location
          year
          link
          picture {
            ...ResponsivePicture
          }
        }
      }
    }
    seo: seriesSeo(gnkCode: $gnkCode) {
      ...PageSeo
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { gnkCode = '' } = pageContext.routeParams;
  const page = await queryOnServer(pageContext, SeriesPageQuery, { gnkCode });
  if (page.series?.__typename === 'CatalogNotFound' || seoSaysMissing(page.seo))
    throw await notFound(pageContext, page.seo);
  // Null: the content API did not answer. The page still renders, its sections empty.
  const series = page.series?.__typename === 'Series' ? page.series : null;
  const i18n = i18nFor(pageContext.locale);
  const name = series?.name || gnkCode.toUpperCase();
  const head = headFromSeo(page.seo, {
    title: `${name} — ${i18n._(msg`светильники Острель`)}`,
    description: series?.preview ?? '',
  });
  const path = `/product/${gnkCode}`;
  const trail = [
    { title: i18n._(msg`Главная`), link: '/' },
    { title: i18n._(msg`Каталог`), link: '/catalog' },
    ...(series?.breadcrumbs ?? []),
  ];
  const jsonLd = series
    ? [
        productJsonLd(
          {
            name: series.name,
            description: series.preview,
            path,
            sku: series.gnkCode,
            images: series.picture?.large?.src ? [series.picture.large.src] : [],
            category: series.sectionName,
          },
          pageContext.siteUrl,
          pageContext.locale,
        ),
        breadcrumbListJsonLd([...trail, { title: series.name }], pageContext.siteUrl, pageContext.locale),
      ]
    : [];
  const documents = series ? documentItems(series.documents, pageContext.locale) : [];
  return { head: { ...head, jsonLd }, name, trail, series, documents } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
