import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort';

describe('sortable lists', () => {
  it('sorts ascending first, then flips on the same column, and restarts on another', () => {
    const first = nextSort(null, 'power');
    expect(first).toEqual({ column: 'power', direction: 'asc' });
    const second = nextSort(first, 'power');
    expect(second).toEqual({ column: 'power', direction: 'desc' });
    expect(nextSort(second, 'power')).toEqual({ column: 'power', direction: 'asc' });
    expect(nextSort(second, 'name')).toEqual({ column: 'name', direction: 'asc' });
  });

  it('compares numbers as numbers, names naturally, and keeps blanks last', () => {
    const rows = [
      { name: 'LB-100', power: 100 },
      { name: 'LB-36', power: 36 },
      { name: 'lb-4', power: null },
    ];
    const by = (row: (typeof rows)[number], column: 'name' | 'power') => row[column];
    expect(sortRows(rows, { column: 'name', direction: 'asc' }, by, 'ru').map((row) => row.name)).toEqual([
      'lb-4',
      'LB-36',
      'LB-100',
    ]);
    expect(sortRows(rows, { column: 'power', direction: 'desc' }, by, 'ru').map((row) => row.power)).toEqual([
      100,
      36,
      null,
    ]);
    expect(sortRows(rows, { column: 'power', direction: 'asc' }, by, 'ru').map((row) => row.power)).toEqual([
      36,
      100,
      null,
    ]);
    expect(sortRows(rows, null, by, 'ru')).toEqual(rows);
  });
});
