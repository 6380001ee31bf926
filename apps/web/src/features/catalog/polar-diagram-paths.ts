import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';

/** What the diagram is drawn from: the BFF's reading of the model's photometric file. */
export const PolarDiagramCurvesFragment = graphql(`
  fragment PolarDiagramCurves on LightDistribution {
    gammaAngles
    c0
    c180
    c90
    c270
    maxIntensity
  }
`);

export interface PolarDiagram {
  /** SVG path data in a 200 × 200 box centred on the luminaire, down being +y. */
  across: string;
  along: string;
  /** The intensity of the outermost ring, cd/klm, and the rings' radii as fractions of it. */
  scale: number;
  rings: number[];
}

/** A round scale: 1, 2, 2.5 or 5 times a power of ten, at or above the largest intensity. */
function niceScale(max: number): number {
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 2.5, 5, 10].map((step) => step * power).find((value) => value >= max) ?? 10 * power;
}

/**
 * The two main planes as closed curves, drawn on the server (the page gets path data, not the
 * curves): C0 and C90 to the right of the vertical axis, C180 and C270 to the left, 0° down.
 */
export function polarDiagram(ref: FragmentType<typeof PolarDiagramCurvesFragment>): PolarDiagram | null {
  const curves = readFragment<typeof PolarDiagramCurvesFragment>(ref);
  if (!(curves.maxIntensity > 0)) return null;
  const scale = niceScale(curves.maxIntensity);
  const radius = 90;
  const point = (gamma: number, intensity: number, side: 1 | -1) => {
    const r = (intensity / scale) * radius;
    const theta = (gamma * Math.PI) / 180;
    return `${(100 + side * r * Math.sin(theta)).toFixed(1)} ${(100 + r * Math.cos(theta)).toFixed(1)}`;
  };
  const curve = (right: readonly number[], left: readonly number[]) => {
    const rightSide = curves.gammaAngles.map((gamma, index) => point(gamma, right[index] ?? 0, 1));
    const leftSide = curves.gammaAngles.map((gamma, index) => point(gamma, left[index] ?? 0, -1)).reverse();
    return `M${[...rightSide, ...leftSide].join('L')}Z`;
  };
  return {
    across: curve(curves.c0, curves.c180),
    along: curve(curves.c90, curves.c270),
    scale,
    rings: [0.25, 0.5, 0.75, 1],
  };
}
