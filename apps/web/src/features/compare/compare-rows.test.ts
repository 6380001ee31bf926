import { describe, expect, it } from 'vitest';
import type { ModelSpecGroupCode } from '@/app/graphql/generated/graphql';
import { compareRows, differenceCount } from './compare-rows';

/** A model's spec groups, as `...ModelSpecs` reads them. */
const model = (groups: Partial<Record<ModelSpecGroupCode, [code: string, value: string, unit?: string][]>>) =>
  Object.entries(groups).map(([code, items]) => ({
    code: code as ModelSpecGroupCode,
    title: code.toUpperCase(),
    items: items.map(([itemCode, value, unit]) => ({
      code: itemCode,
      name: `name of ${itemCode}`,
      value,
      unit: unit ?? null,
    })),
  }));

describe('the comparison rows', () => {
  it('takes every row of every model, grouped, in the order they first appear', () => {
    const groups = compareRows([
      model({ photometric: [['flux', '3600', 'лм']], electrical: [['power', '32', 'Вт']] }),
      model({
        electrical: [
          ['power', '40', 'Вт'],
          ['inrush', '20', 'А'],
        ],
        mechanical: [['ip', 'IP40']],
      }),
    ]);
    expect(groups.map((group) => [group.code, group.rows.map((row) => [row.code, row.cells])])).toEqual([
      ['photometric', [['flux', ['3600\u00a0лм', null]]]],
      [
        'electrical',
        [
          ['power', ['32\u00a0Вт', '40\u00a0Вт']],
          ['inrush', [null, '20\u00a0А']],
        ],
      ],
      ['mechanical', [['ip', [null, 'IP40']]]],
    ]);
    expect(groups[0]).toMatchObject({ title: 'PHOTOMETRIC', rows: [{ name: 'name of flux' }] });
  });

  it('marks rows whose values differ, a missing row counting as different', () => {
    const groups = compareRows([
      model({
        general: [
          ['same', '40', 'Вт'],
          ['spaced', 'IP 65'],
          ['differs', '1'],
          ['missing', 'x'],
        ],
      }),
      model({
        general: [
          ['same', '40', 'Вт'],
          ['spaced', 'ip  65'],
          ['differs', '2'],
        ],
      }),
    ]);
    expect(groups[0]!.rows.map((row) => [row.code, row.differs])).toEqual([
      ['same', false],
      ['spaced', false],
      ['differs', true],
      ['missing', true],
    ]);
    expect(groups[0]!.differs).toBe(true);
    expect(differenceCount(groups)).toEqual({ rows: 4, differing: 2 });
  });

  it('finds nothing different in one model, and nothing at all in none', () => {
    const groups = compareRows([model({ electrical: [['power', '40', 'Вт']] })]);
    expect(groups[0]).toMatchObject({ differs: false, rows: [{ cells: ['40\u00a0Вт'], differs: false }] });
    expect(compareRows([])).toEqual([]);
    expect(differenceCount([])).toEqual({ rows: 0, differing: 0 });
  });

  it('keeps a group whose rows are all the same, unmarked', () => {
    const groups = compareRows([
      model({ general: [['x', '1']], mechanical: [['y', '1']] }),
      model({ general: [['x', '1']], mechanical: [['y', '2']] }),
    ]);
    expect(groups.map((group) => group.differs)).toEqual([false, true]);
  });
});
