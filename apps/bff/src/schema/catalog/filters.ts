import { catalogFilterEntries } from '@ostrel/contract/catalog-query';
import type { AppliedFilter, CatalogFilter as ContractFilter } from '@ostrel/contract/schemas/catalog';
import type { CatalogAppliedFilter, CatalogFilter, CatalogFilterInput } from '../../generated/resolvers-types.js';
import type { QueryValue } from '../../upstream/client.js';

/**
 * The filters (and `filterArchived`) as the upstream query, in the shared catalogue filter format:
 * its rules drop what is malformed and put the rest in one canonical order, so the same choice
 * always makes the same URL and shares one cache entry.
 */
export function filterQuery(
  filters: readonly CatalogFilterInput[],
  filterArchived = false,
): Record<string, QueryValue> {
  const entries = catalogFilterEntries({
    selects: filters.map(({ code, values }) => ({ code, values: values ?? [] })),
    ranges: filters.map(({ code, minValue, maxValue }) => ({ code, min: minValue, max: maxValue })),
    filterArchived,
  });
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of entries) {
    const current = query[key];
    if (key.endsWith('[]')) query[key] = [...(Array.isArray(current) ? current : []), value];
    else query[key] = value;
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
