import type { AnyVariables, Client, TypedDocumentNode } from '@urql/core';
import { graphql } from '../src/app/graphql/generated/gql.js';
import { localePath } from '../src/app/i18n/locale.js';

/**
 * Pages of the frame and the fixed routes (SPEC §2) that the site serves, in both languages.
 * Sections come here as they are built: the browser suite fetches every URL the sitemap lists and
 * expects 200.
 */
export const staticSitemapPaths = [
  '/',
  '/catalog',
  '/solutions',
  '/projects',
  '/services',
  '/about',
  '/about/garantiynye-obyazatelstva',
  '/about/garantiynoe-obsluzhivanie',
  '/about/sertifikatsiya-iso',
  '/about/privacy-policy',
  '/about/about-cookies',
] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: each page once per language, each entry naming its other-language twin
 * (hreflang alternates, x-default Russian), as search engines expect for bilingual sites.
 * Written here rather than with the `sitemap` package: these fifteen lines are all the format this
 * site needs, and that package would raise the Node floor (≥ 20.19.5) and bring `@types/node` 24
 * into the app's types.
 */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) => {
    const ru = `${publicUrl}${localePath('ru', path)}`;
    const en = `${publicUrl}${localePath('en', path)}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="ru" href="${escapeXml(ru)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(ru)}"/>`,
    ].join('');
    return [ru, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

const SitemapContentQuery = graphql(`
  query SitemapContent {
    solutions {
      items {
        code
        link
      }
    }
    portfolio {
      sections {
        code
        items {
          link
        }
      }
    }
    services {
      items {
        link
      }
    }
    catalogSections {
      link
      children {
        link
        children {
          link
          children {
            link
          }
        }
      }
    }
    catalogSection(limit: 60) {
      __typename
      ... on CatalogSectionPage {
        series {
          gnkCode
          link
        }
        pagination {
          totalPages
        }
      }
    }
  }
`);

const SitemapSectorQuery = graphql(`
  query SitemapSector($code: String!) {
    solutionSection(sectionLevelCodes: [$code]) {
      __typename
      ... on SolutionSectionPage {
        elements {
          link
        }
      }
    }
  }
`);

const SitemapSeriesPageQuery = graphql(`
  query SitemapSeriesPage($pageNum: Int!) {
    catalogSection(limit: 60, pageNum: $pageNum) {
      __typename
      ... on CatalogSectionPage {
        series {
          gnkCode
          link
        }
      }
    }
  }
`);

const SitemapModelsQuery = graphql(`
  query SitemapModels($gnkCode: String!) {
    series(gnkCode: $gnkCode) {
      __typename
      ... on Series {
        models {
          link
          archived
        }
      }
    }
  }
`);

interface CatalogNode {
  link: string;
  children?: readonly CatalogNode[];
}

const flattenSections = (nodes: readonly CatalogNode[]): string[] =>
  nodes.flatMap((node) => [node.link, ...flattenSections(node.children ?? [])]);

/**
 * The content's own pages, read through the BFF in Russian: sectors and their solutions, portfolio
 * sections and projects, services, catalogue sections, series and their current models (archived
 * ones are not offered to search engines). Every content page exists in both languages (empty
 * fields fall back), which is also what the pages' hreflang says. `complete` is false when some
 * answer was built from empty defaults: such a sitemap is not kept.
 */
export async function contentSitemapPaths(client: Client): Promise<{ paths: string[]; complete: boolean }> {
  let complete = true;
  async function read<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ): Promise<Data | null> {
    const result = await client.query(document, variables).toPromise();
    if (!result.data || result.error || result.extensions?.degraded === true) complete = false;
    return result.data ?? null;
  }

  const overview = await read(SitemapContentQuery, {});
  const sectors = overview?.solutions.items ?? [];
  const firstListing = overview?.catalogSection.__typename === 'CatalogSectionPage' ? overview.catalogSection : null;
  const totalPages = Math.min(firstListing?.pagination.totalPages ?? 1, 50);
  const [sectorPages, listingPages] = await Promise.all([
    Promise.all(sectors.map((sector) => read(SitemapSectorQuery, { code: sector.code }))),
    Promise.all(
      Array.from({ length: totalPages - 1 }, (_, index) => read(SitemapSeriesPageQuery, { pageNum: index + 2 })),
    ),
  ]);
  const series = [
    firstListing,
    ...listingPages.map((page) =>
      page?.catalogSection.__typename === 'CatalogSectionPage' ? page.catalogSection : null,
    ),
  ].flatMap((listing) => listing?.series ?? []);
  const models = await Promise.all(series.map((item) => read(SitemapModelsQuery, { gnkCode: item.gnkCode })));

  const paths = [
    ...sectors.map((sector) => sector.link),
    ...sectorPages.flatMap((page) =>
      page?.solutionSection.__typename === 'SolutionSectionPage'
        ? page.solutionSection.elements.map((element) => element.link)
        : [],
    ),
    ...(overview?.portfolio.sections ?? []).flatMap((section) => [
      `/projects/${section.code}`,
      ...section.items.map((item) => item.link),
    ]),
    ...(overview?.services.items ?? []).map((item) => item.link),
    ...flattenSections(overview?.catalogSections ?? []),
    ...series.map((item) => item.link),
    ...models.flatMap((answer) =>
      answer?.series?.__typename === 'Series'
        ? answer.series.models.filter((model) => !model.archived).map((model) => model.link)
        : [],
    ),
  ];
  return { paths: [...new Set(paths)], complete };
}
