import type { CatalogFilter } from '@ostrel/contract/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { appliedFilters, filterConditions } from './catalog-filters.js';

const definitions: CatalogFilter[] = [
  { code: 'power', name: 'Power', unit: 'W', type: 'range', min: 10, max: 200, step: 1 },
  {
    code: 'cct',
    name: 'CCT',
    unit: 'K',
    type: 'selectBox',
    values: [
      { value: '3000', label: '3000 K', picture: null, count: 2 },
      { value: '4000', label: '4000 K', picture: null, count: 5 },
    ],
  },
  {
    code: 'mounting',
    name: 'Mounting',
    unit: null,
    type: 'pictureSelectBox',
    values: [
      { value: 'pole', label: 'Pole', picture: '/upload/icons/lamp-floor.svg', count: 1 },
      { value: 'wall', label: 'Wall', picture: null, count: 1 },
    ],
  },
];

describe('applied filters', () => {
  it('reads select boxes as code[] and keeps only offered values', () => {
    expect(appliedFilters(definitions, { 'cct[]': ['4000', '9999'], 'mounting[]': 'pole' })).toEqual([
      { code: 'cct', name: 'CCT', type: 'selectBox', value: '4000', label: '4000 K' },
      { code: 'mounting', name: 'Mounting', type: 'pictureSelectBox', value: 'pole', label: 'Pole' },
    ]);
  });

  it('reads a range only when both bounds are numbers', () => {
    expect(appliedFilters(definitions, { powerMinValue: '20', powerMaxValue: '50.5' })).toEqual([
      { code: 'power', name: 'Power', type: 'range', values: { minValue: 20, maxValue: 50.5 }, label: '20–50.5 W' },
    ]);
    for (const query of [
      { powerMinValue: '20' },
      { powerMaxValue: '20' },
      { powerMinValue: 'x', powerMaxValue: '5' },
      { powerMinValue: '', powerMaxValue: '5' },
      { powerMinValue: ['1', 'x'], powerMaxValue: '5' },
    ]) {
      expect(appliedFilters(definitions, query)).toEqual([]);
    }
  });

  it('reads a range by the shared rules: reversed bounds swapped, a decimal comma, the last of a repeated bound', () => {
    const range = (query: Record<string, string | string[]>) =>
      appliedFilters(definitions, query).map((filter) => (filter.type === 'range' ? filter.values : null));
    expect(range({ powerMinValue: '60', powerMaxValue: '5' })).toEqual([{ minValue: 5, maxValue: 60 }]);
    expect(range({ powerMinValue: '10,5', powerMaxValue: ' 20 ' })).toEqual([{ minValue: 10.5, maxValue: 20 }]);
    expect(range({ powerMinValue: ['1', '2'], powerMaxValue: '5' })).toEqual([{ minValue: 2, maxValue: 5 }]);
  });

  it('trims select values, as the site does', () => {
    expect(
      appliedFilters(definitions, { 'cct[]': [' 3000 ', '3000'] }).map(
        (filter) => filter.type !== 'range' && filter.value,
      ),
    ).toEqual(['3000']);
  });

  it('ignores unknown codes and the bracket-less form of a select box', () => {
    expect(appliedFilters(definitions, { 'colour[]': 'red', cct: '4000' })).toEqual([]);
  });
});

describe('filter conditions', () => {
  it('ORs values of one code, ANDs codes, and passes every value as a parameter', () => {
    const applied = appliedFilters(definitions, {
      'cct[]': ['3000', '4000'],
      powerMinValue: '20',
      powerMaxValue: '50',
    });
    const { sql, params } = filterConditions(applied, 2);
    expect(sql).toEqual([`(m.tech->>'power')::float8 between $3 and $4`, `m.tech->>'cct' = any($5::text[])`]);
    expect(params).toEqual([20, 50, ['3000', '4000']]);
  });
});
