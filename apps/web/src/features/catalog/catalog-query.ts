import {
  normaliseCatalogFilters,
  parseCatalogFilters,
  serialiseCatalogFilters,
  seriesSortFields,
  type CatalogFilterState,
  type SeriesSortField,
  type SortOrder,
} from '@ostrel/contract/catalog-query';

/**
 * A catalogue listing's state as it lives in the URL: the filters in the shared format (requirements §7,
 * read and written by `@ostrel/contract/catalog-query`), the order as `sort` and `order`, the page
 * as `page`. Anything else, or anything malformed, is ignored; the BFF then drops filters the
 * section does not offer.
 */
export interface CatalogQuery extends CatalogFilterState {
  sort: SeriesSortField;
  order: SortOrder;
  page: number;
}

const maxPage = 10_000;

export function parseCatalogQuery(search: URLSearchParams): CatalogQuery {
  const sort = seriesSortFields.find((field) => field === search.get('sort')) ?? 'default';
  const order: SortOrder = search.get('order') === 'desc' ? 'desc' : 'asc';
  const page = Number(search.get('page'));
  return {
    ...parseCatalogFilters(search),
    sort,
    order: sort === 'default' ? 'asc' : order,
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

/** The query string of a listing state (with its `?`, or empty), in a stable order. */
export function catalogSearch(query: CatalogQuery): string {
  const parts = [serialiseCatalogFilters(query)].filter(Boolean);
  if (query.sort !== 'default') parts.push(`sort=${query.sort}`, `order=${query.order}`);
  if (query.page > 1) parts.push(`page=${String(query.page)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Any change to the filters goes through the format's rules, and starts again from the first page. */
const withFilters = (query: CatalogQuery, filters: Partial<CatalogFilterState>): CatalogQuery => ({
  ...query,
  ...normaliseCatalogFilters({ ...query, ...filters }),
  page: 1,
});

/** Requirements §7: a select-box filter toggles on its value. */
export function toggleValue(query: CatalogQuery, code: string, value: string): CatalogQuery {
  const current = query.selects.find((select) => select.code === code);
  if (!current) return withFilters(query, { selects: [...query.selects, { code, values: [value] }] });
  const values = current.values.includes(value)
    ? current.values.filter((chosen) => chosen !== value)
    : [...current.values, value];
  return withFilters(query, {
    selects: query.selects.map((select) => (select.code === code ? { code, values } : select)),
  });
}

/** Requirements §7: a range replaces an existing range of the same code; no bounds removes it. */
export function setRange(query: CatalogQuery, code: string, range: { min: number; max: number } | null): CatalogQuery {
  const others = query.ranges.filter((current) => current.code !== code);
  return withFilters(query, { ranges: range ? [...others, { code, ...range }] : others });
}

export function setArchived(query: CatalogQuery, filterArchived: boolean): CatalogQuery {
  return withFilters(query, { filterArchived });
}

/** Every filter off; the order stays. */
export function clearFilters(query: CatalogQuery): CatalogQuery {
  return withFilters(query, { selects: [], ranges: [], filterArchived: false });
}

/** Requirements §8: the first click on a column sorts ascending, a click on the same column flips it. */
export function sortBy(query: CatalogQuery, field: SeriesSortField): CatalogQuery {
  const order: SortOrder = field === query.sort && query.order === 'asc' && field !== 'default' ? 'desc' : 'asc';
  return { ...query, sort: field, order, page: 1 };
}

export function toPage(query: CatalogQuery, page: number): CatalogQuery {
  return { ...query, page };
}

/** The filters as the BFF takes them. */
export function filterInputs(
  query: CatalogQuery,
): { code: string; values?: string[]; minValue?: number; maxValue?: number }[] {
  return [
    ...query.selects.map(({ code, values }) => ({ code, values: [...values] })),
    ...query.ranges.map(({ code, min, max }) => ({ code, minValue: min, maxValue: max })),
  ];
}
