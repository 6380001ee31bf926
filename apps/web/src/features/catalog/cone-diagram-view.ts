import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import type { Locale } from '@/app/i18n/locale';
import { formatFixed, formatNumber } from '@/ui/number-format';

/** One mounting height of the BFF's cone diagram of the model's own LDT file. */
export const ConeDiagramFiguresFragment = graphql(`
  fragment ConeDiagramFigures on ConeDiagramRow {
    height
    centreIlluminance
    beamDiameterC0C180
    beamDiameterC90C270
  }
`);

/** The cone diagram as the page draws and prints it: figures written in the page's language. */
export interface ConeDiagramView {
  rows: ConeDiagramViewRow[];
  /**
   * The drawing, in the SVG's units (280 wide, `height` high): where each height's line is and how
   * wide the cone.
   */
  drawing: {
    height: number;
    apex: { x: number; y: number };
    lines: { y: number; halfWidth: number; height: string }[];
  };
}

export interface ConeDiagramViewRow {
  height: string;
  illuminance: string;
  /** Lit to half the peak, across (C0–C180) and along (C90–C270); a dash where the beam reaches the horizontal. */
  diameterAcross: string;
  diameterAlong: string;
}

const apex = { x: 160, y: 16 };
const depth = 168;
// At most this far from the axis: a very wide beam still fits the drawing.
const widest = 112;
// At least this deep: a beam much wider than 120° is drawn steeper than it is.
const shallowest = 72;

/**
 * Heights to one decimal, illuminance to three significant figures (as cone diagrams print it),
 * diameters to a tenth of a metre. The drawing keeps the beam's true angle (one scale both ways,
 * as deep as the widest patch lets it be, but not shallower than 72 units), from the wider of its
 * two plane pairs.
 */
export function coneDiagramView(
  refs: readonly FragmentType<typeof ConeDiagramFiguresFragment>[],
  locale: Locale,
): ConeDiagramView | null {
  const rows = refs.map((ref) => readFragment<typeof ConeDiagramFiguresFragment>(ref));
  const deepest = rows.at(-1)?.height;
  if (!deepest) return null;
  const metres = (value: number) => formatNumber(locale, Math.round(value * 10) / 10);
  const diameter = (value: number | null) => (value === null ? '—' : formatFixed(locale, value, 1));
  const wider = (row: (typeof rows)[number]) =>
    row.beamDiameterC0C180 === null || row.beamDiameterC90C270 === null
      ? null
      : Math.max(row.beamDiameterC0C180, row.beamDiameterC90C270);
  // One scale both ways, small enough for the widest patch to fit; a beam that reaches the
  // horizontal has no true angle to keep and spans the drawing.
  const widestPatch = rows.reduce((most, row) => Math.max(most, wider(row) ?? 0), 0);
  const across = Math.min(depth / deepest, widestPatch > 0 ? widest / (widestPatch / 2) : Infinity);
  // A street optic's patch is many times its height: drawn at its true angle, it would be a line.
  const down = Math.max(across, shallowest / deepest);
  return {
    rows: rows.map((row) => ({
      height: metres(row.height),
      illuminance: formatNumber(locale, Number(row.centreIlluminance.toPrecision(3))),
      diameterAcross: diameter(row.beamDiameterC0C180),
      diameterAlong: diameter(row.beamDiameterC90C270),
    })),
    drawing: {
      height: Math.ceil(apex.y + deepest * down + 16),
      apex,
      lines: rows.map((row) => {
        const patch = wider(row);
        return {
          y: apex.y + row.height * down,
          halfWidth: patch === null ? (widest * row.height) / deepest : (patch / 2) * across,
          height: metres(row.height),
        };
      }),
    },
  };
}
