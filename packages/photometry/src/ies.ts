/**
 * IES LM-63 (.ies), the North American photometric file, read into the EULUMDAT model (cd/klm of
 * lamp flux on C planes and gamma angles), so everything that reads an LDT reads it too.
 * LM-63-1986 (free text up to TILT=), -1991, -1995, -2002 and -2019; type C photometry only.
 * Conventions: README, "The checker's readers".
 */

import { storedPlaneIndices, type Eulumdat, type EulumdatSymmetry } from './eulumdat.js';
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
  type FileProblemCode,
  type PhotometricField,
  type Reading,
  type Token,
  type TokenCursor,
  type ValueCheck,
} from './file-reading.js';
import { photometricSummary } from './summary.js';

// LM-63 separates values with blanks or commas (decimals always take a point); some old DOS
// writers end the file with Ctrl-Z.
// eslint-disable-next-line no-control-regex
const separators = /[\s,\x1a]+/;

/** Caps that keep the model within what EULUMDAT (and `parseEulumdat`) takes. */
const maxPlanes = 1000;
const maxGammas = 1000;
const maxTiltPairs = 1000;

/** A rotationally symmetric file gets the full grid EULUMDAT writers give it: 36 planes, 10° apart. */
const rotationalPlanes = Array.from({ length: 36 }, (_, index) => index * 10);

const isFormatLine = (line: string) => /^\s*(IESNA|IES:LM-63)/i.test(line);
const tiltLine = /^\s*TILT\s*=(.*)$/i;

/** `[KEY] value` lines before TILT=, keys upper-cased; `[MORE]` carries on the keyword before it. */
function keywordsOf(lines: readonly string[], from: number, to: number): Map<string, string> {
  const keywords = new Map<string, string>();
  let last: string | null = null;
  for (const line of lines.slice(from, to)) {
    const match = /^\s*\[([^\]]+)\]\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = (match[1] ?? '').trim().toUpperCase();
    const value = (match[2] ?? '').trim();
    if (key === 'MORE' && last !== null) keywords.set(last, `${keywords.get(last) ?? ''} ${value}`.trim());
    else if (key !== 'MORE') {
      last = key;
      if (!keywords.has(key)) keywords.set(key, value);
    }
  }
  return keywords;
}

/** The first keyword's value among `keys` (names as they are spelt with or without LM-63's `_` for user keywords). */
function keywordOf(keywords: ReadonlyMap<string, string>, ...keys: string[]): string {
  for (const key of keys) {
    const value = keywords.get(key) ?? keywords.get(`_${key}`);
    if (value) return value;
  }
  return '';
}

const failure = (code: FileProblemCode, expected: string) => ({ code, expected });
const range =
  (from: number, to: number): ValueCheck =>
  (value) =>
    Number.isInteger(value) && value >= from && value <= to ? null : failure('out-of-range', `${from}–${to}`);
const positive: ValueCheck = (value) => (value > 0 ? null : failure('out-of-range', '> 0'));

/** The thirteen numbers after the TILT block, in order. */
const headerValues: { name: keyof IesHeader; field: PhotometricField; check: ValueCheck }[] = [
  { name: 'lamps', field: 'lamp-count', check: positive },
  {
    name: 'lumensPerLamp',
    field: 'lamp-flux',
    check: (value) => (value === -1 || value > 0 ? null : failure('out-of-range', '-1 or > 0')),
  },
  { name: 'multiplier', field: 'candela-multiplier', check: positive },
  { name: 'verticalCount', field: 'gamma-count', check: range(2, maxGammas) },
  { name: 'horizontalCount', field: 'c-plane-count', check: range(1, maxPlanes) },
  {
    name: 'photometricType',
    field: 'photometric-type',
    check: (value) =>
      value === 1
        ? null
        : value === 2 || value === 3
          ? failure('unsupported', '1')
          : failure('out-of-range', '1, 2 or 3'),
  },
  {
    name: 'unitsType',
    field: 'units-type',
    check: (value) => (value === 1 || value === 2 ? null : failure('out-of-range', '1 or 2')),
  },
  { name: 'width', field: 'dimensions', check: anyNumber },
  { name: 'length', field: 'dimensions', check: anyNumber },
  { name: 'height', field: 'dimensions', check: anyNumber },
  { name: 'ballastFactor', field: 'ballast-factor', check: positive },
  // The ballast-lamp photometric factor of LM-63-1986 to -1995, "future use" in -2002, the file
  // generation type in -2019: read, not applied (it is 1 in files that mean anything by it).
  { name: 'futureUse', field: 'ballast-factor', check: anyNumber },
  { name: 'inputWatts', field: 'watts', check: notNegative },
];

interface IesHeader {
  lamps: number;
  /** −1: absolute photometry, the candela values are the luminaire's own. */
  lumensPerLamp: number;
  multiplier: number;
  verticalCount: number;
  horizontalCount: number;
  photometricType: number;
  /** 1 feet, 2 metres. */
  unitsType: number;
  width: number;
  length: number;
  height: number;
  ballastFactor: number;
  futureUse: number;
  inputWatts: number;
}

/** The header's thirteen numbers, every problem reported; null when the file ends first. */
function readHeader(
  cursor: TokenCursor,
  problems: ProblemList,
): { header: IesHeader; tokens: Map<keyof IesHeader, Token>; wrong: Set<keyof IesHeader> } | null {
  const header = {} as IesHeader;
  const tokens = new Map<keyof IesHeader, Token>();
  const wrong = new Set<keyof IesHeader>();
  for (const { name, field, check } of headerValues) {
    const token = cursor.next();
    if (!token) {
      problems.add('missing', field, cursor.lineAfter(), null, null);
      return null;
    }
    const value = numberOf(token.text);
    const failed = Number.isFinite(value) ? check(value, null) : { code: 'not-a-number' as const, expected: null };
    if (failed) {
      problems.add(failed.code, field, token.line, token.text, failed.expected);
      wrong.add(name);
    }
    header[name] = value;
    tokens.set(name, token);
  }
  return { header, tokens, wrong };
}

/** TILT=INCLUDE: lamp-to-luminaire geometry, number of pairs, the angles, the factors; read to be skipped. */
function skipTilt(cursor: TokenCursor, problems: ProblemList): boolean {
  const geometry = readValues(cursor, problems, 1, 'tilt', (value) =>
    value === 1 || value === 2 || value === 3 ? null : failure('out-of-range', '1, 2 or 3'),
  );
  if (!geometry) return false;
  const pairs = readValues(cursor, problems, 1, 'tilt', range(1, maxTiltPairs));
  const count = pairs?.values[0];
  if (count === undefined) return false;
  return (
    readValues(cursor, problems, count, 'tilt', anyNumber) !== null &&
    readValues(cursor, problems, count, 'tilt', notNegative) !== null
  );
}

/** Angles compared and looked up to a millionth of a degree, so 180 − 22.3 finds 157.7. */
const angleKey = (angle: number) => Math.round(angle * 1e6);
const tidy = (angle: number) => angleKey(angle) / 1e6;
const normalised = (angle: number) => tidy(((angle % 360) + 360) % 360);

/** Angles round the circle, within [0, 360), ascending, each once. */
function circleOf(angles: readonly number[]): number[] {
  const sorted = angles.map(normalised).sort((a, b) => a - b);
  return sorted.filter((angle, index) => index === 0 || angleKey(angle) !== angleKey(sorted[index - 1] ?? Number.NaN));
}

/**
 * How the IES horizontal angles become EULUMDAT planes: the symmetry, the full circle's C angles,
 * and for each plane the LDT stores (in its order) the IES horizontal angle whose candela it holds.
 */
interface PlaneLayout {
  symmetry: EulumdatSymmetry;
  cAngles: number[];
  stored: number[];
}

/**
 * The layout for LM-63's horizontal angle ranges: 0 (rotational), 0–90, 0–180, 90–270, 0–360 (its
 * 360° plane the 0° one again, dropped) or 0 to short of 360 covering the circle (the gap back to
 * 0° no wider than its widest step). Null for any other range.
 */
function planeLayout(horizontal: readonly number[]): PlaneLayout | null {
  const first = horizontal[0];
  const last = horizontal.at(-1) ?? Number.NaN;
  const index = new Map(horizontal.map((angle, at) => [angleKey(angle), at]));
  const at = (c: number) => index.get(angleKey(c));
  const layout = (symmetry: EulumdatSymmetry, cAngles: number[], source: (c: number) => number | undefined) => {
    const stored = storedPlaneIndices(symmetry, cAngles.length)?.map((plane) => source(cAngles[plane] ?? 0));
    return stored?.every((plane) => plane !== undefined) ? { symmetry, cAngles, stored } : null;
  };
  const rotational = () => layout(1, rotationalPlanes, () => 0);
  if (horizontal.length === 1) return first === 0 ? rotational() : null;
  if (first === 0 && last === 90)
    return layout(4, circleOf(horizontal.flatMap((c) => [c, 180 - c, 180 + c, 360 - c])), at);
  if (first === 0 && last === 180) return layout(2, circleOf(horizontal.flatMap((c) => [c, 360 - c])), at);
  if (first === 90 && last === 270) {
    // Symmetric about C90–C270: LDT plane c is IES plane 180° − c mirrored. EULUMDAT stores C270
    // round through C0 to C90; when the grid cannot be split so, every plane is stored (Isym 0).
    const circle = circleOf(horizontal.flatMap((c) => [c, 180 - c]));
    const mirrored = (c: number) => at(normalised(180 - c));
    const indices = storedPlaneIndices(3, circle.length);
    const splits = circle[indices?.[0] ?? -1] === 270 && circle[indices?.at(-1) ?? -1] === 90;
    return splits ? layout(3, circle, mirrored) : layout(0, circle, (c) => at(c) ?? mirrored(c));
  }
  if (first === 0 && last === 360)
    return horizontal.length === 2 ? rotational() : layout(0, horizontal.slice(0, -1), at);
  const widestStep = horizontal
    .slice(1)
    .reduce((widest, angle, step) => Math.max(widest, angle - (horizontal[step] ?? 0)), 0);
  if (first === 0 && last < 360 && 360 - last <= widestStep) return layout(0, [...horizontal], at);
  return null;
}

/**
 * Vertical angles as the model keeps them, 0–180°: a half range (0–90, 90–180) is padded with its
 * own steps mirrored, at zero intensity, as planning programs read it. `offset`: where the file's
 * first angle sits in the padded grid.
 */
function paddedGammas(vertical: readonly number[]): { gammaAngles: number[]; offset: number } {
  const first = vertical[0];
  const last = vertical.at(-1);
  if (first === 0 && last === 90)
    return {
      gammaAngles: [
        ...vertical,
        ...vertical
          .slice(0, -1)
          .reverse()
          .map((gamma) => tidy(180 - gamma)),
      ],
      offset: 0,
    };
  if (first === 90 && last === 180) {
    const below = vertical
      .slice(1)
      .reverse()
      .map((gamma) => tidy(180 - gamma));
    return { gammaAngles: [...below, ...vertical], offset: below.length };
  }
  return { gammaAngles: [...vertical], offset: 0 };
}

/** What LM-63 allows for the horizontal angles of type C photometry, for a problem to say so. */
const horizontalRanges = '0, 0–90, 0–180, 90–270 or 0–360';

const millimetres = (value: number, unitsType: number) =>
  Math.round(value * (unitsType === 1 ? 304.8 : 1000) * 100) / 100;
const percent = (share: number) => Math.round(share * 1000) / 10;

/** The model from the file's numbers: cd/klm of the lamps' flux, that flux integrated for absolute photometry. */
function modelOf(
  keywords: ReadonlyMap<string, string>,
  header: IesHeader,
  layout: PlaneLayout,
  vertical: readonly number[],
  candela: readonly number[][],
): Eulumdat {
  const { gammaAngles, offset } = paddedGammas(vertical);
  const absolute = header.lumensPerLamp === -1;
  const relativeFlux = header.lamps * header.lumensPerLamp;
  // Absolute photometry is read in cd (as cd/klm of a provisional 1000 lm), relative in cd/klm.
  const scale = header.multiplier * header.ballastFactor * (absolute ? 1 : 1000 / relativeFlux);
  const planeOf = (iesPlane: number) => {
    const plane = gammaAngles.map(() => 0);
    for (const [at, value] of (candela[iesPlane] ?? []).entries()) plane[offset + at] = value * scale;
    return plane;
  };
  const round = header.width < 0 || header.length < 0;
  const mm = (value: number) => millimetres(value, header.unitsType);
  const length = mm(round ? Math.max(Math.abs(header.width), Math.abs(header.length)) : header.length);
  const width = round ? 0 : mm(header.width);
  const height = mm(Math.abs(header.height));
  const fileWith = (intensities: number[][], flux: number): Eulumdat => ({
    luminaireName: keywordOf(keywords, 'LUMINAIRE', 'LUMCAT'),
    header: {
      luminaire: { length, width, height },
      luminousArea: { length, width, heights: [height, height, height, height] },
      downwardFluxFraction: 0,
      lightOutputRatio: 0,
      conversionFactor: 1,
      tilt: 0,
      lampSets: [
        {
          // Absolute photometry is marked as EULUMDAT writers mark it: a negative number of lamps.
          count: absolute ? -header.lamps : header.lamps,
          type: keywordOf(keywords, 'LAMP') || 'LED',
          flux,
          colourTemperature: keywordOf(keywords, 'CCT', 'COLORTEMP', 'COLOURTEMP'),
          colourRendering: keywordOf(keywords, 'CRI', 'RA'),
          watts: header.inputWatts,
        },
      ],
    },
    symmetry: layout.symmetry,
    cAngles: layout.cAngles,
    gammaAngles,
    storedCAngles: (storedPlaneIndices(layout.symmetry, layout.cAngles.length) ?? []).map(
      (index) => layout.cAngles[index] ?? 0,
    ),
    intensities,
  });
  let file = fileWith(layout.stored.map(planeOf), relativeFlux);
  if (absolute) {
    // The lamps' flux is the luminaire's, integrated from the candela values: read as cd/klm of
    // 1000 lm, the summary's light output ratio × 1000 is it in lm.
    const flux = (photometricSummary(file)?.lightOutputRatio ?? 0) * 1000;
    file =
      flux > 0
        ? fileWith(
            file.intensities.map((plane) => plane.map((value) => (value * 1000) / flux)),
            flux,
          )
        : fileWith(file.intensities, 0);
  }
  const summary = photometricSummary(file);
  return {
    ...file,
    header: {
      ...file.header,
      downwardFluxFraction: summary ? percent(summary.downwardFluxFraction) : 0,
      lightOutputRatio: summary ? percent(summary.lightOutputRatio) : 0,
    },
  };
}

/**
 * Reads an IES LM-63 file for the checker into the EULUMDAT model: the file, or every problem in
 * its header and the first in its angles and candela values, each with its line.
 */
export function readIes(text: string): Reading<Eulumdat> {
  const lines = linesOf(text);
  const lineCount = lineCountOf(lines);
  const problems = new ProblemList();
  const refused = () => ({ ok: false as const, problems: problems.problems });
  const firstLine = lines.findIndex((line) => line.trim() !== '');
  const labelsFrom = firstLine >= 0 && isFormatLine(lines[firstLine] ?? '') ? firstLine + 1 : 0;
  const tiltAt = lines.findIndex((line) => tiltLine.test(line));
  if (tiltAt < 0) {
    problems.add('missing', 'tilt', lineCount + 1, null, null);
    return refused();
  }
  const keywords = keywordsOf(lines, labelsFrom, tiltAt);
  const tilt = (tiltLine.exec(lines[tiltAt] ?? '')?.[1] ?? '').trim();
  const cursor = tokenCursor(lines, tiltAt + 1, separators);
  // An empty TILT= is reported, and the file read on as TILT=NONE.
  if (tilt === '') problems.add('out-of-range', 'tilt', tiltAt + 1, null, 'NONE, INCLUDE or a file name');
  // TILT=<file name> points at a file the upload does not have: nothing here to read.
  if (tilt.toUpperCase() === 'INCLUDE' && !skipTilt(cursor, problems)) return refused();

  const read = readHeader(cursor, problems);
  if (!read) return refused();
  const { header, tokens, wrong } = read;
  // Without the counts the values cannot be laid out; type A and B angles mean something else.
  if (wrong.has('verticalCount') || wrong.has('horizontalCount') || wrong.has('photometricType')) return refused();

  const verticalFirst: ValueCheck = (value, previous) =>
    previous === null && value !== 0 && value !== 90
      ? failure('out-of-range', '0 or 90')
      : ascendingWithin(0, 180, true)(value, previous);
  const vertical = readValues(cursor, problems, header.verticalCount, 'gamma-angles', verticalFirst);
  if (!vertical) return refused();
  const lastVertical = vertical.values.at(-1);
  if (lastVertical !== 90 && lastVertical !== 180) {
    problems.add('out-of-range', 'gamma-angles', vertical.last?.line ?? null, vertical.last?.text ?? null, '90 or 180');
    return refused();
  }
  if (paddedGammas(vertical.values).gammaAngles.length > maxGammas) {
    const count = tokens.get('verticalCount');
    problems.add(
      'out-of-range',
      'gamma-count',
      count?.line ?? null,
      count?.text ?? null,
      `2–${Math.floor((maxGammas + 1) / 2)}`,
    );
    return refused();
  }

  const horizontal = readValues(cursor, problems, header.horizontalCount, 'c-angles', ascendingWithin(0, 360, true));
  if (!horizontal) return refused();
  const layout = planeLayout(horizontal.values);
  if (!layout) {
    const culprit = horizontal.values[0] === 0 || horizontal.values[0] === 90 ? horizontal.last : horizontal.first;
    problems.add('unsupported', 'symmetry', culprit?.line ?? null, culprit?.text ?? null, horizontalRanges);
    return refused();
  }
  if (layout.cAngles.length > maxPlanes) {
    // Planes round the circle grow with the horizontal angles in proportion to the symmetry's share.
    const perAngle = layout.cAngles.length / (header.horizontalCount - 1);
    const count = tokens.get('horizontalCount');
    problems.add(
      'out-of-range',
      'c-plane-count',
      count?.line ?? null,
      count?.text ?? null,
      `1–${Math.floor(maxPlanes / perAngle) + 1}`,
    );
    return refused();
  }

  const candela: number[][] = [];
  for (let plane = 0; plane < header.horizontalCount; plane += 1) {
    const values = readValues(cursor, problems, header.verticalCount, 'intensities', notNegative);
    if (!values) return refused();
    candela.push(values.values);
  }
  const extra = cursor.next();
  if (extra) problems.add('extra-values', 'intensities', extra.line, extra.text, null);
  if (problems.problems.length > 0) return refused();
  return { ok: true, file: modelOf(keywords, header, layout, vertical.values, candela) };
}
