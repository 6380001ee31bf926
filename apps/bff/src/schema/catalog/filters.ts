import { endpoints } from '@ostrel/contract/endpoints';
import type { AppliedFilter, CatalogFilter as ContractFilter } from '@ostrel/contract/schemas/catalog';
import type { CatalogAppliedFilter, CatalogFilter, CatalogFilterInput } from '../../generated/resolvers-types.js';
import type { QueryValue } from '../../upstream/client.js';

/** Query stems the listing itself uses: a filter named like one must never steer the section or the paging. */
const reservedStems = new Set(Object.keys(endpoints.catalogSection.query.shape).map((key) => key.replace(/\[\]$/, '')));
const stemPattern = /^[a-z][a-z0-9_-]{0,59}$/i;

/**
 * Turns filter inputs into the SPEC query format: `code[]=value` per select value and
 * `codeMinValue`/`codeMaxValue` for a range. A range with one bound or a malformed code is dropped
 * here (the content API would ignore it anyway). Codes and values are sorted and deduplicated so
 * the same choice always makes the same URL, and so shares one cache entry.
 */
export function filterQuery(filters: readonly CatalogFilterInput[]): Record<string, QueryValue> {
  const values = new Map<string, Set<string>>();
  const ranges = new Map<string, { min: number; max: number }>();
  for (const filter of filters) {
    if (!stemPattern.test(filter.code) || reservedStems.has(filter.code)) continue;
    const chosen = (filter.values ?? []).filter((value) => value !== '');
    if (chosen.length > 0) {
      const set = values.get(filter.code) ?? new Set<string>();
      for (const value of chosen) set.add(value);
      values.set(filter.code, set);
    }
    const { minValue, maxValue } = filter;
    if (typeof minValue === 'number' && typeof maxValue === 'number' && Number.isFinite(minValue) && Number.isFinite(maxValue)) {
      ranges.set(filter.code, { min: minValue, max: maxValue });
    }
  }
  const query: Record<string, QueryValue> = {};
  for (const code of [...values.keys()].sort()) query[`${code}[]`] = [...(values.get(code) ?? [])].sort();
  for (const code of [...ranges.keys()].sort()) {
    const range = ranges.get(code);
    if (!range) continue;
    query[`${code}MinValue`] = String(range.min);
    query[`${code}MaxValue`] = String(range.max);
  }
  return query;
}

/** A filter definition with one shape for both kinds, so a panel reads `type` and the fields it needs. */
export function toFilter(filter: ContractFilter): CatalogFilter {
  const base = { code: filter.code, name: filter.name, unit: filter.unit, type: filter.type };
  return filter.type === 'range'
    ? { ...base, values: [], min: filter.min, max: filter.max, step: filter.step }
    : { ...base, values: filter.values, min: null, max: null, step: null };
}

export function toAppliedFilter(filter: AppliedFilter): CatalogAppliedFilter {
  const base = { code: filter.code, name: filter.name, type: filter.type, label: filter.label };
  return filter.type === 'range'
    ? { ...base, value: null, minValue: filter.values.minValue, maxValue: filter.values.maxValue }
    : { ...base, value: filter.value, minValue: null, maxValue: null };
}
