/**
 * The catalogue filter query-string format (requirements §7), read and written in one place for the site's
 * URLs, the BFF's upstream requests and the content API: a select-box filter as `code[]=value`
 * (once per value), a range as `codeMinValue` and `codeMaxValue`, archived products as
 * `filterArchived`. The rules for everything else are listed in docs/content-api.md ("Catalogue
 * filter format"). Pure and free of zod: the browser loads this module too.
 */

export const seriesSortFields = ['default', 'name', 'power', 'flux', 'efficacy'] as const;
export const sortOrders = ['asc', 'desc'] as const;
export type SeriesSortField = (typeof seriesSortFields)[number];
export type SortOrder = (typeof sortOrders)[number];

export interface SelectFilter {
  code: string;
  /** Alternatives: a series matches any of them. */
  values: readonly string[];
}

export interface RangeFilter {
  code: string;
  min: number;
  max: number;
}

/** The filter part of a listing's state, normalised: what `parseCatalogFilters` gives and `serialiseCatalogFilters` writes. */
export interface CatalogFilterState {
  selects: readonly SelectFilter[];
  ranges: readonly RangeFilter[];
  filterArchived: boolean;
}

/** Filters as a caller may have gathered them: anything goes, `normaliseCatalogFilters` applies the rules. */
export interface CatalogFilterDraft {
  selects?: readonly { code: string; values: readonly string[] }[];
  ranges?: readonly { code: string; min?: number | null | undefined; max?: number | null | undefined }[];
  filterArchived?: boolean;
}

export const catalogFilterLimits = {
  codeLength: 60,
  valueLength: 100,
  boundLength: 32,
  selects: 30,
  valuesPerSelect: 50,
  ranges: 30,
} as const;

/**
 * The listing's own parameters, on the site (`page`) and upstream (`pageNum`, `limit`,
 * `sectionLevelCodes[]`): a filter named like one could steer the section or the paging.
 */
export const reservedFilterCodes: readonly string[] = [
  'sectionLevelCodes',
  'sort',
  'order',
  'page',
  'pageNum',
  'limit',
  'filterArchived',
];

const codePattern = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** What `String(number)` writes, plus a decimal comma as typed in Russian. */
const numberPattern = /^-?\d+(?:[.,]\d+)?(?:e[-+]?\d+)?$/i;
/** A lone surrogate cannot be percent-encoded (encodeURIComponent throws on it). */
const loneSurrogate = /\p{Cs}/u;
const archivedOn = new Set(['true', '1', 'Y', 'y']);

export function isFilterCode(code: string): boolean {
  return code.length <= catalogFilterLimits.codeLength && codePattern.test(code) && !reservedFilterCodes.includes(code);
}

/** A range bound as written in a query, or null when it is not a number. */
export function readBound(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed.length > catalogFilterLimits.boundLength || !numberPattern.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  // `+ 0` turns -0 into 0, which is how it is written back.
  return Number.isFinite(value) ? value + 0 : null;
}

export function readArchived(text: string | undefined): boolean {
  return text !== undefined && archivedOn.has(text.trim());
}

// Code-unit order, the same in every runtime and locale.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function cleanValue(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > catalogFilterLimits.valueLength || loneSurrogate.test(trimmed)
    ? null
    : trimmed;
}

/** Applies the format's rules to filters gathered from anywhere; the result is in canonical order. */
export function normaliseCatalogFilters(draft: CatalogFilterDraft): CatalogFilterState {
  const chosen = new Map<string, Set<string>>();
  for (const { code, values } of draft.selects ?? []) {
    if (!isFilterCode(code)) continue;
    const set = chosen.get(code) ?? new Set<string>();
    for (const value of values) {
      const clean = cleanValue(value);
      if (clean !== null) set.add(clean);
    }
    if (set.size > 0) chosen.set(code, set);
  }
  const bounds = new Map<string, RangeFilter>();
  for (const { code, min, max } of draft.ranges ?? []) {
    // Requirements §7: a range needs both bounds, and a later range replaces one of the same code.
    if (
      !isFilterCode(code) ||
      typeof min !== 'number' ||
      typeof max !== 'number' ||
      !Number.isFinite(min) ||
      !Number.isFinite(max)
    )
      continue;
    // Reversed bounds are read the way they were meant.
    bounds.set(code, { code, min: Math.min(min, max) + 0, max: Math.max(min, max) + 0 });
  }
  const selects = [...chosen.keys()]
    .sort(byText)
    .slice(0, catalogFilterLimits.selects)
    .map((code) => ({
      code,
      values: [...(chosen.get(code) ?? [])].sort(byText).slice(0, catalogFilterLimits.valuesPerSelect),
    }));
  const ranges = [...bounds.keys()]
    .sort(byText)
    .slice(0, catalogFilterLimits.ranges)
    .flatMap((code) => bounds.get(code) ?? []);
  return { selects, ranges, filterArchived: draft.filterArchived === true };
}

/** Reads the filters out of query parameters (a URLSearchParams, or `queryEntries` of a parsed query); never throws. */
export function parseCatalogFilters(entries: Iterable<readonly [string, string]>): CatalogFilterState {
  const selects: { code: string; values: string[] }[] = [];
  const bounds = new Map<string, { min?: string; max?: string }>();
  let archived: string | undefined;
  for (const [key, value] of entries) {
    if (key === 'filterArchived') archived = value;
    else if (key.endsWith('[]')) selects.push({ code: key.slice(0, -2), values: [value] });
    else if (key.endsWith('MinValue') || key.endsWith('MaxValue')) {
      const code = key.slice(0, -'MinValue'.length);
      const bound = bounds.get(code) ?? {};
      // A repeated parameter: the last one counts.
      if (key.endsWith('MinValue')) bound.min = value;
      else bound.max = value;
      bounds.set(code, bound);
    }
  }
  const ranges = [...bounds].map(([code, { min, max }]) => ({
    code,
    min: min === undefined ? null : readBound(min),
    max: max === undefined ? null : readBound(max),
  }));
  return normaliseCatalogFilters({ selects, ranges, filterArchived: readArchived(archived) });
}

/** The filters as query parameters, in canonical order: selects by code, then ranges, then `filterArchived`. */
export function catalogFilterEntries(filters: CatalogFilterDraft): [string, string][] {
  const { selects, ranges, filterArchived } = normaliseCatalogFilters(filters);
  const entries: [string, string][] = [];
  for (const { code, values } of selects) for (const value of values) entries.push([`${code}[]`, value]);
  for (const { code, min, max } of ranges)
    entries.push([`${code}MinValue`, String(min)], [`${code}MaxValue`, String(max)]);
  if (filterArchived) entries.push(['filterArchived', 'true']);
  return entries;
}

/** The filters as a query string without `?` (empty when there are none); brackets stay readable. */
export function serialiseCatalogFilters(filters: CatalogFilterDraft): string {
  return catalogFilterEntries(filters)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The entries of a query parsed into an object (a repeated parameter as an array), for `parseCatalogFilters`. */
export function queryEntries(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') entries.push([key, value]);
    else for (const item of value ?? []) entries.push([key, item]);
  }
  return entries;
}
