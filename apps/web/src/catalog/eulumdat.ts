/**
 * Reads a EULUMDAT (.ldt) photometric file and draws what a light distribution diagram shows: the
 * luminous intensity (cd/klm) around the luminaire in its two main planes, C0–C180 (across) and
 * C90–C270 (along), gamma 0° pointing straight down.
 */

export interface Eulumdat {
  /** 0 none, 1 about the vertical axis, 2 about C0–C180, 3 about C90–C270, 4 about both. */
  symmetry: number;
  cAngles: number[];
  gammaAngles: number[];
  /** cd/klm per stored C plane (as many as the symmetry keeps), each over `gammaAngles`. */
  intensities: number[][];
}

const lineNumber = (line: string | undefined) => Number((line ?? '').trim().replace(',', '.'));

/** Null when the text is not a EULUMDAT file this reader understands. */
export function parseEulumdat(text: string): Eulumdat | null {
  const lines = text.split(/\r?\n/);
  const symmetry = lineNumber(lines[2]);
  const planes = lineNumber(lines[3]);
  const gammas = lineNumber(lines[5]);
  const lampSets = lineNumber(lines[25]);
  if (![0, 1, 2, 3, 4].includes(symmetry) || !(planes > 0) || !(gammas > 1) || !(lampSets >= 1) || planes > 1000 || gammas > 1000) return null;
  // After line 26: six lines per lamp set, ten direct ratios, then the angles and intensities.
  let cursor = 26 + 6 * lampSets + 10;
  const take = (count: number) => {
    const values = lines.slice(cursor, cursor + count).map(lineNumber);
    cursor += count;
    return values;
  };
  const cAngles = take(planes);
  const gammaAngles = take(gammas);
  const storedPlanes = symmetry === 1 ? 1 : symmetry === 2 || symmetry === 3 ? planes / 2 + 1 : symmetry === 4 ? planes / 4 + 1 : planes;
  if (!Number.isInteger(storedPlanes)) return null;
  const intensities = Array.from({ length: storedPlanes }, () => take(gammas));
  if ([...cAngles, ...gammaAngles, ...intensities.flat()].some((value) => !Number.isFinite(value))) return null;
  return { symmetry, cAngles, gammaAngles, intensities };
}

/** The intensities of the plane at angle `c` (0–359°), rebuilt from what the symmetry kept. */
export function planeIntensities(file: Eulumdat, c: number): number[] | null {
  const angle = ((c % 360) + 360) % 360;
  let stored: number;
  switch (file.symmetry) {
    case 1:
      return file.intensities[0] ?? null;
    case 2: // C0–C180 plane symmetry: C180–C360 mirror C180–C0
      stored = angle <= 180 ? angle : 360 - angle;
      break;
    case 3: // C90–C270 plane symmetry: stored from C270 round to C90
      stored = angle >= 270 ? angle - 270 : angle <= 90 ? angle + 90 : 270 - angle;
      break;
    case 4: // both planes: C0–C90 kept
      stored = angle <= 90 ? angle : angle <= 180 ? 180 - angle : angle <= 270 ? angle - 180 : 360 - angle;
      break;
    default:
      stored = angle;
  }
  const step = file.cAngles[1] !== undefined && file.cAngles[0] !== undefined ? file.cAngles[1] - file.cAngles[0] : 0;
  const index = step > 0 ? Math.round(stored / step) : 0;
  return file.intensities[index] ?? null;
}

export interface PolarDiagram {
  /** SVG path data in a 200 × 200 box centred on the luminaire, down being +y. */
  across: string;
  along: string;
  /** The intensity of the outermost ring, cd/klm, and the rings' radii as fractions of it. */
  scale: number;
  rings: number[];
}

/** A round scale: 1, 2 or 5 times a power of ten, at or above the largest intensity. */
function niceScale(max: number): number {
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 2.5, 5, 10].map((step) => step * power).find((value) => value >= max) ?? 10 * power);
}

/** The two main planes as closed curves: one side of the plane to the right, its opposite to the left. */
export function polarDiagram(file: Eulumdat): PolarDiagram | null {
  const planes = [
    [planeIntensities(file, 0), planeIntensities(file, 180)],
    [planeIntensities(file, 90), planeIntensities(file, 270)],
  ] as const;
  const values = planes.flat().flatMap((plane) => plane ?? []);
  const max = Math.max(...values);
  if (values.length === 0 || !(max > 0)) return null;
  const scale = niceScale(max);
  const radius = 90;
  const point = (gamma: number, intensity: number, side: 1 | -1) => {
    const r = (intensity / scale) * radius;
    const theta = (gamma * Math.PI) / 180;
    return `${(100 + side * r * Math.sin(theta)).toFixed(1)} ${(100 + r * Math.cos(theta)).toFixed(1)}`;
  };
  const curve = ([right, left]: readonly [number[] | null, number[] | null]) => {
    if (!right || !left) return '';
    const rightSide = file.gammaAngles.map((gamma, index) => point(gamma, right[index] ?? 0, 1));
    const leftSide = file.gammaAngles.map((gamma, index) => point(gamma, left[index] ?? 0, -1)).reverse();
    return `M${[...rightSide, ...leftSide].join('L')}Z`;
  };
  return { across: curve(planes[0]), along: curve(planes[1]), scale, rings: [0.25, 0.5, 0.75, 1] };
}
