import type { DocumentModel } from './document-model.js';
import {
  MANUFACTURER,
  TEST_LAB,
  ascii,
  decimal,
  documentDate,
  isoDate,
  luminousOpening,
  reportNumber,
} from './document-meta.js';
import { distributionOf } from '@ostrel/catalog-specs/distribution';
import { distributionNames } from '@ostrel/catalog-specs/labels';
import { type CandelaTable, type Symmetry, candelaTable, intensityAt } from './photometry.js';

/** IES LM-63-2002 photometric files (type C photometry, absolute, metres). */

const CRLF = '\r\n';
const MAX_LINE = 256;
const VALUES_PER_LINE = 10;

function wrapValues(values: readonly string[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < values.length; i += VALUES_PER_LINE) lines.push(values.slice(i, i + VALUES_PER_LINE).join(' '));
  return lines;
}

/** The C planes an IES file lists for a symmetry; 'none' repeats 0° as 360° as the standard expects. */
function iesHorizontalAngles(table: CandelaTable): number[] {
  const hs = table.horizontalAngles;
  return table.symmetry === 'none' && (hs[hs.length - 1] ?? 0) < 360 ? [...hs, 360] : hs;
}

export function iesFile(model: DocumentModel, options: { date?: Date } = {}): string {
  const t = model.technical;
  const table = candelaTable(t);
  if (!table || t.flux === null) throw new Error(`${model.nkCode}: no light output, so no IES file`);
  const date = options.date ?? documentDate(model);
  const opening = luminousOpening(t);
  const metres = (mm: number): string => decimal(mm / 1000, 3);
  // LM-63: a circular opening is written as negative width and length (the diameter).
  const [width, length] =
    opening.shape === 'round'
      ? [`-${metres(opening.width)}`, `-${metres(opening.length)}`]
      : [metres(opening.width), metres(opening.length)];
  const hs = iesHorizontalAngles(table);
  const vs = table.verticalAngles;
  const lamp = [
    t.cct !== null ? `${t.cct} K` : null,
    t.cri !== null ? `CRI ${t.cri}` : null,
    `${decimal(t.flux, 0)} lm`,
  ]
    .filter(Boolean)
    .join(', ');
  const header = [
    'IESNA:LM-63-2002',
    `[TEST] ${reportNumber(model, date)}`,
    `[TESTLAB] ${TEST_LAB}`,
    `[ISSUEDATE] ${isoDate(date)}`,
    `[MANUFAC] ${MANUFACTURER}`,
    `[LUMCAT] ${model.nkCode}`,
    `[LUMINAIRE] ${ascii(model.name)} LED luminaire`,
    `[LAMP] LED module, ${lamp}`,
    `[BALLAST] Integral LED driver, ${ascii(t.voltage)}`,
    `[DISTRIBUTION] ${distributionNames[distributionOf(t)].en}`,
    '[OTHER] Absolute photometry of the complete luminaire',
    'TILT=NONE',
    // lamps, lumens per lamp (-1: absolute), multiplier, #vertical, #horizontal, type C, metres, w, l, h
    `1 -1 1 ${vs.length} ${hs.length} 1 2 ${width} ${length} 0`,
    // ballast factor, future use, input watts
    `1 1 ${decimal(t.power, 2)}`,
  ];
  const lines = [
    ...header.map((line) => ascii(line).slice(0, MAX_LINE)),
    ...wrapValues(vs.map((v) => decimal(v, 2))),
    ...wrapValues(hs.map((h) => decimal(h, 2))),
    ...hs.flatMap((h) => wrapValues(vs.map((v) => decimal(intensityAt(table, h, v), 2)))),
  ];
  return lines.join(CRLF) + CRLF;
}

export interface ParsedIes {
  format: 'LM-63-2002' | 'LM-63-1995';
  /** Keyword values by name, [MORE] lines joined to the keyword they continue. */
  keywords: Record<string, string>;
  lamps: number;
  /** -1 for absolute photometry. */
  lumensPerLamp: number;
  multiplier: number;
  units: 'feet' | 'metres';
  width: number;
  length: number;
  height: number;
  ballastFactor: number;
  inputWatts: number;
  /** Intensities in cd, with the multiplier and ballast factor applied. */
  table: CandelaTable;
}

const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function fail(message: string): never {
  throw new Error(`Invalid IES file: ${message}`);
}

function symmetryFromHorizontal(hs: readonly number[]): Symmetry {
  const first = hs[0];
  const last = hs[hs.length - 1];
  if (hs.length === 1 && first === 0) return 'rotational';
  if (first === 0 && last === 90) return 'quadrant';
  if (first === 0 && last === 180) return 'c0-c180';
  if (first === 90 && last === 270) return 'c90-c270';
  if (first === 0 && last === 360) return 'none';
  return fail(
    `horizontal angles ${String(first)}…${String(last)} match no LM-63 symmetry (0; 0–90; 0–180; 90–270; 0–360)`,
  );
}

function ascending(values: readonly number[], what: string): void {
  for (let i = 1; i < values.length; i++) {
    if ((values[i] ?? 0) <= (values[i - 1] ?? 0))
      fail(`${what} must be strictly ascending (index ${i}: ${String(values[i])})`);
  }
}

/** Parses and strictly validates an LM-63-2002 (or -1995) file with type C photometry and TILT=NONE. */
export function parseIes(text: string): ParsedIes {
  if (/\r(?!\n)/.test(text)) fail('stray carriage return (lines must end with CR LF or LF)');
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  lines.forEach((line, i) => {
    if (line.length > MAX_LINE) fail(`line ${i + 1} is ${line.length} characters long (at most ${MAX_LINE})`);
  });
  const formats = { 'IESNA:LM-63-2002': 'LM-63-2002', 'IESNA:LM-63-1995': 'LM-63-1995' } as const;
  const first = lines[0] ?? '';
  if (!(first in formats)) fail(`the first line must be "IESNA:LM-63-2002" (got "${first.slice(0, 40)}")`);
  const format = formats[first as keyof typeof formats];

  const keywords: Record<string, string> = {};
  let previous: string | null = null;
  let index = 1;
  for (; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (line.startsWith('TILT=')) break;
    const match = /^\[([A-Z0-9_]+)\]\s?(.*)$/.exec(line);
    if (!match) fail(`line ${index + 1} is neither a [KEYWORD] line nor TILT= ("${line.slice(0, 40)}")`);
    const [, key = '', value = ''] = match;
    if (key === 'MORE') {
      if (previous === null) fail(`line ${index + 1}: [MORE] without a keyword to continue`);
      keywords[previous] = `${keywords[previous] ?? ''}\n${value}`;
    } else {
      keywords[key] = value;
      previous = key;
    }
  }
  if (index >= lines.length) fail('missing the TILT= line');
  if (format === 'LM-63-2002') {
    for (const required of ['TEST', 'TESTLAB', 'ISSUEDATE', 'MANUFAC']) {
      if (!(required in keywords)) fail(`LM-63-2002 requires the [${required}] keyword`);
    }
  }
  const tilt = lines[index] ?? '';
  if (tilt !== 'TILT=NONE') fail(`only TILT=NONE is supported (got "${tilt.slice(0, 40)}")`);

  const tokens = lines
    .slice(index + 1)
    .join(' ')
    .trim()
    .split(/\s+/)
    .filter((token) => token !== '');
  const numbers = tokens.map((token, i) => {
    if (!numberPattern.test(token)) fail(`value ${i + 1} after TILT is not a number ("${token.slice(0, 20)}")`);
    return Number(token);
  });
  if (numbers.length < 13) fail(`expected at least 13 numbers after TILT, found ${numbers.length}`);
  const [
    lamps,
    lumensPerLamp,
    multiplier,
    nV,
    nH,
    photometricType,
    unitsType,
    width,
    length,
    height,
    ballastFactor,
    ,
    inputWatts,
  ] = numbers as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!Number.isInteger(lamps) || lamps < 1) fail(`number of lamps must be a positive integer (got ${lamps})`);
  if (lumensPerLamp !== -1 && lumensPerLamp <= 0) fail(`lumens per lamp must be positive or -1 (got ${lumensPerLamp})`);
  if (multiplier <= 0) fail(`candela multiplier must be positive (got ${multiplier})`);
  if (!Number.isInteger(nV) || nV < 2) fail(`number of vertical angles must be an integer ≥ 2 (got ${nV})`);
  if (!Number.isInteger(nH) || nH < 1) fail(`number of horizontal angles must be a positive integer (got ${nH})`);
  if (photometricType !== 1) fail(`only type C photometry (1) is supported (got ${photometricType})`);
  if (unitsType !== 1 && unitsType !== 2) fail(`units type must be 1 (feet) or 2 (metres) (got ${unitsType})`);
  if (ballastFactor <= 0) fail(`ballast factor must be positive (got ${ballastFactor})`);
  if (inputWatts < 0) fail(`input watts must not be negative (got ${inputWatts})`);

  const expected = 13 + nV + nH + nV * nH;
  if (numbers.length !== expected)
    fail(`expected ${expected} numbers after TILT for ${nV} × ${nH} angles, found ${numbers.length}`);
  const verticalAngles = numbers.slice(13, 13 + nV);
  const horizontalAngles = numbers.slice(13 + nV, 13 + nV + nH);
  ascending(verticalAngles, 'vertical angles');
  ascending(horizontalAngles, 'horizontal angles');
  const v0 = verticalAngles[0];
  const vN = verticalAngles[nV - 1];
  if (!((v0 === 0 || v0 === 90) && (vN === 90 || vN === 180)))
    fail(`type C vertical angles must start at 0 or 90 and end at 90 or 180 (got ${String(v0)}…${String(vN)})`);
  const symmetry = symmetryFromHorizontal(horizontalAngles);

  const scale = multiplier * ballastFactor;
  const values = numbers.slice(13 + nV + nH);
  const candela = horizontalAngles.map((_, h) =>
    values.slice(h * nV, (h + 1) * nV).map((value, v) => {
      if (value < 0)
        fail(`negative candela at horizontal ${String(horizontalAngles[h])}°, vertical ${String(verticalAngles[v])}°`);
      return value * scale;
    }),
  );
  return {
    format,
    keywords,
    lamps,
    lumensPerLamp,
    multiplier,
    units: unitsType === 1 ? 'feet' : 'metres',
    width,
    length,
    height,
    ballastFactor,
    inputWatts,
    table: { symmetry, horizontalAngles, verticalAngles, candela },
  };
}
