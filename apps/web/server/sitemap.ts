import type { AnyVariables, Client, TypedDocumentNode } from '@urql/core';
import { graphql } from '../src/app/graphql/generated/gql.js';
import { localePath } from '../src/app/i18n/locale.js';

/**
 * Pages of the frame and the fixed routes (requirements §3) that the site serves, in both languages.
 * Sections come here as they are built: the browser suite fetches every URL the sitemap lists and
 * expects 200.
 */
export const staticSitemapPaths = [
  '/',
  '/catalog',
  '/compare',
  '/solutions',
  '/projects',
  '/services',
  '/about',
  '/about/garantiynye-obyazatelstva',
  '/about/garantiynoe-obsluzhivanie',
  '/about/sertifikatsiya-iso',
  '/about/privacy-policy',
  '/about/about-cookies',
  '/about/accessibility',
  '/blog',
  '/news',
  '/career',
  '/career/stories',
  '/career/vacancies',
  '/career/internship',
  '/distributors/city',
  '/distributors/name',
] as const;

/** A page of the sitemap: its path without the language prefix and, where the content dates it, when it last changed. */
export interface SitemapEntry {
  path: string;
  /** W3C date (YYYY-MM-DD). */
  lastmod?: string;
}

/** Each path once, the first entry for it kept (the fixed routes come first). */
export function uniqueEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)));
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: each page once per language, each entry naming its other-language twin
 * (hreflang alternates, x-default Russian), as search engines expect for bilingual sites.
 * Written here rather than with the `sitemap` package: these fifteen lines are all the format this
 * site needs, and that package would raise the Node floor (≥ 20.19.5) and bring `@types/node` 24
 * into the app's types.
 */
export function sitemapXml(publicUrl: string, pages: readonly SitemapEntry[]): string {
  const entries = pages.flatMap(({ path, lastmod }) => {
    const ru = `${publicUrl}${localePath('ru', path)}`;
    const en = `${publicUrl}${localePath('en', path)}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="ru" href="${escapeXml(ru)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(ru)}"/>`,
    ].join('');
    const modified = lastmod && /^\d{4}-\d{2}-\d{2}$/.test(lastmod) ? `<lastmod>${lastmod}</lastmod>` : '';
    return [ru, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>`);
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
    storiesList {
      link
    }
    vacancies {
      link
      date
    }
    distributorsByName {
      link
      offices {
        cityCode
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

const SitemapArticlesQuery = graphql(`
  query SitemapArticles($page: Int!, $limit: Int!, $withTabs: Boolean!) {
    blogTabs @include(if: $withTabs) {
      code
      link
    }
    blogList(queryType: "all", page: $page, limit: $limit) {
      items {
        blogItemUrl
        date
      }
      pagination {
        totalPages
      }
    }
    newsList(limit: $limit, pageNum: $page) {
      items {
        link
        date
      }
      pagination {
        totalPages
      }
    }
  }
`);

const SitemapSectorQuery = graphql(`
  query SitemapSector($codes: [String!]!) {
    solutionSection(sectionLevelCodes: $codes) {
      __typename
      ... on SolutionSectionPage {
        sections {
          code
        }
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
 * sections and projects, services, success stories, distributors and their cities, catalogue sections, series and their current models (archived
 * ones are not offered to search engines), blog categories and items, news and events; articles
 * carry their publication date as `lastmod`. Every content page exists in both languages (empty
 * fields fall back), which is also what the pages' hreflang says. `complete` is false when some
 * answer was built from empty defaults: such a sitemap is not kept.
 */
export async function contentSitemapEntries(client: Client): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  let complete = true;
  async function read<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ): Promise<Data | null> {
    const result = await client.query(document, variables).toPromise();
    if (!result.data || result.error || result.extensions?.degraded === true) complete = false;
    return result.data ?? null;
  }

  const articlesPageSize = 48;
  const [overview, firstArticles] = await Promise.all([
    read(SitemapContentQuery, {}),
    read(SitemapArticlesQuery, { page: 1, limit: articlesPageSize, withTabs: true }),
  ]);
  const articlePages = Math.min(
    50,
    Math.max(firstArticles?.blogList.pagination.totalPages ?? 1, firstArticles?.newsList.pagination.totalPages ?? 1),
  );
  const sectors = overview?.solutions.items ?? [];
  const firstListing = overview?.catalogSection.__typename === 'CatalogSectionPage' ? overview.catalogSection : null;
  const totalPages = Math.min(firstListing?.pagination.totalPages ?? 1, 50);
  const [sectorPages, listingPages, moreArticles] = await Promise.all([
    Promise.all(sectors.map((sector) => read(SitemapSectorQuery, { codes: [sector.code] }))),
    Promise.all(
      Array.from({ length: totalPages - 1 }, (_, index) => read(SitemapSeriesPageQuery, { pageNum: index + 2 })),
    ),
    Promise.all(
      Array.from({ length: articlePages - 1 }, (_, index) =>
        read(SitemapArticlesQuery, { page: index + 2, limit: articlesPageSize, withTabs: false }),
      ),
    ),
  ]);
  const articles = [firstArticles, ...moreArticles];
  // A sector with sections (industry, outside) keeps its solutions one level down; the sections
  // themselves are groups on the sector's page, not pages.
  const sectorSections = sectors.flatMap((sector, index) => {
    const page = sectorPages[index];
    return page?.solutionSection.__typename === 'SolutionSectionPage'
      ? page.solutionSection.sections.map((section) => ({ codes: [sector.code, section.code] }))
      : [];
  });
  const sectionPages = await Promise.all(
    sectorSections.map((section) => read(SitemapSectorQuery, { codes: section.codes })),
  );
  const series = [
    firstListing,
    ...listingPages.map((page) =>
      page?.catalogSection.__typename === 'CatalogSectionPage' ? page.catalogSection : null,
    ),
  ].flatMap((listing) => listing?.series ?? []);
  const models = await Promise.all(series.map((item) => read(SitemapModelsQuery, { gnkCode: item.gnkCode })));

  const paths = [
    ...sectors.map((sector) => sector.link),
    ...[...sectorPages, ...sectionPages].flatMap((page) =>
      page?.solutionSection.__typename === 'SolutionSectionPage'
        ? page.solutionSection.elements.map((element) => element.link)
        : [],
    ),
    ...(overview?.portfolio.sections ?? []).flatMap((section) => [
      `/projects/${section.code}`,
      ...section.items.map((item) => item.link),
    ]),
    ...(overview?.services.items ?? []).map((item) => item.link),
    ...(overview?.storiesList ?? []).map((story) => story.link),
    ...(overview?.distributorsByName ?? []).flatMap((distributor) => [
      distributor.link,
      ...distributor.offices.map((office) => `/distributors/city/${office.cityCode}`),
    ]),
    ...flattenSections(overview?.catalogSections ?? []),
    ...series.map((item) => item.link),
    ...models.flatMap((answer) =>
      answer?.series?.__typename === 'Series'
        ? answer.series.models.filter((model) => !model.archived).map((model) => model.link)
        : [],
    ),
  ];
  const blogCategories = (firstArticles?.blogTabs ?? []).filter((tab) => tab.code !== 'all').map((tab) => tab.link);
  const dated = articles.flatMap((answer) => [
    ...(answer?.blogList.items ?? []).map((item) => ({ path: item.blogItemUrl, lastmod: item.date })),
    ...(answer?.newsList.items ?? []).map((item) => ({ path: item.link, lastmod: item.date })),
  ]);
  const vacancies = (overview?.vacancies ?? []).map((vacancy) => ({ path: vacancy.link, lastmod: vacancy.date }));
  return {
    entries: uniqueEntries([...[...paths, ...blogCategories].map((path) => ({ path })), ...dated, ...vacancies]),
    complete,
  };
}
