import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { seriesSortFields } from '@ostrel/contract/catalog-query';
import {
  catalogSearch,
  clearFilters,
  filterInputs,
  parseCatalogQuery,
  setArchived,
  setRange,
  sortBy,
  toggleValue,
  toPage,
  type CatalogQuery,
} from '@/features/catalog/catalog-query';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { perDevice } from '@/app/page/device';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo } from '@/app/outcome/page-seo';
import { exAreaInput, readExAreaForm } from '@/features/tools/ex-area-query';
import { exAreaProblems, ExSelectionQuery } from '@/features/tools/ex-selector';

const CatalogPageQuery = graphql(`
  query CatalogPage(
    $sectionLevelCodes: [String!]!
    $filters: [CatalogFilterInput!]!
    $sort: CatalogSortField!
    $order: CatalogSortOrder!
    $pageNum: Int!
    $limit: Int!
    $filterArchived: Boolean!
    $path: String!
    $isRoot: Boolean!
  ) {
    catalogSection(
      sectionLevelCodes: $sectionLevelCodes
      filters: $filters
      sort: $sort
      order: $order
      pageNum: $pageNum
      limit: $limit
      filterArchived: $filterArchived
    ) {
      __typename
      ... on CatalogSectionPage {
        section {
          name
          description
        }
        breadcrumbs {
          title
          link
        }
        children {
          ...CatalogSectionTile
        }
        series {
          id
          ...SeriesCard
        }
        pagination {
          pageNum
          limit
          total
          totalPages
        }
        sort {
          field
          order
        }
        appliedFilters {
          code
          name
          type
          value
          minValue
          maxValue
          label
        }
        filterArchived
      }
    }
    catalogFilters(sectionLevelCodes: $sectionLevelCodes, filterArchived: $filterArchived) {
      ...CatalogFilterField
    }
    sectionSeo: catalogSectionSeo(sectionLevelCodes: $sectionLevelCodes) @skip(if: $isRoot) {
      ...PageSeo
    }
    rootSeo: seo(path: $path) @include(if: $isRoot) {
      ...PageSeo
    }
  }
`);

/** The section whose pages carry the Ex selector (it and every section under it). */
const exSection = 'explosion-proof';

/** The Ex selector's state: the area as typed, and the models or what to correct. */
async function exSelector(pageContext: PageContextServer, search: URLSearchParams) {
  const form = readExAreaForm(search);
  const reading = exAreaInput(form);
  if (reading.kind === 'empty') return { form, selection: null, problems: [] };
  const notNumbers = reading.notNumbers.map((param) => ({ param, code: 'notANumber' }));
  if (reading.kind === 'notNumbers') return { form, selection: null, problems: notNumbers };
  const { exSelection } = await queryOnServer(pageContext, ExSelectionQuery, { area: reading.input });
  const problems = [...notNumbers, ...exAreaProblems(exSelection)];
  return { form, selection: problems.length > 0 ? null : exSelection, problems };
}

export async function data(pageContext: PageContextServer) {
  const sectionLevelCodes = (pageContext.routeParams.sections ?? '').split('/').filter(Boolean);
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '');
  const requested = parseCatalogQuery(search);
  const isRoot = sectionLevelCodes.length === 0;
  const [page, selector] = await Promise.all([
    queryOnServer(pageContext, CatalogPageQuery, {
      sectionLevelCodes,
      filters: filterInputs(requested),
      sort: requested.sort,
      order: requested.order,
      pageNum: requested.page,
      limit: perDevice(pageContext.device, { phone: 6, tablet: 9, desktop: 8 }),
      filterArchived: requested.filterArchived,
      path: '/catalog',
      isRoot,
    }),
    sectionLevelCodes[0] === exSection ? exSelector(pageContext, search) : null,
  ]);
  const listing = page.catalogSection;
  const seo = (isRoot ? page.rootSeo : page.sectionSeo) ?? null;
  if (listing.__typename === 'CatalogNotFound') throw await notFound(pageContext, seo);
  const i18n = i18nFor(pageContext.locale);
  const name = listing.section?.name || i18n._(msg`Каталог продукции`);
  const head = seo
    ? headFromSeo(seo, {
        title: `${name} — ${i18n._(msg`Острель`)}`,
        description: i18n._(msg`Светильники и оборудование Острель: серии, модели, технические данные и документация.`),
      })
    : null;
  // The state as the BFF applied it: filters the section does not offer, and pages past the end,
  // are gone from every link the page makes.
  const selects: { code: string; values: string[] }[] = [];
  const ranges: { code: string; min: number; max: number }[] = [];
  for (const filter of listing.appliedFilters) {
    if (filter.type === 'range') {
      if (filter.minValue !== null && filter.maxValue !== null)
        ranges.push({ code: filter.code, min: filter.minValue, max: filter.maxValue });
    } else if (filter.value !== null) {
      const select = selects.find((entry) => entry.code === filter.code);
      if (select) select.values.push(filter.value);
      else selects.push({ code: filter.code, values: [filter.value] });
    }
  }
  const applied: CatalogQuery = {
    selects,
    ranges,
    filterArchived: listing.filterArchived,
    sort: listing.sort.field,
    order: listing.sort.order,
    page: listing.pagination.pageNum,
  };
  const path = isRoot ? '/catalog' : `/catalog/${sectionLevelCodes.join('/')}`;
  // Every link of the listing is made here, so the browser needs none of the query logic to draw it.
  const href = (next: CatalogQuery) => path + catalogSearch(next);
  const chips = [
    ...listing.appliedFilters.map((filter) => ({
      label: `${filter.name}: ${filter.label}`,
      href: href(
        filter.type === 'range'
          ? setRange(applied, filter.code, null)
          : toggleValue(applied, filter.code, filter.value ?? ''),
      ),
    })),
    ...(applied.filterArchived ? [{ label: null, href: href(setArchived(applied, false)) }] : []),
  ];
  return {
    head: head ?? { title: name, description: '', og: { title: name, image: null, type: 'website' }, article: null },
    name,
    description: listing.section?.description ?? '',
    path,
    breadcrumbs: listing.breadcrumbs,
    children: listing.children,
    series: listing.series,
    pagination: listing.pagination,
    filters: page.catalogFilters,
    query: applied,
    exSelector: selector,
    links: {
      /** The applied filters as removable chips; a null label is the archived switch. */
      chips,
      reset: chips.length > 0 ? href(clearFilters(applied)) : null,
      sort: seriesSortFields.map((field) => ({ field, href: href(sortBy(applied, field)) })),
      pages: Array.from({ length: listing.pagination.totalPages }, (_, index) => href(toPage(applied, index + 1))),
    },
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
