import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import type { Locale } from '@/app/i18n/locale';
import { formatFixed, formatNumber } from '@/ui/number-format';

/** The BFF's UGR table of the model's own LDT file (CIE 117 / CIE 190 tabular method). */
export const UgrTableFiguresFragment = graphql(`
  fragment UgrTableFigures on UgrTable {
    spacingToHeight
    lampFlux
    reflectances {
      ceiling
      walls
      floor
    }
    rows {
      x
      y
      crosswise
      endwise
    }
    catalogueValue
  }
`);

/** The table as the page prints it: every figure already written in the page's language. */
export interface UgrTableView {
  /** Each column's reflectances, ceiling / walls / floor in per cent ("70/50/20"). */
  reflectances: string[];
  rows: UgrTableViewRow[];
  /** The 4H×8H, 70/50/20 figure catalogues quote; null when that room has none. */
  catalogueValue: string | null;
  lampFlux: string;
  spacingToHeight: string;
}

export interface UgrTableViewRow {
  /** "4H × 8H": across, then along the line of sight. */
  room: string;
  /** The room catalogues quote (4H × 8H): its 70/50/20 cells are marked. */
  quoted: boolean;
  crosswise: string[];
  endwise: string[];
}

/** UGR to one decimal, as planning programs print it; a dash where no luminaire is in view. */
export function ugrTableView(ref: FragmentType<typeof UgrTableFiguresFragment>, locale: Locale): UgrTableView {
  const table = readFragment<typeof UgrTableFiguresFragment>(ref);
  const value = (ugr: number | null) => (ugr === null ? '—' : formatFixed(locale, ugr, 1));
  const percent = (share: number) => String(Math.round(100 * share));
  return {
    reflectances: table.reflectances.map(
      ({ ceiling, walls, floor }) => `${percent(ceiling)}/${percent(walls)}/${percent(floor)}`,
    ),
    rows: table.rows.map((row) => ({
      room: `${String(row.x)}H\u00a0×\u00a0${String(row.y)}H`,
      quoted: row.x === 4 && row.y === 8,
      crosswise: row.crosswise.map(value),
      endwise: row.endwise.map(value),
    })),
    catalogueValue: table.catalogueValue === null ? null : value(table.catalogueValue),
    lampFlux: formatNumber(locale, Math.round(table.lampFlux)),
    spacingToHeight: formatFixed(locale, table.spacingToHeight, Number.isInteger(table.spacingToHeight) ? 0 : 2),
  };
}
