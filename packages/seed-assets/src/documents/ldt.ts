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
import {
  type CandelaTable,
  type Symmetry,
  C_STEP,
  candelaTable,
  directRatios,
  downwardFluxFraction,
  foldC,
  intensityAt,
} from './photometry.js';

/** EULUMDAT (.ldt) photometric files: intensities in cd/klm of lamp flux, absolute LED photometry. */

const CRLF = '\r\n';
const MAX_TEXT = 78;

const isymOf: Record<Symmetry, number> = { none: 0, rotational: 1, 'c0-c180': 2, 'c90-c270': 3, quadrant: 4 };
const symmetryOfIsym: Record<number, Symmetry> = {
  0: 'none',
  1: 'rotational',
  2: 'c0-c180',
  3: 'c90-c270',
  4: 'quadrant',
};

/** 1-based first and last stored C plane (Mc1, Mc2) for a symmetry; Isym 3 wraps past 360°. */
function storedRange(isym: number, mc: number): [number, number] {
  switch (isym) {
    case 1:
      return [1, 1];
    case 2:
      return [1, mc / 2 + 1];
    case 3:
      return [(3 * mc) / 4 + 1, (3 * mc) / 4 + 1 + mc / 2];
    case 4:
      return [1, mc / 4 + 1];
    default:
      return [1, mc];
  }
}

function storedPlanes(isym: number, cAngles: readonly number[]): number[] {
  const [mc1, mc2] = storedRange(isym, cAngles.length);
  const planes: number[] = [];
  for (let i = mc1; i <= mc2; i++) planes.push(cAngles[(i - 1) % cAngles.length] ?? 0);
  return planes;
}

function linearType(model: DocumentModel): boolean {
  const { length, width, diameter } = model.technical;
  return diameter === null && length !== null && width !== null && width > 0 && length / width >= 2.5;
}

export function ldtFile(model: DocumentModel, options: { date?: Date } = {}): string {
  const t = model.technical;
  const table = candelaTable(t);
  if (!table || t.flux === null) throw new Error(`${model.nkCode}: no light output, so no LDT file`);
  const flux = t.flux;
  const date = options.date ?? documentDate(model);
  const isym = isymOf[table.symmetry];
  // Ityp: 1 point source with rotational symmetry, 2 linear luminaire, 3 point source otherwise.
  const ityp = table.symmetry === 'rotational' ? 1 : linearType(model) ? 2 : 3;
  const dc = table.symmetry === 'rotational' ? 10 : C_STEP;
  const mc = 360 / dc;
  const cAngles = Array.from({ length: mc }, (_, i) => i * dc);
  const gammas = table.verticalAngles;
  const dg = (gammas[1] ?? 0) - (gammas[0] ?? 0);
  const opening = luminousOpening(t);
  const round = t.diameter !== null && t.diameter > 0;
  const mm = (value: number | null): string => decimal(value ?? 0, 0);
  const text = (value: string): string => ascii(value).slice(0, MAX_TEXT);
  const perKlm = 1000 / flux;

  const lines = [
    text(`${MANUFACTURER} photometric data / EULUMDAT`),
    String(ityp),
    String(isym),
    String(mc),
    decimal(dc, 2),
    String(gammas.length),
    decimal(dg, 2),
    text(reportNumber(model, date)),
    text(`${model.name} LED luminaire`),
    text(model.nkCode),
    text(`${model.nkCode}.ldt`),
    text(`${isoDate(date)} / ${TEST_LAB}`),
    mm(round ? t.diameter : t.length),
    mm(round ? 0 : t.width),
    mm(t.height),
    mm(opening.length),
    mm(opening.shape === 'round' ? 0 : opening.width),
    '0',
    '0',
    '0',
    '0',
    decimal(downwardFluxFraction(table), 1),
    '100', // LORL: absolute photometry, the lamp flux is the luminaire flux
    '1',
    '0',
    '1',
    '1',
    text(`LED ${t.cct !== null ? `${t.cct} K` : ''}`.trim()),
    decimal(flux, 0),
    text(t.cct !== null ? `${t.cct}K` : '-'),
    text(t.cri !== null ? String(t.cri) : '-'),
    decimal(t.power, 2),
    ...directRatios(table).map((ratio) => ratio.toFixed(3)),
    ...cAngles.map((c) => decimal(c, 2)),
    ...gammas.map((g) => decimal(g, 2)),
    ...storedPlanes(isym, cAngles).flatMap((c) => gammas.map((g) => decimal(intensityAt(table, c, g) * perKlm, 2))),
  ];
  return lines.join(CRLF) + CRLF;
}

interface LdtLampSet {
  count: number;
  type: string;
  /** Total luminous flux of the set, lm. */
  flux: number;
  colour: string;
  colourRendering: string;
  watts: number;
}

export interface ParsedLdt {
  company: string;
  ityp: number;
  isym: number;
  reportNumber: string;
  luminaireName: string;
  luminaireNumber: string;
  fileName: string;
  dateUser: string;
  /** mm; width 0 for a round luminaire (length is then the diameter). */
  length: number;
  width: number;
  height: number;
  luminousLength: number;
  luminousWidth: number;
  downwardFluxFraction: number;
  lightOutputRatio: number;
  conversionFactor: number;
  tilt: number;
  lampSets: LdtLampSet[];
  directRatios: number[];
  /** Every C angle the file lists (Mc of them). */
  cAngles: number[];
  /** Luminaire flux, lm: lamp flux × LORL. */
  flux: number;
  watts: number;
  /** Intensities in absolute cd, on the canonical planes of the symmetry. */
  table: CandelaTable;
}

function fail(message: string): never {
  throw new Error(`Invalid LDT file: ${message}`);
}

/** Parses and strictly validates a EULUMDAT file; returns absolute intensities. */
export function parseLdt(text: string): ParsedLdt {
  if (/\r(?!\n)/.test(text)) fail('stray carriage return (lines must end with CR LF or LF)');
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  let cursor = 0;
  const next = (what: string): string => {
    if (cursor >= lines.length) fail(`unexpected end of file at line ${cursor + 1}, expected ${what}`);
    return lines[cursor++] ?? '';
  };
  const textField = (what: string): string => {
    const value = next(what);
    if (value.length > MAX_TEXT) fail(`line ${cursor} (${what}) is longer than ${MAX_TEXT} characters`);
    return value.trim();
  };
  const num = (what: string): number => {
    const raw = next(what).trim();
    // Many tools write a decimal comma; accept it, nothing else.
    if (!/^[-+]?(\d+[.,]?\d*|[.,]\d+)([eE][-+]?\d+)?$/.test(raw))
      fail(`line ${cursor} (${what}) is not a number: "${raw.slice(0, 30)}"`);
    return Number(raw.replace(',', '.'));
  };
  const int = (what: string, min: number, max: number): number => {
    const value = num(what);
    if (!Number.isInteger(value) || value < min || value > max)
      fail(`line ${cursor} (${what}) must be an integer ${min}…${max}, got ${value}`);
    return value;
  };

  const company = textField('company identification');
  const ityp = int('type indicator Ityp', 0, 3);
  const isym = int('symmetry indicator Isym', 0, 4);
  const mc = int('number of C planes Mc', 1, 721);
  const dc = num('distance between C planes Dc');
  const ng = int('number of γ angles Ng', 2, 1441);
  const dg = num('distance between γ angles Dg');
  if (dc < 0 || dg < 0) fail('Dc and Dg must not be negative');
  if ((isym === 2 && mc % 2 !== 0) || ((isym === 3 || isym === 4) && mc % 4 !== 0))
    fail(`Mc = ${mc} is not divisible as Isym ${isym} requires`);
  const reportNumber = textField('measurement report number');
  const luminaireName = textField('luminaire name');
  const luminaireNumber = textField('luminaire number');
  const fileName = textField('file name');
  const dateUser = textField('date / user');
  const length = num('length / diameter of luminaire');
  const width = num('width of luminaire');
  const height = num('height of luminaire');
  const luminousLength = num('length / diameter of luminous area');
  const luminousWidth = num('width of luminous area');
  for (const plane of ['C0', 'C90', 'C180', 'C270']) num(`height of luminous area ${plane}`);
  const downwardFluxFraction = num('downward flux fraction DFF');
  const lightOutputRatio = num('light output ratio LORL');
  const conversionFactor = num('conversion factor for luminous intensities');
  const tilt = num('tilt of luminaire during measurement');
  if (downwardFluxFraction < 0 || downwardFluxFraction > 100) fail(`DFF must be 0…100 %, got ${downwardFluxFraction}`);
  if (lightOutputRatio <= 0 || lightOutputRatio > 100) fail(`LORL must be within (0, 100] %, got ${lightOutputRatio}`);
  if (conversionFactor <= 0) fail(`conversion factor must be positive, got ${conversionFactor}`);
  const setCount = int('number of standard sets of lamps', 1, 20);
  const lampSets: LdtLampSet[] = [];
  for (let i = 0; i < setCount; i++) {
    const count = num(`number of lamps, set ${i + 1}`);
    if (!Number.isInteger(count) || count === 0)
      fail(`number of lamps of set ${i + 1} must be a non-zero integer, got ${count}`);
    const type = textField(`type of lamps, set ${i + 1}`);
    const flux = num(`total luminous flux of lamps, set ${i + 1}`);
    if (flux <= 0) fail(`lamp flux of set ${i + 1} must be positive, got ${flux}`);
    const colour = textField(`colour appearance, set ${i + 1}`);
    const colourRendering = textField(`colour rendering, set ${i + 1}`);
    const watts = num(`wattage including ballast, set ${i + 1}`);
    lampSets.push({ count, type, flux, colour, colourRendering, watts });
  }
  const directRatios = Array.from({ length: 10 }, (_, i) => {
    const ratio = num(`direct ratio ${i + 1}`);
    if (ratio < 0 || ratio > 1) fail(`direct ratio ${i + 1} must be within 0…1, got ${ratio}`);
    return ratio;
  });

  const cAngles = Array.from({ length: mc }, (_, i) => num(`C angle ${i + 1}`));
  const gammas = Array.from({ length: ng }, (_, i) => num(`γ angle ${i + 1}`));
  cAngles.forEach((c, i) => {
    if (c < 0 || c >= 360 || (i > 0 && c <= (cAngles[i - 1] ?? 0)))
      fail(`C angles must ascend strictly within 0…<360 (C angle ${i + 1} = ${c})`);
    if (dc > 0 && Math.abs(c - i * dc) > 1e-6) fail(`C angle ${i + 1} = ${c} does not match Dc = ${dc}`);
  });
  if (cAngles[0] !== 0) fail('the first C angle must be 0');
  gammas.forEach((g, i) => {
    if (g < 0 || g > 180 || (i > 0 && g <= (gammas[i - 1] ?? 0)))
      fail(`γ angles must ascend strictly within 0…180 (γ angle ${i + 1} = ${g})`);
    if (dg > 0 && Math.abs(g - (gammas[0] ?? 0) - i * dg) > 1e-6)
      fail(`γ angle ${i + 1} = ${g} does not match Dg = ${dg}`);
  });

  const planes = storedPlanes(isym, cAngles);
  const symmetry = symmetryOfIsym[isym] ?? 'none';
  const lampFlux = lampSets.reduce((sum, set) => sum + set.flux, 0);
  const toCandela = (conversionFactor * lampFlux) / 1000;
  const rows = planes.map((c) =>
    gammas.map((g) => {
      const value = num(`intensity at C${c} γ${g}`);
      if (value < 0) fail(`negative intensity at C${c} γ${g}`);
      return value * toCandela;
    }),
  );
  const rest = lines.slice(cursor).filter((line) => line.trim() !== '');
  if (rest.length > 0) fail(`${rest.length} unexpected line(s) after the ${planes.length} × ${ng} intensities`);

  // Re-key the stored planes onto the canonical range of the symmetry (Isym 3 stores 270°…90°).
  const canonical = planes
    .map((c, i) => ({ c: symmetry === 'rotational' ? 0 : foldC(symmetry, c), row: rows[i] ?? [] }))
    .sort((a, b) => a.c - b.c);
  const expectedRange: Record<Symmetry, [number, number]> = {
    rotational: [0, 0],
    quadrant: [0, 90],
    'c0-c180': [0, 180],
    'c90-c270': [90, 270],
    none: [0, cAngles[mc - 1] ?? 0],
  };
  const [lo, hi] = expectedRange[symmetry];
  if (canonical[0]?.c !== lo || canonical[canonical.length - 1]?.c !== hi)
    fail(`the stored C planes do not cover ${lo}…${hi}° as Isym ${isym} requires`);

  return {
    company,
    ityp,
    isym,
    reportNumber,
    luminaireName,
    luminaireNumber,
    fileName,
    dateUser,
    length,
    width,
    height,
    luminousLength,
    luminousWidth,
    downwardFluxFraction,
    lightOutputRatio,
    conversionFactor,
    tilt,
    lampSets,
    directRatios,
    cAngles,
    flux: (lampFlux * lightOutputRatio) / 100,
    watts: lampSets.reduce((sum, set) => sum + set.watts, 0),
    table: {
      symmetry,
      horizontalAngles: canonical.map((p) => p.c),
      verticalAngles: gammas,
      candela: canonical.map((p) => p.row),
    },
  };
}
