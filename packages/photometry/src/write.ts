/**
 * The model written back as a file: EULUMDAT (.ldt) and IES LM-63-2002 (.ies), what the photometric
 * file checker offers for download in the other format. ASCII only, CR LF line breaks, numbers
 * with a decimal point and no exponent (docs: README, "The writers").
 */

import { lampFlux, planeIntensities, type Eulumdat, type EulumdatSymmetry, type LampSet } from './eulumdat.js';

const crlf = '\r\n';

/** Decimals written: a ten-thousandth of a degree, cd/klm, cd or mm is below anything measured. */
const decimals = 4;

/** A number as both formats want it: a decimal point, no exponent, no trailing zeros; 0 for NaN. */
function plain(value: number): string {
  if (!Number.isFinite(value)) return '0';
  // toFixed falls back to exponent notation from 10²¹ on.
  if (Math.abs(value) >= 1e21) return BigInt(Math.round(value)).toString();
  // toFixed(4) always writes a point, so only decimals are trimmed.
  const text = value.toFixed(decimals).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** Russian letters as Latin ones (the common passport spelling), for names the files cannot hold. */
const cyrillicLetters = Array.from('абвгдеёжзийклмнопрстуфхцчшщъыьэюя');
const latinSpellings = 'a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya'
  .split(' ')
  .map((spelling) => (spelling === '-' ? '' : spelling));
const cyrillic = new Map(cyrillicLetters.map((letter, index) => [letter, latinSpellings[index] ?? '?']));
const typographic = new Map(
  Object.entries({
    '–': '-',
    '—': '-',
    '‘': "'",
    '’': "'",
    '“': '"',
    '”': '"',
    '«': '"',
    '»': '"',
    '×': 'x',
    '№': 'No.',
  }),
);

function transliterated(character: string): string {
  const lower = character.toLowerCase();
  const latin = cyrillic.get(lower);
  if (latin === undefined) return typographic.get(character) ?? character;
  return lower === character ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
}

/**
 * Text both formats can hold: ASCII on one line. Russian transliterated, accents dropped, control
 * characters (a line break would shift every line after) made spaces, anything else '?'.
 */
function ascii(text: string): string {
  return text
    .replace(/[а-яё–—‘’“”«»×№]/giu, transliterated)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\p{Cc}]/gu, ' ')
    .replace(/[^\x20-\x7e]/g, '?')
    .trim();
}

/** The step between angles when they are equally spaced (Dc, Dg), 0 otherwise, as EULUMDAT says. */
function stepOf(angles: readonly number[]): number {
  const step = (angles[1] ?? Number.NaN) - (angles[0] ?? Number.NaN);
  const even = angles.every((angle, index) => index === 0 || Math.abs(angle - (angles[index - 1] ?? 0) - step) < 1e-6);
  return even && step > 0 ? step : 0;
}

/** A luminaire at least this many times longer than wide is written as linear (Ityp 2). */
const linearRatio = 2.5;

/** Ityp: 1 a point source symmetric about the vertical axis, 2 a linear luminaire, 3 any other point source. */
function typeIndicator(file: Eulumdat): 1 | 2 | 3 {
  if (file.symmetry === 1) return 1;
  const { length, width } = file.header.luminaire;
  return width > 0 && length >= linearRatio * width ? 2 : 3;
}

/** EULUMDAT's text lines are 78 characters at most. */
const textLine = (text: string) => ascii(text).slice(0, 78);

const noLamps: LampSet = { count: 1, type: '', flux: 0, colourTemperature: '', colourRendering: '', watts: 0 };

/**
 * The model as a EULUMDAT file, one value per line, that `parseEulumdat` reads back to the same
 * angles, intensities, symmetry and header. The ten direct ratios (utilisation factors for room
 * indices) are written as 0: computing them is out of scope, and planning programs compute their own.
 * The report number, luminaire number, file name and date lines are left empty.
 */
export function writeEulumdat(file: Eulumdat, meta: { company?: string; name?: string } = {}): string {
  const { luminaire, luminousArea } = file.header;
  const lampSets = file.header.lampSets.length > 0 ? file.header.lampSets : [noLamps];
  const lines = [
    textLine(meta.company ?? ''),
    String(typeIndicator(file)),
    String(file.symmetry),
    String(file.cAngles.length),
    plain(stepOf(file.cAngles)),
    String(file.gammaAngles.length),
    plain(stepOf(file.gammaAngles)),
    '',
    textLine(meta.name ?? file.luminaireName),
    '',
    '',
    '',
    ...[luminaire.length, luminaire.width, luminaire.height].map(plain),
    ...[luminousArea.length, luminousArea.width, ...luminousArea.heights].map(plain),
    plain(file.header.downwardFluxFraction),
    plain(file.header.lightOutputRatio),
    plain(file.header.conversionFactor),
    plain(file.header.tilt),
    String(lampSets.length),
    ...lampSets.flatMap((set) => [
      plain(set.count),
      textLine(set.type),
      plain(set.flux),
      textLine(set.colourTemperature),
      textLine(set.colourRendering),
      plain(set.watts),
    ]),
    ...Array.from({ length: 10 }, () => '0'),
    ...file.cAngles.map(plain),
    ...file.gammaAngles.map(plain),
    ...file.intensities.flat().map(plain),
  ];
  return lines.join(crlf) + crlf;
}

/** LM-63's horizontal angles for each symmetry: the range the planes it keeps cover. */
const horizontalRange: Record<EulumdatSymmetry, [number, number]> = {
  0: [0, 360],
  1: [0, 0],
  2: [0, 180],
  3: [90, 270],
  4: [0, 90],
};

/** The IES horizontal angles: the file's C planes within the symmetry's range, its ends included. */
function horizontalAngles(file: Eulumdat): number[] {
  const [from, to] = horizontalRange[file.symmetry];
  if (file.symmetry === 1) return [0];
  const within = file.cAngles.filter((c) => c > from && c < to);
  return [from, ...within, to];
}

/**
 * LM-63's vertical angles for type C start at 0 or 90° and end at 90 or 180°: the file's gamma
 * angles, extended to those ends where they stop short (rare), at zero intensity.
 */
function verticalAngles(gammas: readonly number[]): { angles: number[]; before: number[]; after: number[] } {
  const first = gammas[0] ?? 0;
  const last = gammas.at(-1) ?? 180;
  const before = first === 0 || first === 90 ? [] : [first < 90 ? 0 : 90];
  const after = last === 90 || last === 180 ? [] : [last < 90 ? 90 : 180];
  return { angles: [...before, ...gammas, ...after], before, after };
}

/** LM-63-2002: lines at most 256 characters; ten values a line keeps them readable. */
const maxLineLength = 256;
const valuesPerLine = 10;

/** Values on as few lines as the limits allow, each line started afresh. */
function valueLines(values: readonly number[]): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  let length = 0;
  for (const value of values.map(plain)) {
    if (line.length === valuesPerLine || length + 1 + value.length > maxLineLength) {
      lines.push(line.join(' '));
      line = [];
      length = 0;
    }
    length += (line.length > 0 ? 1 : 0) + value.length;
    line.push(value);
  }
  if (line.length > 0) lines.push(line.join(' '));
  return lines;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** LM-63's luminous opening in metres: width and length, both minus the diameter when round. */
function openingOf(file: Eulumdat): { width: number; length: number; height: number } {
  const { length, width, heights } = file.header.luminousArea;
  const metres = (mm: number) => finite(mm) / 1000;
  const height = metres(Math.max(...heights.map(finite)));
  const round = !(finite(width) > 0) && finite(length) > 0;
  return round
    ? { width: -metres(length), length: -metres(length), height }
    : { width: metres(width), length: metres(length), height };
}

/**
 * The model as an IES LM-63-2002 file: type C, absolute photometry in cd (lumens per lamp −1,
 * multiplier 1: cd/klm × the lamps' flux / 1000), metres, TILT=NONE. The keywords LM-63-2002
 * requires say honestly that the file was converted from EULUMDAT rather than name a laboratory.
 */
export function writeIes(file: Eulumdat, meta: { manufacturer?: string; name?: string } = {}): string {
  const flux = lampFlux(file);
  const horizontal = horizontalAngles(file);
  const vertical = verticalAngles(file.gammaAngles);
  const candela = (c: number) => [
    ...vertical.before.map(() => 0),
    ...planeIntensities(file, c).map((value) => (value * flux) / 1000),
    ...vertical.after.map(() => 0),
  ];
  const lamps = Math.max(
    1,
    Math.round(file.header.lampSets.reduce((sum, set) => sum + Math.abs(finite(set.count)), 0)),
  );
  const watts = file.header.lampSets.reduce((sum, set) => sum + finite(set.watts), 0);
  const opening = openingOf(file);
  const lampSet = file.header.lampSets[0];
  const keyword = (key: string, value: string) =>
    ascii(value) === '' ? [] : [`[${key}] ${ascii(value)}`.slice(0, maxLineLength)];
  const lines = [
    'IESNA:LM-63-2002',
    ...keyword('TEST', 'none, converted from EULUMDAT'),
    ...keyword('TESTLAB', 'not stated, converted from EULUMDAT'),
    ...keyword('ISSUEDATE', 'not stated, converted from EULUMDAT'),
    ...keyword('MANUFAC', meta.manufacturer ?? 'not stated'),
    ...keyword('LUMINAIRE', meta.name ?? file.luminaireName),
    ...keyword('LAMP', lampSet?.type ?? ''),
    ...keyword('_CCT', lampSet?.colourTemperature ?? ''),
    ...keyword('_CRI', lampSet?.colourRendering ?? ''),
    'TILT=NONE',
    ...valueLines([
      lamps,
      -1,
      1,
      vertical.angles.length,
      horizontal.length,
      1,
      2,
      opening.width,
      opening.length,
      opening.height,
    ]),
    ...valueLines([1, 1, watts]),
    ...valueLines(vertical.angles),
    ...valueLines(horizontal),
    ...horizontal.flatMap((c) => valueLines(candela(c))),
  ];
  return lines.join(crlf) + crlf;
}
