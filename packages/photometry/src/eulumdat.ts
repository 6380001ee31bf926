/**
 * EULUMDAT (.ldt), the European photometric file: luminous intensity in cd/klm around a luminaire,
 * on C planes (0–360° round the vertical axis) and gamma angles (0° straight down, 180° up).
 */

/** 0 none, 1 about the vertical axis, 2 about the C0–C180 plane, 3 about C90–C270, 4 about both. */
export type EulumdatSymmetry = 0 | 1 | 2 | 3 | 4;

/** One set of lamps as the header lists it (lines 26a–26f). */
export interface LampSet {
  /** Lamps in the set; writers put a negative count for absolute photometry (LED luminaires). */
  count: number;
  type: string;
  /** The set's total luminous flux, lm. */
  flux: number;
  colourTemperature: string;
  colourRendering: string;
  /** The set's power, control gear included, W. */
  watts: number;
}

/** The header's figures (lines 13–25), millimetres and per cent as the format has them; NaN where a line is not a number. */
export interface EulumdatHeader {
  luminaire: { length: number; width: number; height: number };
  /** The luminous area: its length (or diameter), its width (0: round), its height at C0, C90, C180 and C270. */
  luminousArea: { length: number; width: number; heights: [number, number, number, number] };
  downwardFluxFraction: number;
  lightOutputRatio: number;
  conversionFactor: number;
  tilt: number;
  lampSets: LampSet[];
}

export interface Eulumdat {
  /** Luminaire name as the file gives it (line 9). */
  luminaireName: string;
  header: EulumdatHeader;
  symmetry: EulumdatSymmetry;
  /** Every C plane of the measurement grid, degrees, ascending from 0. */
  cAngles: number[];
  /** Degrees, ascending, within 0–180. */
  gammaAngles: number[];
  /** The C angle of each plane the file stores (as many as the symmetry keeps), in stored order. */
  storedCAngles: number[];
  /** cd/klm per stored plane, each over `gammaAngles`. */
  intensities: number[][];
}

// Far beyond any real file; a header that claims more is not one.
const maxPlanes = 1000;
const maxGammas = 1000;
const maxLampSets = 100;
/** Header lines before the lamp sets (Isym is line 3, Mc 4, Ng 6, the number of lamp sets 26). */
const fixedHeaderLines = 26;
/** Each lamp set: count, type, flux, colour, colour rendering, wattage. */
const linesPerLampSet = 6;
const directRatios = 10;

/** A number as files write it: spaces around it, a decimal comma now and then. NaN when empty. */
function numberOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const isCount = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max;

const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || value > (values[index - 1] ?? Number.NaN));

/** Indices into `cAngles` of the planes the file stores for its symmetry (Mc1…Mc2 of the format). */
function storedPlaneIndices(symmetry: EulumdatSymmetry, planes: number): number[] | null {
  const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => (from + index) % planes);
  switch (symmetry) {
    case 0:
      return range(0, planes);
    case 1:
      return [0];
    case 2: // C0 to C180
      return planes % 2 === 0 ? range(0, planes / 2 + 1) : null;
    case 3: // C270 round through C0 to C90
      return planes % 4 === 0 ? range((3 * planes) / 4, planes / 2 + 1) : null;
    case 4: // C0 to C90
      return planes % 4 === 0 ? range(0, planes / 4 + 1) : null;
  }
}

/**
 * Reads a EULUMDAT file. Null when the text is not one this reader understands: a symmetry or a
 * count out of range, angles that are not ascending within their range, a value that is not a
 * number, a negative intensity, or fewer values than the header announces.
 */
export function parseEulumdat(text: string): Eulumdat | null {
  const lines = text.split(/\r\n|\n|\r/);
  const symmetry = numberOf(lines[2]);
  const planes = numberOf(lines[3]);
  const gammas = numberOf(lines[5]);
  const lampSets = numberOf(lines[25]);
  if (!(symmetry === 0 || symmetry === 1 || symmetry === 2 || symmetry === 3 || symmetry === 4)) return null;
  if (!isCount(planes, maxPlanes) || !isCount(gammas, maxGammas) || gammas < 2 || !isCount(lampSets, maxLampSets))
    return null;
  const indices = storedPlaneIndices(symmetry, planes);
  if (!indices) return null;
  // From the direct ratios on everything is a number: read as tokens, so a writer that puts several
  // values on a line is read as well as one that puts one per line.
  const tokens = lines
    .slice(fixedHeaderLines + linesPerLampSet * lampSets)
    .join(' ')
    .split(/\s+/)
    .filter((token) => token !== '');
  const needed = directRatios + planes + gammas + indices.length * gammas;
  if (tokens.length < needed) return null;
  const values = tokens.slice(0, needed).map(numberOf);
  if (values.some((value) => !Number.isFinite(value))) return null;
  let cursor = directRatios;
  const take = (count: number) => {
    const taken = values.slice(cursor, cursor + count);
    cursor += count;
    return taken;
  };
  const cAngles = take(planes);
  const gammaAngles = take(gammas);
  const intensities = indices.map(() => take(gammas));
  if (!ascending(cAngles) || (cAngles[0] ?? 0) < 0 || (cAngles.at(-1) ?? 0) >= 360) return null;
  if (!ascending(gammaAngles) || (gammaAngles[0] ?? 0) < 0 || (gammaAngles.at(-1) ?? 0) > 180) return null;
  if (intensities.some((plane) => plane.some((value) => value < 0))) return null;
  const figure = (line: number) => numberOf(lines[line]);
  return {
    luminaireName: (lines[8] ?? '').trim(),
    header: {
      luminaire: { length: figure(12), width: figure(13), height: figure(14) },
      luminousArea: {
        length: figure(15),
        width: figure(16),
        heights: [figure(17), figure(18), figure(19), figure(20)],
      },
      downwardFluxFraction: figure(21),
      lightOutputRatio: figure(22),
      conversionFactor: figure(23),
      tilt: figure(24),
      lampSets: Array.from({ length: lampSets }, (_, set) => {
        const line = fixedHeaderLines + linesPerLampSet * set;
        return {
          count: figure(line),
          type: (lines[line + 1] ?? '').trim(),
          flux: figure(line + 2),
          colourTemperature: (lines[line + 3] ?? '').trim(),
          colourRendering: (lines[line + 4] ?? '').trim(),
          watts: figure(line + 5),
        };
      }),
    },
    symmetry,
    cAngles,
    gammaAngles,
    storedCAngles: indices.map((index) => cAngles[index] ?? 0),
    intensities,
  };
}

/** The lamps' flux as the header lists it, every lamp set together, lm (0 where a set gives none). */
export function lampFlux(file: Eulumdat): number {
  return file.header.lampSets.reduce((sum, set) => sum + (Number.isFinite(set.flux) ? set.flux : 0), 0);
}

const normalised = (angle: number) => ((angle % 360) + 360) % 360;

/** Where the symmetry puts plane `c` among the stored ones: its mirror image when it is not stored. */
function foldedAngle(symmetry: EulumdatSymmetry, c: number): number {
  const angle = normalised(c);
  switch (symmetry) {
    case 2: // C180–C360 mirror C180–C0
      return angle <= 180 ? angle : 360 - angle;
    case 3: // C90–C270 mirror C90–C-90 (stored as C270–C360–C90)
      return angle > 90 && angle < 270 ? normalised(180 - angle) : angle;
    case 4: // every quadrant mirrors C0–C90
      return angle <= 90 ? angle : angle <= 180 ? 180 - angle : angle <= 270 ? angle - 180 : 360 - angle;
    default:
      return angle;
  }
}

/**
 * The intensities (cd/klm, over `gammaAngles`) in the half-plane at `c` degrees, rebuilt from what
 * the symmetry kept; between two stored planes, interpolated linearly.
 */
export function planeIntensities(file: Eulumdat, c: number): number[] {
  const first = file.intensities[0] ?? [];
  if (file.symmetry === 1) return first;
  // Stored planes run on from the first one round the circle (C270 onwards for symmetry 3).
  const start = file.storedCAngles[0] ?? 0;
  const offsets = file.storedCAngles.map((angle) => normalised(angle - start));
  const wanted = normalised(foldedAngle(file.symmetry, c) - start);
  const exact = offsets.findIndex((offset) => Math.abs(offset - wanted) < 1e-6);
  if (exact >= 0) return file.intensities[exact] ?? first;
  // Past the last stored plane only a full circle (no symmetry) wraps round to the first one.
  const after = offsets.findIndex((offset) => offset > wanted);
  const lower = after === -1 ? offsets.length - 1 : after - 1;
  const upper = after === -1 ? (file.symmetry === 0 ? 0 : lower) : after;
  const from = offsets[lower] ?? 0;
  const to = upper === 0 && after === -1 ? 360 : (offsets[upper] ?? from);
  const share = to > from ? (wanted - from) / (to - from) : 0;
  const low = file.intensities[lower] ?? first;
  const high = file.intensities[upper] ?? first;
  return low.map((value, index) => value + share * ((high[index] ?? value) - value));
}
