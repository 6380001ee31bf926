/**
 * A catalogue listing's state as it lives in the URL (SPEC §7): a select filter as `code[]=value`
 * (once per value), a range as `codeMinValue` and `codeMaxValue`, archived series as
 * `filterArchived`; the order as `sort` and `order`, the page as `page`. Anything else, or anything
 * malformed, is ignored; the BFF then drops filters the section does not offer.
 */

export const sortFields = ['default', 'name', 'power', 'flux', 'efficacy'] as const;
export type SortField = (typeof sortFields)[number];
export type SortOrder = 'asc' | 'desc';

export interface CatalogQuery {
  /** Select filters with their chosen values, in the order chosen (plain data: it travels with the page). */
  selects: readonly { code: string; values: readonly string[] }[];
  /** Range filters with both bounds. */
  ranges: readonly { code: string; min: number; max: number }[];
  filterArchived: boolean;
  sort: SortField;
  order: SortOrder;
  page: number;
}

const codePattern = /^[a-zA-Z][\w-]{0,39}$/;
const maxValuesPerFilter = 50;
const maxFilters = 30;

function parseNumber(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export function parseCatalogQuery(search: URLSearchParams): CatalogQuery {
  const selects = new Map<string, string[]>();
  const bounds = new Map<string, { min: number | null; max: number | null }>();
  for (const [key, rawValue] of search) {
    const value = rawValue.trim();
    const select = /^(.+)\[\]$/.exec(key)?.[1];
    if (select !== undefined) {
      const code = select;
      if (!codePattern.test(code) || value === '' || value.length > 100) continue;
      const values = selects.get(code) ?? [];
      if (!values.includes(value) && values.length < maxValuesPerFilter) values.push(value);
      if (selects.size < maxFilters || selects.has(code)) selects.set(code, values);
      continue;
    }
    const [, code, end] = /^(.+)(MinValue|MaxValue)$/.exec(key) ?? [];
    if (code !== undefined && codePattern.test(code)) {
      const bound = bounds.get(code) ?? { min: null, max: null };
      if (end === 'MinValue') bound.min = parseNumber(value);
      else bound.max = parseNumber(value);
      bounds.set(code, bound);
    }
  }
  // SPEC §5: a range needs both bounds; reversed bounds are read the way they were meant.
  const ranges: { code: string; min: number; max: number }[] = [];
  for (const [code, { min, max }] of bounds) {
    if (min !== null && max !== null && ranges.length < maxFilters) ranges.push({ code, min: Math.min(min, max), max: Math.max(min, max) });
  }
  const sort = sortFields.find((field) => field === search.get('sort')) ?? 'default';
  const order: SortOrder = search.get('order') === 'desc' ? 'desc' : 'asc';
  const page = Number(search.get('page'));
  return {
    selects: [...selects].map(([code, values]) => ({ code, values })),
    ranges,
    filterArchived: ['true', '1', 'Y', 'y'].includes(search.get('filterArchived') ?? ''),
    sort,
    order: sort === 'default' ? 'asc' : order,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a listing state (with its `?`, or empty), in a stable order. */
export function catalogSearch(query: CatalogQuery): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${encodeURIComponent(value)}`);
  for (const { code, values } of query.selects) for (const value of values) add(`${code}[]`, value);
  for (const { code, min, max } of query.ranges) {
    add(`${code}MinValue`, String(min));
    add(`${code}MaxValue`, String(max));
  }
  if (query.filterArchived) add('filterArchived', 'true');
  if (query.sort !== 'default') {
    add('sort', query.sort);
    add('order', query.order);
  }
  if (query.page > 1) add('page', String(query.page));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Any change to what is shown starts again from the first page. */
const firstPage = (query: CatalogQuery): CatalogQuery => ({ ...query, page: 1 });

/** SPEC §4: a select-box filter toggles on its value. */
export function toggleValue(query: CatalogQuery, code: string, value: string): CatalogQuery {
  const current = query.selects.find((select) => select.code === code);
  if (!current) return firstPage({ ...query, selects: [...query.selects, { code, values: [value] }] });
  const values = current.values.includes(value) ? current.values.filter((chosen) => chosen !== value) : [...current.values, value];
  const selects = query.selects.flatMap((select) => (select.code !== code ? [select] : values.length > 0 ? [{ code, values }] : []));
  return firstPage({ ...query, selects });
}

/** SPEC §4: a range replaces an existing range of the same code; no bounds removes it. */
export function setRange(query: CatalogQuery, code: string, range: { min: number; max: number } | null): CatalogQuery {
  const others = query.ranges.filter((current) => current.code !== code);
  const ranges = range ? [...others, { code, min: Math.min(range.min, range.max), max: Math.max(range.min, range.max) }] : others;
  return firstPage({ ...query, ranges });
}

export function setArchived(query: CatalogQuery, filterArchived: boolean): CatalogQuery {
  return firstPage({ ...query, filterArchived });
}

/** Every filter off; the order stays. */
export function clearFilters(query: CatalogQuery): CatalogQuery {
  return firstPage({ ...query, selects: [], ranges: [], filterArchived: false });
}

/** SPEC §2: the first click on a column sorts ascending, a click on the same column flips it. */
export function sortBy(query: CatalogQuery, field: SortField): CatalogQuery {
  const order: SortOrder = field === query.sort && query.order === 'asc' && field !== 'default' ? 'desc' : 'asc';
  return firstPage({ ...query, sort: field, order });
}

export function toPage(query: CatalogQuery, page: number): CatalogQuery {
  return { ...query, page };
}

/** The filters as the BFF takes them. */
export function filterInputs(query: CatalogQuery): { code: string; values?: string[]; minValue?: number; maxValue?: number }[] {
  return [
    ...query.selects.map(({ code, values }) => ({ code, values: [...values] })),
    ...query.ranges.map(({ code, min, max }) => ({ code, minValue: min, maxValue: max })),
  ];
}
