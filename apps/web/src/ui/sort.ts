import { collator } from './intl-formats';
import { useMemo, useState } from 'react';

type SortDirection = 'asc' | 'desc';
export interface SortState<Column extends string> {
  column: Column;
  direction: SortDirection;
}

/** Requirements §8: the first click on a column sorts ascending; a click on the same column flips it. */
export function nextSort<Column extends string>(current: SortState<Column> | null, column: Column): SortState<Column> {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

type SortValue = string | number | null | undefined;

/** Rows in the given order; text compares as people read it (numbers inside names count), blanks last. */
export function sortRows<Row, Column extends string>(
  rows: readonly Row[],
  sort: SortState<Column> | null,
  valueOf: (row: Row, column: Column) => SortValue,
  locale: string,
): Row[] {
  if (!sort) return [...rows];
  const order = collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a, sort.column);
    const right = valueOf(b, sort.column);
    const leftBlank = left === null || left === undefined || left === '';
    const rightBlank = right === null || right === undefined || right === '';
    if (leftBlank || rightBlank) return leftBlank === rightBlank ? 0 : leftBlank ? 1 : -1;
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * sign;
    return order.compare(String(left), String(right)) * sign;
  });
}

/** A sortable list's state: the sorted rows and what a column header click does. */
export function useSortedRows<Row, Column extends string>(
  rows: readonly Row[],
  valueOf: (row: Row, column: Column) => SortValue,
  locale: string,
  initial: SortState<Column> | null = null,
) {
  const [sort, setSort] = useState<SortState<Column> | null>(initial);
  const sorted = useMemo(() => sortRows(rows, sort, valueOf, locale), [rows, sort, valueOf, locale]);
  return {
    rows: sorted,
    sort,
    toggle: (column: Column) => {
      setSort((current) => nextSort(current, column));
    },
  };
}
