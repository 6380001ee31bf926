/** The technical parameters of the compared models as rows of one table, and which of them differ. */

import type { ModelSpecsFragment } from '@/app/graphql/generated/graphql';

type SpecGroup = ModelSpecsFragment['specs'][number];

export interface CompareRow {
  code: string;
  /** The parameter's name, as the first model that has it names it. */
  name: string;
  /** Each model's value with its unit, in column order; null where a model has no such row. */
  cells: (string | null)[];
  /** Not every model has the same value (a missing row counts as a value of its own). */
  differs: boolean;
}

export interface CompareGroup {
  code: string;
  title: string;
  rows: CompareRow[];
  /** At least one of its rows differs. */
  differs: boolean;
}

/** What counts as the same value: spacing and letter case aside. */
const comparable = (cell: string | null) => (cell === null ? null : cell.replace(/\s+/gu, ' ').trim().toLowerCase());

/**
 * Every spec row of every model, grouped by spec group: groups and rows in the order they first
 * appear going through the models in column order, so the first model's order leads and rows only
 * later models have follow.
 */
export function compareRows(specsByModel: readonly (readonly SpecGroup[])[]): CompareGroup[] {
  const groups = new Map<string, { title: string; rows: Map<string, { name: string; cells: (string | null)[] }> }>();
  specsByModel.forEach((specs, column) => {
    for (const group of specs) {
      let entry = groups.get(group.code);
      if (!entry) {
        entry = { title: group.title, rows: new Map() };
        groups.set(group.code, entry);
      }
      for (const item of group.items) {
        let row = entry.rows.get(item.code);
        if (!row) {
          row = { name: item.name, cells: specsByModel.map(() => null) };
          entry.rows.set(item.code, row);
        }
        // A model lists a row once; should it repeat one, its first value stands.
        row.cells[column] ??= item.unit ? `${item.value}\u00a0${item.unit}` : item.value;
      }
    }
  });
  return [...groups].map(([code, group]) => {
    const rows = [...group.rows].map(([rowCode, row]) => ({
      code: rowCode,
      name: row.name,
      cells: row.cells,
      differs: specsByModel.length > 1 && new Set(row.cells.map(comparable)).size > 1,
    }));
    return { code, title: group.title, rows, differs: rows.some((row) => row.differs) };
  });
}

/** How many parameters there are, and how many of them differ. */
export function differenceCount(groups: readonly CompareGroup[]): { rows: number; differing: number } {
  const rows = groups.flatMap((group) => group.rows);
  return { rows: rows.length, differing: rows.filter((row) => row.differs).length };
}
