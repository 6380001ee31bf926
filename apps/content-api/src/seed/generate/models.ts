import type { Technical } from '@ostrel/contract/schemas/catalog';
import { parseEulumdat } from '@ostrel/photometry/eulumdat';
import { catalogueUgr } from '@ostrel/photometry/ugr';
import { ldtFile } from '@ostrel/seed-assets/documents/ldt';
import type * as z from 'zod';
import type { GeneratedModel } from '../catalog-types.js';
import type { CatalogFile, T } from '../content-schema.js';
import { mulberry32 } from '../random.js';

type Catalog = z.output<typeof CatalogFile>;
type Series = Catalog['series'][number];
type Params = Series['models'];
type Distribution = Params['distribution'][number];
type Shape = Series['shape'];

/** Models per series: enough to show a real range, few enough to read the table at a glance. */
const MIN_MODELS = 3;
const MAX_MODELS = 12;
const NO_DIMMING = '—';

interface Variant {
  power: number;
  powerIndex: number;
  cct: number | null;
  distribution: Distribution | null;
  distIndex: number;
  dimming: string;
  dimIndex: number;
}

interface Draft {
  variant: Variant;
  nkCode: string;
  name: string;
  /** Efficacy of the LED board alone (CCT, CRI, bin): what ages a model, unlike its optic. */
  boardEfficacy: number;
  efficacy: number | null;
}

// ─── Deterministic randomness ────────────────────────────────────────────────

/** FNV-1a, 32 bit: a stable hash of a string, identical on every run and platform. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1), fixed for a given key. */
function random(key: string): number {
  return mulberry32(fnv1a(key))();
}

/** A factor in [1 − spread, 1 + spread], fixed for a given key. */
function jitter(key: string, spread: number): number {
  return 1 + (random(key) * 2 - 1) * spread;
}

/**
 * The id depends on the nkCode only, so adding, removing or reordering models and series never
 * renumbers the others (favourites store ids). 31 bits keep it a positive GraphQL/PostgreSQL int.
 */
function stableId(nkCode: string): number {
  return 1 + (fnv1a(`model:${nkCode}`) % 0x7ffffffe);
}

const round = (value: number, step: number): number => Math.round(value / step) * step;
const round1 = (value: number): number => Math.round(value * 10) / 10;
const round2 = (value: number): number => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

// ─── Photometry ──────────────────────────────────────────────────────────────

/**
 * Series efficacy is quoted for the 4000 K, Ra 80 build (the reference LED bin); warmer CCTs and
 * higher CRI cost efficacy, as on any LED datasheet.
 */
function cctFactor(cct: number): number {
  if (cct <= 2700) return 0.9;
  if (cct <= 3000) return 0.94;
  if (cct <= 3500) return 0.97;
  // Cooler bins are about as efficient as 4000 K in current mid-power LEDs.
  return 1;
}

function criFactor(cri: number | null): number {
  if (cri === null || cri < 85) return 1;
  return cri < 95 ? 0.86 : 0.78;
}

/** Tighter optics lose some light in the reflector or TIR lens. */
const distributionFactor: Record<Distribution, number> = {
  wide: 1,
  batwing: 1,
  medium: 0.98,
  narrow: 0.96,
  spot: 0.93,
  asymmetric: 0.97,
  'street-2': 1,
  'street-3': 0.99,
};

/** Archived models are the previous LED generation. */
const PREVIOUS_GENERATION = 0.87;

type BeamGroup = 'highbay' | 'floodlight' | 'accent' | 'downlight' | 'diffuse';

function beamGroup(series: Series): BeamGroup {
  switch (series.shape) {
    case 'highbay':
      return 'highbay';
    case 'floodlight':
      return 'floodlight';
    case 'exproof':
      // Boxed Ex luminaires are floodlights; well-glass and linear ones spread light like any fitting.
      return series.models.form === 'box' ? 'floodlight' : 'diffuse';
    case 'track':
    case 'spot':
    case 'wallwasher':
      return 'accent';
    case 'downlight':
    case 'bollard':
      return 'downlight';
    default:
      return 'diffuse';
  }
}

/** FWHM beam angles, degrees; the same code means different optics on a spot and on a high-bay. */
const beamAngles: Record<BeamGroup, Partial<Record<Distribution, number>>> = {
  highbay: { wide: 120, medium: 90, narrow: 60, spot: 30 },
  floodlight: { wide: 100, medium: 60, narrow: 25, spot: 12 },
  accent: { wide: 60, medium: 36, narrow: 24, spot: 15 },
  downlight: { wide: 100, medium: 60, narrow: 36, spot: 24 },
  diffuse: { wide: 115, batwing: 100, medium: 80, narrow: 40, spot: 30 },
};

/** The glare limits of EN 12464-1 a catalogue quotes "UGR < N" against. */
const ugrLimits = [16, 19, 22, 25, 28];

/**
 * What an office luminaire declares, "UGR < N": the lowest limit its own LDT file's 4H×8H, 70/50/20
 * value (to one decimal, as planning programs print it) stays under; null above the last, where
 * only the UGR table speaks. Read from the file, so the claim and the file cannot disagree.
 */
function declaredUgr(model: GeneratedModel): number | null {
  const key = JSON.stringify(model.technical);
  const known = declaredUgrs.get(key);
  if (known !== undefined) return known;
  const file = parseEulumdat(ldtFile(model));
  const value = file && catalogueUgr(file);
  const declared = value === null ? null : (ugrLimits.find((limit) => Math.round(value * 10) / 10 < limit) ?? null);
  declaredUgrs.set(key, declared);
  return declared;
}

/**
 * Declared limits by the technical data a file is written from (its photometry depends on nothing
 * else): each file is written for this once per process however often the models are generated.
 */
const declaredUgrs = new Map<string, number | null>();

// ─── Electrical ──────────────────────────────────────────────────────────────

function voltage(series: Series, dimming: string): string {
  const section = series.section[0];
  if (series.shape === 'sensor' && dimming.startsWith('DALI')) return '9.5–22.5 V DC (DALI bus)';
  // Wide-range drivers ride out the voltage dips of plant networks and long street feeders; a
  // series uses one driver family, so the whole range gets them.
  const highPower = Math.max(...series.models.powers) >= 100;
  if (section === 'explosion-proof' || (section === 'street' && highPower)) return '100–305 V AC';
  return '176–264 V AC';
}

/** Active PFC improves with load; below 5 W drivers have no PFC stage worth quoting. */
function powerFactor(power: number): number | null {
  if (power < 5) return null;
  return round2(0.9 + 0.08 * (1 - Math.exp(-power / 60)));
}

const lightless = (shape: Shape): boolean => shape === 'sensor' || shape === 'controller';

/** Driver inrush peak (A) and pulse width at 50 % of peak (µs), as in driver datasheets: both grow with power. */
function inrush(series: Series, power: number, dimming: string): { current: number | null; width: number | null } {
  if (lightless(series.shape)) return { current: null, width: null };
  // One driver per power and dimming option: the same figures for every CCT.
  const spread = jitter(`${series.gnkCode}/${power}/${dimming}/inrush`, 0.06);
  const current = power < 10 ? 4 + 0.8 * power : clamp(12 + 14 * Math.log2(power / 10), 12, 95);
  const width = power < 10 ? 40 + 5 * power : clamp(90 + 60 * Math.log2(power / 10), 90, 350);
  return { current: Math.round(current * spread), width: round(clamp(width * spread, 40, 350), 5) };
}

function protectionClass(series: Series): string {
  if (series.shape === 'exproof') return 'I';
  if (['sensor', 'controller', 'emergency', 'bollard'].includes(series.shape)) return 'II';
  return Math.max(...series.models.powers) <= 20 ? 'II' : 'I';
}

const baseLifetime: Record<Shape, number | null> = {
  panel: 50_000,
  linear: 60_000,
  downlight: 50_000,
  spot: 50_000,
  track: 50_000,
  highbay: 100_000,
  street: 100_000,
  floodlight: 100_000,
  exproof: 100_000,
  emergency: 50_000,
  bollard: 80_000,
  wallwasher: 70_000,
  sensor: null,
  controller: null,
};

function lifetime(series: Series): number | null {
  const base = baseLifetime[series.shape];
  if (base === null) return null;
  // A five-year warranty is only offered where the thermal design gives L80 well beyond it.
  return series.warrantyYears === 5 ? Math.max(base, Math.min(150_000, base * 1.5)) : base;
}

// ─── Mechanics ───────────────────────────────────────────────────────────────

interface Size {
  length: number | null;
  width: number | null;
  height: number | null;
  diameter: number | null;
}

/** Standard lengths, mm; emergency luminaires only need room for a short LED board and the battery. */
function linearLengths(series: Series): readonly number[] {
  return series.shape === 'emergency' ? [350, 600] : [600, 1200, 1500];
}

/** The most powerful model of a linear series is the longest; the others scale at the same W/m. */
function linearLength(series: Series, power: number): number {
  const lengths = linearLengths(series);
  const longest = Math.max(...lengths);
  const target = (power / Math.max(...series.models.powers)) * longest;
  let best = longest;
  for (const length of lengths) if (Math.abs(length - target) < Math.abs(best - target)) best = length;
  return best;
}

function linearSection(series: Series): [number, number] {
  const ip = Number(series.models.ip.replace(/\D/g, '').slice(0, 2));
  const density = Math.max(...series.models.powers) / 1.5;
  switch (series.shape) {
    case 'exproof':
      return [130, 125];
    case 'emergency':
      return [80, 65];
    case 'highbay':
      return [170, 85];
    case 'wallwasher':
      return density < 20 ? [40, 55] : [70, 85];
    default:
      if (density < 25) return [30, 40];
      return ip >= 65 ? [90, 100] : [55, 70];
  }
}

function size(series: Series, power: number): Size {
  const none: Size = { length: null, width: null, height: null, diameter: null };
  const p = power;
  switch (series.models.form) {
    case 'square': {
      const height = series.models.mounting === 'recessed' ? 40 : 55;
      if (p <= 20) return { ...none, length: 295, width: 295, height };
      if (p <= 45) return { ...none, length: 595, width: 595, height };
      return { ...none, length: 1195, width: 295, height };
    }
    case 'linear': {
      const [width, height] = linearSection(series);
      return { ...none, length: linearLength(series, p), width, height };
    }
    case 'round':
      switch (series.shape) {
        case 'highbay':
          return { ...none, diameter: round(200 + 1.3 * p, 10), height: round(130 + 0.3 * p, 5) };
        case 'exproof':
          return { ...none, diameter: round(160 + 2 * p, 10), height: round(220 + 2 * p, 5) };
        case 'street':
          return { ...none, diameter: round(400 + 2 * p, 10), height: round(380 + p, 10) };
        case 'bollard':
          return { ...none, diameter: 160, height: round(550 + 25 * p, 50) };
        case 'track':
          return { ...none, diameter: round(70 + 1.5 * p, 5), height: round(120 + 3 * p, 5) };
        case 'spot':
          return { ...none, diameter: round(60 + 2.5 * p, 5), height: round(70 + 3 * p, 5) };
        case 'sensor':
          return { ...none, diameter: 90, height: 45 };
        case 'emergency':
          return { ...none, diameter: 110, height: 60 };
        default: {
          // Downlights: deep anti-glare reflectors need a taller body than opal optics.
          const deep = series.models.distribution[0] !== 'wide';
          return { ...none, diameter: round(100 + 4 * p, 5), height: round(55 + 1.2 * p + (deep ? 40 : 0), 5) };
        }
      }
    case 'box':
      switch (series.shape) {
        case 'floodlight': {
          const side = 120 + 20 * Math.sqrt(p);
          return {
            ...none,
            length: round(side, 10),
            width: round(side * 0.8, 10),
            height: round(60 + 3 * Math.sqrt(p), 5),
          };
        }
        case 'street':
          return {
            ...none,
            length: round(300 + 35 * Math.sqrt(p), 10),
            width: round(160 + 8 * Math.sqrt(p), 10),
            height: round(70 + 2 * Math.sqrt(p), 5),
          };
        case 'exproof': {
          const side = 250 + 20 * Math.sqrt(p);
          return { ...none, length: round(side, 10), width: round(side * 0.8, 10), height: 150 };
        }
        case 'emergency': {
          // Exit signs: the pictogram grows with viewing distance, and so does the LED power.
          const length = round(220 + 70 * p, 10);
          return { ...none, length, width: 40, height: round(length * 0.45, 5) };
        }
        case 'controller': {
          // Wall panels sit on a standard 86×86 mm frame; everything else is a DIN-rail module.
          if (series.models.mounting !== 'din-rail') return { ...none, length: 86, width: 86, height: 40 };
          const modules = p <= 1 ? 2 : p <= 3 ? 4 : 6;
          return { ...none, length: round(modules * 17.5, 1), width: 90, height: 60 };
        }
        case 'sensor':
          return { ...none, length: 100, width: 100, height: 45 };
        default: {
          const side = 100 + 15 * Math.sqrt(p);
          return { ...none, length: round(side, 10), width: round(side, 10), height: round(side * 0.4, 5) };
        }
      }
  }
}

/** Apparent density of the envelope, kg/dm³: die-cast and Ex housings are heavy, panels mostly air. */
const envelopeDensity: Record<Shape, number> = {
  panel: 0.22,
  linear: 0.33,
  downlight: 0.5,
  spot: 0.6,
  track: 0.5,
  highbay: 0.3,
  street: 0.33,
  floodlight: 0.45,
  exproof: 0.7,
  emergency: 0.3,
  bollard: 0.28,
  wallwasher: 0.5,
  sensor: 0.35,
  controller: 0.5,
};

function weight(series: Series, dims: Size): number {
  const height = dims.height ?? 50;
  const litres =
    dims.diameter !== null
      ? (Math.PI / 4) * dims.diameter ** 2 * height * 1e-6
      : (dims.length ?? 100) * (dims.width ?? 100) * height * 1e-6;
  // Post-top lanterns are mostly an empty diffuser around a small LED engine.
  const density = series.shape === 'street' && series.models.form === 'round' ? 0.1 : envelopeDensity[series.shape];
  const kg = litres * density;
  return kg < 1 ? Math.max(0.05, round2(kg)) : round1(kg);
}

// ─── Naming ──────────────────────────────────────────────────────────────────

const distributionCode: Record<Distribution, string> = {
  wide: 'W',
  medium: 'M',
  narrow: 'N',
  spot: 'SP',
  asymmetric: 'A',
  batwing: 'BW',
  'street-2': 'T2',
  'street-3': 'T3',
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/×/g, 'x')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const powerToken = (power: number): string => String(power).replace('.', 'p');

/** Lighting-catalogue colour code: first digit of the CRI, then CCT in hundreds of kelvin (840 = Ra 80, 4000 K). */
function colourCode(cri: number | null, cct: number): string {
  return `${Math.floor((cri ?? 80) / 10)}${Math.round(cct / 100)}`;
}

function naming(series: Series, v: Variant): { nkCode: string; name: string } {
  const params = series.models;
  const codes: string[] = [series.gnkCode];
  const names: string[] = [series.name];
  if (v.cct === null) {
    // Devices without a colour code: power only tells models apart when the series has several.
    if (params.powers.length > 1) {
      codes.push(`${powerToken(v.power)}w`);
      names.push(`${v.power}W`);
    }
    if (v.dimming !== NO_DIMMING) {
      codes.push(slug(v.dimming));
      names.push(v.dimming);
    }
  } else {
    const colour = colourCode(params.cri, v.cct);
    codes.push(powerToken(v.power), colour);
    names.push(`${v.power}/${colour}`);
    // The first distribution and dimming option are the series defaults and carry no suffix.
    if (v.distribution !== null && v.distIndex > 0) {
      codes.push(distributionCode[v.distribution].toLowerCase());
      names.push(distributionCode[v.distribution]);
    }
    if (v.dimIndex > 0 && v.dimming !== NO_DIMMING) {
      codes.push(slug(v.dimming));
      names.push(v.dimming);
    }
  }
  return { nkCode: codes.join('-'), name: names.join(' ') };
}

const nouns: Record<Shape, T> = {
  panel: { ru: 'Светодиодная панель', en: 'LED panel' },
  linear: { ru: 'Линейный светодиодный светильник', en: 'Linear LED luminaire' },
  downlight: { ru: 'Встраиваемый светодиодный светильник', en: 'Recessed LED downlight' },
  spot: { ru: 'Акцентный светодиодный светильник', en: 'LED accent spotlight' },
  track: { ru: 'Трековый светодиодный светильник', en: 'LED track spotlight' },
  highbay: { ru: 'Светильник для высоких пролётов', en: 'High-bay luminaire' },
  street: { ru: 'Светодиодный уличный светильник', en: 'LED street luminaire' },
  floodlight: { ru: 'Светодиодный прожектор', en: 'LED floodlight' },
  exproof: { ru: 'Взрывозащищённый светодиодный светильник', en: 'Explosion-proof LED luminaire' },
  emergency: { ru: 'Светильник аварийного освещения', en: 'Emergency luminaire' },
  bollard: { ru: 'Светодиодный светильник-столбик', en: 'LED bollard' },
  wallwasher: { ru: 'Архитектурный линейный светильник', en: 'Architectural linear luminaire' },
  sensor: { ru: 'Датчик присутствия', en: 'Presence detector' },
  controller: { ru: 'Устройство управления освещением', en: 'Lighting control device' },
};

const exitSignNoun: T = { ru: 'Световой указатель', en: 'Illuminated exit sign' };

// Russian typography groups digits from five-digit numbers on: 4300 лм, 12 500 лм.
const ruNumber = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1, useGrouping: 'min2' });
const enNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

function describe(series: Series, tech: Technical): T {
  const noun = series.shape === 'emergency' && tech.flux === null ? exitSignNoun : nouns[series.shape];
  const ru: string[] = [];
  const en: string[] = [];
  if (tech.flux === null) {
    ru.push(noun.ru);
    en.push(noun.en);
    if (tech.dimming !== null && lightless(series.shape)) {
      ru.push(tech.dimming);
      en.push(tech.dimming);
    }
    ru.push(`${ruNumber.format(tech.power)} Вт`);
    en.push(`${enNumber.format(tech.power)} W`);
  } else {
    ru.push(`${noun.ru} ${ruNumber.format(tech.power)} Вт`, `${ruNumber.format(tech.flux)} лм`);
    en.push(`${noun.en} ${enNumber.format(tech.power)} W`, `${enNumber.format(tech.flux)} lm`);
    if (tech.cct !== null) {
      ru.push(`${tech.cct} K`);
      en.push(`${tech.cct} K`);
    }
  }
  ru.push(tech.ip);
  en.push(tech.ip);
  if (tech.exMarking !== null) {
    ru.push(tech.exMarking);
    en.push(tech.exMarking);
  }
  if (tech.emergencyAutonomy !== null) {
    ru.push(`автономность ${ruNumber.format(tech.emergencyAutonomy)} ч`);
    en.push(`${enNumber.format(tech.emergencyAutonomy)} h autonomy`);
  }
  if (tech.dimming !== null && !lightless(series.shape)) {
    ru.push(tech.dimming);
    en.push(tech.dimming);
  }
  return { ru: ru.join(', '), en: en.join(', ') };
}

// ─── Expansion ───────────────────────────────────────────────────────────────

function variants(params: Params): Variant[] {
  const ccts = params.cct.length > 0 ? params.cct : [null];
  const distributions = params.distribution.length > 0 ? params.distribution : [null];
  const dimmings = params.dimming.length > 0 ? params.dimming : [NO_DIMMING];
  const all: Variant[] = [];
  params.powers.forEach((power, powerIndex) => {
    for (const cct of ccts) {
      distributions.forEach((distribution, distIndex) => {
        dimmings.forEach((dimming, dimIndex) => {
          all.push({ power, powerIndex, cct, distribution, distIndex, dimming, dimIndex });
        });
      });
    }
  });
  return all;
}

/**
 * Over the cap, keep the standard build of every power and CCT first, then the optional optics and
 * dimming, neutral white (closest to 4000 K) first: that is the order a range grows in.
 */
function cap(all: Variant[]): Variant[] {
  if (all.length <= MAX_MODELS) return all;
  const priority = (v: Variant): number[] => [
    (v.distIndex > 0 ? 1 : 0) + (v.dimIndex > 0 ? 1 : 0),
    v.cct === null ? 0 : Math.abs(v.cct - 4000),
    v.powerIndex,
    v.distIndex,
    v.dimIndex,
  ];
  return [...all].sort((a, b) => compare(priority(a), priority(b))).slice(0, MAX_MODELS);
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const displayOrder = (v: Variant): number[] => [v.power, v.cct ?? 0, v.distIndex, v.dimIndex];

function boardEfficacy(series: Series, v: Variant): number {
  const params = series.models;
  if (params.efficacy === null) return 0;
  // One LED board per power: every CCT of that power shares the same small shortfall from the
  // nominal figure (never above it, so "up to N lm/W" in the texts holds).
  const bin = 1 - random(`${series.gnkCode}/${v.power}/board`) * 0.03;
  const cct = v.cct === null ? 1 : cctFactor(v.cct);
  return params.efficacy * cct * criFactor(params.cri) * bin;
}

function baseEfficacy(series: Series, v: Variant): number | null {
  if (series.models.efficacy === null) return null;
  const optic = v.distribution === null ? 1 : distributionFactor[v.distribution];
  return boardEfficacy(series, v) * optic;
}

/** Archived models are replaced by the closest current one: same optic and control first, then power and CCT. */
function distance(a: Variant, b: Variant): number {
  return (
    Math.abs(Math.log(a.power / b.power)) * 10 +
    (a.cct !== null && b.cct !== null ? Math.abs(a.cct - b.cct) / 1000 : 0) +
    (a.distIndex === b.distIndex ? 0 : 6) +
    (a.dimIndex === b.dimIndex ? 0 : 2)
  );
}

function technical(series: Series, v: Variant, nominalEfficacy: number | null): Technical {
  const params = series.models;
  const flux = nominalEfficacy === null ? null : round(v.power * nominalEfficacy, 10);
  const efficacy = flux === null ? null : round1(flux / v.power);
  const dims = size(series, v.power);
  const driver = inrush(series, v.power, v.dimming);
  return {
    power: v.power,
    flux,
    efficacy,
    cct: v.cct,
    cri: params.cri,
    beamAngle: v.distribution === null ? null : (beamAngles[beamGroup(series)][v.distribution] ?? null),
    distribution: v.distribution,
    // Declared from the model's LDT file once the model exists (declaredUgr).
    ugr: null,
    voltage: voltage(series, v.dimming),
    powerFactor: powerFactor(v.power),
    inrushCurrent: driver.current,
    inrushPulseWidth: driver.width,
    dimming: v.dimming === NO_DIMMING ? null : v.dimming,
    protectionClass: protectionClass(series),
    ip: params.ip,
    ik: params.ik,
    tempMin: params.tempMin,
    tempMax: params.tempMax,
    exMarking: params.exMarking,
    exCertificates: params.exCertificates,
    ...dims,
    weight: weight(series, dims),
    mounting: params.mounting,
    housing: params.housing.en,
    lifetimeHours: lifetime(series),
    emergencyAutonomy: params.emergencyAutonomy,
    warrantyYears: series.warrantyYears,
  };
}

function expandSeries(series: Series): GeneratedModel[] {
  const selected = cap(variants(series.models)).sort((a, b) => compare(displayOrder(a), displayOrder(b)));
  if (selected.length < MIN_MODELS) {
    throw new Error(
      `Series ${series.gnkCode} expands to ${selected.length} models; at least ${MIN_MODELS} are needed.`,
    );
  }
  const drafts: Draft[] = selected.map((variant) => ({
    variant,
    ...naming(series, variant),
    boardEfficacy: boardEfficacy(series, variant),
    efficacy: baseEfficacy(series, variant),
  }));

  // The oldest generation is the least efficient LED board (warm bins, the weakest power); then
  // the lossier optic and the start of the range break ties.
  const archivedCount = series.models.archived;
  if (archivedCount >= drafts.length) {
    throw new Error(`Series ${series.gnkCode} would have no current model left to replace its archived ones.`);
  }
  const archived = new Set(
    drafts
      .map((draft, index) => ({ index, board: draft.boardEfficacy, efficacy: draft.efficacy ?? 0 }))
      .sort((a, b) => a.board - b.board || a.efficacy - b.efficacy || a.index - b.index)
      .slice(0, archivedCount)
      .map((entry) => entry.index),
  );
  const current = drafts.filter((_, index) => !archived.has(index));

  return drafts.map((draft, index): GeneratedModel => {
    const isArchived = archived.has(index);
    let replacedBy: string | null = null;
    if (isArchived) {
      let best: Draft | undefined;
      for (const candidate of current) {
        if (best === undefined || distance(draft.variant, candidate.variant) < distance(draft.variant, best.variant)) {
          best = candidate;
        }
      }
      replacedBy = best?.nkCode ?? null;
    }
    const efficacy = draft.efficacy === null ? null : draft.efficacy * (isArchived ? PREVIOUS_GENERATION : 1);
    const tech = technical(series, draft.variant, efficacy);
    const model: GeneratedModel = {
      id: stableId(draft.nkCode),
      nkCode: draft.nkCode,
      gnkCode: series.gnkCode,
      name: draft.name,
      seriesName: series.name,
      description: describe(series, tech),
      archived: isArchived,
      replacedBy,
      sort: index + 1,
      technical: tech,
    };
    return model;
  });
}

/**
 * Expands every series of catalog.yaml into its models. Pure and deterministic: the same catalogue
 * always yields the same models, codes and ids, so seeds, URLs and favourites stay stable.
 */
export function generateModels(catalog: Catalog, options: { declaredUgr?: boolean } = {}): GeneratedModel[] {
  const models = catalog.series.flatMap(expandSeries);
  const codes = new Set<string>();
  const ids = new Map<number, string>();
  for (const model of models) {
    if (codes.has(model.nkCode)) throw new Error(`Duplicate model code ${model.nkCode}.`);
    codes.add(model.nkCode);
    const clash = ids.get(model.id);
    if (clash !== undefined) throw new Error(`Model ids of ${clash} and ${model.nkCode} collide.`);
    ids.set(model.id, model.nkCode);
  }
  if (options.declaredUgr === false) return models;
  const offices = officeSeries(catalog);
  return models.map((model) => withDeclaredUgr(model, offices));
}

/** The gnkCodes of the office series: their luminaires declare a UGR limit. */
export function officeSeries(catalog: Catalog): ReadonlySet<string> {
  return new Set(catalog.series.filter((series) => series.section[0] === 'office').map((series) => series.gnkCode));
}

/**
 * The model with its declared UGR limit, for an office luminaire: what generateModels gives unless
 * told not to. Writing its LDT file for this takes tens of milliseconds, so what needs only the
 * models' codes and files' names (the media planner) leaves it out and declares it for the one
 * model whose documents it writes.
 */
export function withDeclaredUgr(model: GeneratedModel, offices: ReadonlySet<string>): GeneratedModel {
  if (!offices.has(model.gnkCode) || model.technical.flux === null) return model;
  return { ...model, technical: { ...model.technical, ugr: declaredUgr(model) } };
}
