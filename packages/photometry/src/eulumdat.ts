/**
 * EULUMDAT (.ldt), the European photometric file: luminous intensity in cd/klm around a luminaire,
 * on C planes (0–360° round the vertical axis) and gamma angles (0° straight down, 180° up).
 */

import {
  ascendingWithin,
  anyNumber,
  lineCountOf,
  linesOf,
  notNegative,
  numberOf,
  ProblemList,
  readValues,
  tokenCursor,
  type PhotometricField,
  type Reading,
  type ValueCheck,
} from './file-reading.js';

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

/** Indices into `cAngles` of the planes the file stores for its symmetry (Mc1…Mc2 of the format). */
export function storedPlaneIndices(symmetry: EulumdatSymmetry, planes: number): number[] | null {
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
 * How a header line is read. A count lays out the rest of the file, so without it there is no file.
 * A figure (a dimension, a ratio, a lamp set's flux) is only reported by the checker, and only when
 * it holds something that is not a number, or a number it may not: an empty one is NaN in the header.
 */
type HeaderLine =
  | { kind: 'text'; field: PhotometricField }
  | { kind: 'count'; field: PhotometricField; from: number; to: number }
  | {
      kind: 'figure';
      field: PhotometricField;
      allows?: (value: number) => boolean;
      wrong?: 'out-of-range' | 'negative';
      expected?: string;
    };

const freeText: HeaderLine = { kind: 'text', field: 'file' };
const count = (field: PhotometricField, from: number, to: number): HeaderLine => ({ kind: 'count', field, from, to });
const figure = (field: PhotometricField): HeaderLine => ({ kind: 'figure', field });
const notBelowZero = (field: PhotometricField): HeaderLine => ({
  kind: 'figure',
  field,
  allows: (value) => value >= 0,
  wrong: 'negative',
  expected: '≥ 0',
});

/** Lines 1–26 in order: company, Ityp, Isym, Mc, Dc, Ng, Dg, five lines of text, dimensions, ratios, lamp sets. */
const headerLines: HeaderLine[] = [
  freeText,
  {
    kind: 'figure',
    field: 'type-indicator',
    allows: (value) => Number.isInteger(value) && value >= 0 && value <= 3,
    wrong: 'out-of-range',
    expected: '0–3',
  },
  count('symmetry', 0, 4),
  count('c-plane-count', 1, maxPlanes),
  figure('c-plane-step'),
  count('gamma-count', 2, maxGammas),
  figure('gamma-step'),
  freeText,
  freeText,
  freeText,
  freeText,
  freeText,
  ...Array.from({ length: 3 }, () => figure('dimensions')),
  ...Array.from({ length: 6 }, () => figure('luminous-area')),
  figure('downward-flux-fraction'),
  figure('light-output-ratio'),
  figure('conversion-factor'),
  figure('tilt'),
  count('lamp-set-count', 1, maxLampSets),
];

/** Each lamp set's six lines: count, type, flux, colour, colour rendering, wattage. */
const lampSetLines: HeaderLine[] = [
  figure('lamp-count'),
  freeText,
  notBelowZero('lamp-flux'),
  freeText,
  freeText,
  notBelowZero('watts'),
];

/**
 * Checks `layout` against the lines from the 0-based line `from` on, reporting each problem.
 * 'missing' when the file ends first (nothing after can be read), 'refused' when a count is wrong.
 */
function checkLines(
  lines: readonly string[],
  lineCount: number,
  from: number,
  layout: readonly HeaderLine[],
  problems: ProblemList,
): 'read' | 'refused' | 'missing' {
  let refused = false;
  for (const [offset, expected] of layout.entries()) {
    const index = from + offset;
    const line = index + 1;
    if (index >= lineCount) {
      problems.add('missing', expected.field, line, null, null);
      return 'missing';
    }
    if (expected.kind === 'text') continue;
    const written = lines[index] ?? '';
    const value = numberOf(written);
    if (expected.kind === 'count') {
      const range = `${expected.from}–${expected.to}`;
      if (!Number.isFinite(value)) problems.add('not-a-number', expected.field, line, written, range);
      else if (!Number.isInteger(value) || value < expected.from || value > expected.to)
        problems.add('out-of-range', expected.field, line, written, range);
      else continue;
      refused = true;
    } else if (written.trim() !== '') {
      if (!Number.isFinite(value)) problems.add('not-a-number', expected.field, line, written, null);
      else if (expected.allows && !expected.allows(value))
        problems.add(expected.wrong ?? 'out-of-range', expected.field, line, written, expected.expected ?? null);
    }
  }
  return refused ? 'refused' : 'read';
}

/** Plane counts a symmetry can split, for a problem to say so. */
const splittable: Partial<Record<EulumdatSymmetry, string>> = { 2: '2, 4, 6 …', 3: '4, 8, 12 …', 4: '4, 8, 12 …' };

/**
 * Reads a EULUMDAT file and checks it. `file` is what `parseEulumdat` gives: null when the file
 * cannot be laid out (a count or the symmetry wrong) or its angles and intensities cannot be read.
 * `problems` holds those reasons and the checker's own about the header's figures, which do not
 * stop the file being read.
 */
function readChecked(text: string): { file: Eulumdat | null; problems: ProblemList } {
  const lines = linesOf(text);
  const lineCount = lineCountOf(lines);
  const problems = new ProblemList();
  const refused = { file: null, problems };
  const header = checkLines(lines, lineCount, 0, headerLines, problems);
  if (header === 'missing') return refused;
  const symmetry = numberOf(lines[2]) as EulumdatSymmetry;
  const planes = numberOf(lines[3]);
  const gammas = numberOf(lines[5]);
  const lampSets = numberOf(lines[25]);
  const indices = header === 'read' ? storedPlaneIndices(symmetry, planes) : null;
  if (header === 'read' && !indices)
    problems.add('unsupported', 'c-plane-count', 4, lines[3] ?? '', splittable[symmetry] ?? null);
  // The lamp sets are checked whenever their count was read, so a wrong symmetry does not hide them.
  const lampSetsRead = Number.isInteger(lampSets) && lampSets >= 1 && lampSets <= maxLampSets;
  for (let set = 0; lampSetsRead && set < lampSets; set += 1)
    if (checkLines(lines, lineCount, fixedHeaderLines + linesPerLampSet * set, lampSetLines, problems) === 'missing')
      return refused;
  if (!indices) return refused;
  // From the direct ratios on everything is a number: read as tokens, so a writer that puts several
  // values on a line is read as well as one that puts one per line. Values past the last intensity
  // are left alone.
  const cursor = tokenCursor(lines, fixedHeaderLines + linesPerLampSet * lampSets, /\s+/);
  const block = (count: number, field: PhotometricField, check: ValueCheck) =>
    readValues(cursor, problems, count, field, check)?.values;
  if (!block(directRatios, 'direct-ratios', anyNumber)) return refused;
  const cAngles = block(planes, 'c-angles', ascendingWithin(0, 360, false));
  if (!cAngles) return refused;
  const gammaAngles = block(gammas, 'gamma-angles', ascendingWithin(0, 180, true));
  if (!gammaAngles) return refused;
  const intensities: number[][] = [];
  for (const _ of indices) {
    const plane = block(gammas, 'intensities', notNegative);
    if (!plane) return refused;
    intensities.push(plane);
  }
  const figure = (line: number) => numberOf(lines[line]);
  const file: Eulumdat = {
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
  return { file, problems };
}

/**
 * Reads a EULUMDAT file for the checker: the file, or every problem in its header and the first
 * in its angles and intensities, each with its line (docs: README, "The checker's readers").
 */
export function readEulumdat(text: string): Reading<Eulumdat> {
  const { file, problems } = readChecked(text);
  return file && problems.problems.length === 0 ? { ok: true, file } : { ok: false, problems: problems.problems };
}

/**
 * Reads a EULUMDAT file. Null when the text is not one this reader understands: a symmetry or a
 * count out of range, angles that are not ascending within their range, a value that is not a
 * number, a negative intensity, or fewer values than the header announces. Header figures that are
 * not numbers are NaN, not a refusal.
 */
export function parseEulumdat(text: string): Eulumdat | null {
  return readChecked(text).file;
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

/** Each stored plane's angle from the first one round the circle (C270 onwards for symmetry 3), ascending; kept per file. */
const offsetsByFile = new WeakMap<Eulumdat, number[]>();
function storedOffsets(file: Eulumdat): number[] {
  let offsets = offsetsByFile.get(file);
  if (!offsets) {
    const start = file.storedCAngles[0] ?? 0;
    offsets = file.storedCAngles.map((angle) => normalised(angle - start));
    offsetsByFile.set(file, offsets);
  }
  return offsets;
}

/**
 * The intensities (cd/klm, over `gammaAngles`) in the half-plane at `c` degrees, rebuilt from what
 * the symmetry kept; between two stored planes, interpolated linearly.
 */
export function planeIntensities(file: Eulumdat, c: number): number[] {
  const first = file.intensities[0] ?? [];
  if (file.symmetry === 1) return first;
  const offsets = storedOffsets(file);
  const wanted = normalised(foldedAngle(file.symmetry, c) - (file.storedCAngles[0] ?? 0));
  // The first stored plane at or past the wanted one (less a rounding error), by bisection: a
  // visitor's file may store hundreds of planes, and every plane of the circle is asked for.
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle] ?? 0) < wanted - 1e-6) low = middle + 1;
    else high = middle;
  }
  if (low < offsets.length && Math.abs((offsets[low] ?? 0) - wanted) < 1e-6) return file.intensities[low] ?? first;
  // Past the last stored plane only a full circle (no symmetry) wraps round to the first one.
  const after = low < offsets.length ? low : -1;
  const lower = after === -1 ? offsets.length - 1 : after - 1;
  const upper = after === -1 ? (file.symmetry === 0 ? 0 : lower) : after;
  const from = offsets[lower] ?? 0;
  const to = upper === 0 && after === -1 ? 360 : (offsets[upper] ?? from);
  const share = to > from ? (wanted - from) / (to - from) : 0;
  const below = file.intensities[lower] ?? first;
  const above = file.intensities[upper] ?? first;
  return below.map((value, index) => value + share * ((above[index] ?? value) - value));
}
