import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogFilterLimits,
  isFilterCode,
  normaliseCatalogFilters,
  parseCatalogFilters,
  queryEntries,
  serialiseCatalogFilters,
  type CatalogFilterState,
} from './catalog-query.js';

const parse = (search: string) => parseCatalogFilters(new URLSearchParams(search));
const rewrite = (search: string) => serialiseCatalogFilters(parse(search));

// Codes: mostly a few short ones (so values and ranges meet on the same code), sometimes anything.
const code = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('cct', 'ip', 'power', 'flux', 'mounting', 'a', 'B_2', 'x-y') },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,61}$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('sort', 'page', 'limit', 'sectionLevelCodes', 'filterArchived', '', '9a', 'a b', '<b>'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const value = fc.oneof(
  fc.constantFrom('3000', '4000', 'IP65', ' 3000 ', '', ' ', 'a b', 'x&y=z', '+', '%', 'ё'),
  fc.string({ unit: 'binary', maxLength: 110 }),
);
const bound = fc.oneof(fc.double(), fc.integer({ min: -1000, max: 1000 }), fc.constant(null));
const draft = fc.record({
  selects: fc.array(fc.record({ code, values: fc.array(value, { maxLength: 60 }) }), { maxLength: 40 }),
  ranges: fc.array(fc.record({ code, min: bound, max: bound }), { maxLength: 40 }),
  filterArchived: fc.boolean(),
});
const state = draft.map(normaliseCatalogFilters);

// Query strings shaped like the format, with noise; and strings of anything at all.
const boundText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -1000, max: 1000 }))
      .map(String),
  },
  { weight: 1, arbitrary: fc.constantFrom('10,5', ' 7 ', '', 'abc', '1e999', '-0', '.5', 'NaN') },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const key = fc.oneof(
  code.map((name) => `${name}[]`),
  code.map((name) => `${name}MinValue`),
  code.map((name) => `${name}MaxValue`),
  fc.constantFrom('filterArchived', 'sort', 'page', 'cct', 'cct[', '[]'),
  fc.string({ maxLength: 10 }),
);
const param = fc.tuple(key, fc.oneof(value, boundText, fc.constantFrom('true', '1', 'Y', 'no'))).map((pair) => [pair]);
const rangePair = fc.tuple(code, boundText, boundText).map(([name, min, max]): [string, string][] => [
  [`${name}MinValue`, min],
  [`${name}MaxValue`, max],
]);
const entries = fc.array(fc.oneof(param, rangePair), { maxLength: 40, size: 'medium' }).map((groups) => groups.flat());
const queryLike = entries.map((pairs) => new URLSearchParams(pairs).toString());
const anyString = fc.oneof(
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 200 }) },
  { weight: 3, arbitrary: queryLike },
);

const byText = (a: string, b: string) => a < b;
const increasing = (items: readonly string[]) =>
  items.every((item, index) => index === 0 || byText(items[index - 1] ?? '', item));

function expectCanonical(filters: CatalogFilterState) {
  expect(filters.selects.length).toBeLessThanOrEqual(catalogFilterLimits.selects);
  expect(filters.ranges.length).toBeLessThanOrEqual(catalogFilterLimits.ranges);
  expect(increasing(filters.selects.map((select) => select.code))).toBe(true);
  expect(increasing(filters.ranges.map((range) => range.code))).toBe(true);
  for (const select of filters.selects) {
    expect(isFilterCode(select.code)).toBe(true);
    expect(select.values.length).toBeGreaterThan(0);
    expect(select.values.length).toBeLessThanOrEqual(catalogFilterLimits.valuesPerSelect);
    expect(increasing(select.values)).toBe(true);
    for (const chosen of select.values) {
      expect(chosen).toBe(chosen.trim());
      expect(chosen.length).toBeGreaterThan(0);
      expect(chosen.length).toBeLessThanOrEqual(catalogFilterLimits.valueLength);
    }
  }
  for (const range of filters.ranges) {
    expect(isFilterCode(range.code)).toBe(true);
    expect(Number.isFinite(range.min) && Number.isFinite(range.max)).toBe(true);
    expect(range.min).toBeLessThanOrEqual(range.max);
  }
}

describe('catalogue filter format, properties', () => {
  it('reads back exactly what it wrote: parse ∘ serialise is the identity on normalised states', () => {
    fc.assert(
      fc.property(state, (filters) => {
        expect(parse(serialiseCatalogFilters(filters))).toEqual(filters);
        expect(normaliseCatalogFilters(filters)).toEqual(filters);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, whatever the query string', () => {
    fc.assert(
      fc.property(anyString, (search) => {
        parse(search);
        rewrite(search);
      }),
    );
  });

  it('writes a query once and for all: serialise ∘ parse is idempotent', () => {
    fc.assert(
      fc.property(anyString, (search) => {
        const once = rewrite(search);
        expect(rewrite(once)).toBe(once);
      }),
    );
  });

  it('always gives codes and values in canonical order, within the limits', () => {
    fc.assert(
      fc.property(anyString, (search) => {
        expectCanonical(parse(search));
      }),
    );
    fc.assert(
      fc.property(draft, (filters) => {
        expectCanonical(normaliseCatalogFilters(filters));
      }),
    );
  });

  it('depends only on the order of a repeated parameter, so a query parsed into an object reads the same', () => {
    fc.assert(
      fc.property(entries, (pairs) => {
        const grouped = new Map<string, string[]>();
        for (const [name, text] of pairs) grouped.set(name, [...(grouped.get(name) ?? []), text]);
        expect(parseCatalogFilters(queryEntries(Object.fromEntries(grouped)))).toEqual(parseCatalogFilters(pairs));
      }),
    );
  });
});
