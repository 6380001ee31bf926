import { type DistributionCode, distributionOf } from '@ostrel/catalog-specs/distribution';
import type { Technical } from '@ostrel/contract/schemas/catalog';

/**
 * Luminous intensity model of a catalogue luminaire in the C-γ system (CIE / IES type C):
 * γ = 0° points straight down (nadir), γ = 180° up; C = 0° runs along the luminaire's length
 * (along the road for street lights), C = 90° across it (the street side for street lights).
 *
 * A table holds only the C planes its symmetry needs, the same subsets IES LM-63 uses:
 * rotational [0], quadrant 0–90, c0-c180 0–180, c90-c270 90–270, none 0–360.
 */
export type Symmetry = 'rotational' | 'quadrant' | 'c0-c180' | 'c90-c270' | 'none';

export interface CandelaTable {
  symmetry: Symmetry;
  /** C angles, degrees, strictly ascending, covering the symmetry's canonical range. */
  horizontalAngles: number[];
  /** γ angles, degrees, strictly ascending within 0–180. */
  verticalAngles: number[];
  /** Absolute luminous intensity, cd: `candela[h][v]` for horizontalAngles[h], verticalAngles[v]. */
  candela: number[][];
}

/** Beam (full width at half maximum, °) assumed when a model does not state one. */
const defaultBeam: Record<DistributionCode, number> = {
  wide: 110,
  medium: 70,
  narrow: 30,
  spot: 15,
  batwing: 110,
  asymmetric: 60,
  'street-2': 130,
  'street-3': 140,
};

const deg = Math.PI / 180;

function symmetryOf(distribution: DistributionCode): Symmetry {
  switch (distribution) {
    case 'batwing':
      return 'quadrant';
    case 'asymmetric':
      return 'c0-c180';
    case 'street-2':
    case 'street-3':
      return 'c90-c270';
    default:
      return 'rotational';
  }
}

/** The C planes a table of the given symmetry holds, at `step` degrees. */
function canonicalPlanes(symmetry: Symmetry, step: number): number[] {
  const range: Record<Symmetry, [number, number]> = {
    rotational: [0, 0],
    quadrant: [0, 90],
    'c0-c180': [0, 180],
    'c90-c270': [90, 270],
    none: [0, 360],
  };
  const [from, to] = range[symmetry];
  return steps(from, to, step);
}

function steps(from: number, to: number, step: number): number[] {
  const count = Math.round((to - from) / step);
  return Array.from({ length: count + 1 }, (_, i) => round6(from + i * step));
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Maps any C angle onto the range the table of this symmetry stores. */
export function foldC(symmetry: Symmetry, c: number): number {
  const a = ((c % 360) + 360) % 360;
  switch (symmetry) {
    case 'rotational':
      return 0;
    case 'quadrant': {
      const half = a > 180 ? 360 - a : a;
      return half > 90 ? 180 - half : half;
    }
    case 'c0-c180':
      return a > 180 ? 360 - a : a;
    case 'c90-c270':
      // Mirror across the 90–270 plane: I(C) = I(180° − C).
      if (a < 90) return 180 - a;
      if (a > 270) return 540 - a;
      return a;
    case 'none':
      return a;
  }
}

/** Linear interpolation position of `x` in ascending `xs`: [lower index, fraction]; null outside. */
function locate(xs: readonly number[], x: number): [number, number] | null {
  const n = xs.length;
  const first = xs[0];
  const last = xs[n - 1];
  if (first === undefined || last === undefined || x < first - 1e-9 || x > last + 1e-9) return null;
  if (n === 1) return [0, 0];
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] ?? 0) <= x) lo = mid;
    else hi = mid;
  }
  const x0 = xs[lo] ?? 0;
  const x1 = xs[hi] ?? x0;
  return [lo, x1 > x0 ? Math.min(1, Math.max(0, (x - x0) / (x1 - x0))) : 0];
}

function planeValue(table: CandelaTable, h: number, gamma: number): number {
  const row = table.candela[h];
  const at = locate(table.verticalAngles, gamma);
  if (!row || !at) return 0; // outside the measured γ range the luminaire emits nothing
  const [v, f] = at;
  return (row[v] ?? 0) * (1 - f) + (row[v + 1] ?? row[v] ?? 0) * f;
}

/** Intensity, cd, in any direction, interpolated bilinearly and unfolded by the table's symmetry. */
export function intensityAt(table: CandelaTable, c: number, gamma: number): number {
  const hs = table.horizontalAngles;
  const folded = foldC(table.symmetry, c);
  const last = hs[hs.length - 1] ?? 0;
  if (table.symmetry === 'none' && folded > last) {
    // Between the last stored plane and 360°, which is the first plane again.
    const span = 360 - last;
    const f = span > 0 ? (folded - last) / span : 0;
    return planeValue(table, hs.length - 1, gamma) * (1 - f) + planeValue(table, 0, gamma) * f;
  }
  const at = locate(hs, folded);
  if (!at) return 0;
  const [h, f] = at;
  const a = planeValue(table, h, gamma);
  return f > 0 ? a * (1 - f) + planeValue(table, h + 1, gamma) * f : a;
}

/** ∫ I(γ) sin γ dγ over one plane (trapezoidal on the stored γ nodes), cd·sr per radian of C. */
function planeIntegral(gammas: readonly number[], row: readonly number[]): number {
  let sum = 0;
  for (let i = 1; i < gammas.length; i++) {
    const g0 = (gammas[i - 1] ?? 0) * deg;
    const g1 = (gammas[i] ?? 0) * deg;
    sum += ((row[i - 1] ?? 0) * Math.sin(g0) + (row[i] ?? 0) * Math.sin(g1)) * 0.5 * (g1 - g0);
  }
  return sum;
}

/** Total luminous flux of a table, lm: the intensity integrated over the whole sphere. */
export function luminousFlux(table: CandelaTable, range: { gammaMax?: number } = {}): number {
  const gammaMax = range.gammaMax ?? 180;
  const gammas = table.verticalAngles.filter((g) => g <= gammaMax + 1e-9);
  const zones = table.candela.map((row) => planeIntegral(gammas, row));
  const hs = table.horizontalAngles;
  if (table.symmetry === 'rotational') return 2 * Math.PI * (zones[0] ?? 0);
  let sum = 0;
  for (let i = 1; i < hs.length; i++) {
    sum += ((zones[i - 1] ?? 0) + (zones[i] ?? 0)) * 0.5 * ((hs[i] ?? 0) - (hs[i - 1] ?? 0)) * deg;
  }
  const last = hs[hs.length - 1] ?? 0;
  if (table.symmetry === 'none' && last < 360)
    sum += ((zones[hs.length - 1] ?? 0) + (zones[0] ?? 0)) * 0.5 * (360 - last) * deg;
  const copies: Record<Symmetry, number> = { rotational: 1, quadrant: 4, 'c0-c180': 2, 'c90-c270': 2, none: 1 };
  return sum * copies[table.symmetry];
}

/** The direction of the highest intensity in the table. */
export function peakDirection(table: CandelaTable): { c: number; gamma: number; candela: number } {
  let best = { c: 0, gamma: 0, candela: -1 };
  table.candela.forEach((row, h) => {
    row.forEach((value, v) => {
      if (value > best.candela)
        best = { c: table.horizontalAngles[h] ?? 0, gamma: table.verticalAngles[v] ?? 0, candela: value };
    });
  });
  return best;
}

/** Unit direction vector: x towards C0, y towards C90, z up. */
function direction(c: number, gamma: number): [number, number, number] {
  const sg = Math.sin(gamma * deg);
  return [sg * Math.cos(c * deg), sg * Math.sin(c * deg), -Math.cos(gamma * deg)];
}

/** Cosine-power lobe whose intensity halves at `halfAngle` from its axis. */
function cosineExponent(halfAngle: number): number {
  return Math.log(0.5) / Math.log(Math.cos(halfAngle * deg));
}

/** Fades the intensity out between γ = start and 90° so that no light leaves above the horizon. */
function horizonCut(gamma: number, start: number): number {
  if (gamma <= start) return 1;
  if (gamma >= 90) return 0;
  return 0.5 * (1 + Math.cos(((gamma - start) / (90 - start)) * Math.PI));
}

/** Outer angle at which a profile over γ ∈ [0°, 90°] falls to half its maximum. */
function outerHalfMaximum(profile: (gamma: number) => number): number {
  const values: number[] = [];
  for (let g = 0; g <= 90; g += 0.1) values.push(profile(g));
  const max = Math.max(...values);
  for (let i = values.length - 1; i > 0; i--) {
    const v = values[i] ?? 0;
    const prev = values[i - 1] ?? 0;
    if (prev >= max / 2 && v < max / 2) return (i - 1 + (prev - max / 2) / (prev - v)) * 0.1;
  }
  return 90;
}

/** Bisection for the shape parameter that gives the wanted half-maximum angle (width falls as p grows). */
function fitWidth(
  halfAngle: number,
  profileFor: (p: number) => (gamma: number) => number,
  lo: number,
  hi: number,
): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 40; i++) {
    const mid = Math.sqrt(a * b);
    if (outerHalfMaximum(profileFor(mid)) > halfAngle) a = mid;
    else b = mid;
  }
  return Math.sqrt(a * b);
}

type Shape = (c: number, gamma: number) => number;

function rotationalShape(beam: number): Shape {
  const m = cosineExponent(Math.min(85, beam / 2));
  return (_c, gamma) => (gamma < 90 ? Math.cos(gamma * deg) ** m : 0);
}

/**
 * Office batwing: cosᵖγ·(1 + κ·p·sin²γ) peaks off-axis whenever κ > ½; κ is larger across the
 * luminaire (C90) than along it (C0), as with prismatic or microlens diffusers.
 */
function batwingShape(beam: number): Shape {
  const kappa = (c: number): number => 0.9 * Math.cos(c * deg) ** 2 + 1.25 * Math.sin(c * deg) ** 2;
  const profile =
    (p: number, k: number) =>
    (gamma: number): number =>
      gamma < 90 ? Math.cos(gamma * deg) ** p * (1 + k * p * Math.sin(gamma * deg) ** 2) : 0;
  const p = fitWidth(Math.min(80, beam / 2), (q) => profile(q, kappa(90)), 0.2, 80);
  return (c, gamma) => profile(p, kappa(c))(gamma);
}

/**
 * Wall washer / tilted floodlight: a lobe whose axis leans 35° towards C0, half as wide again
 * along the wall (sideways) as in the tilt plane, cut at the horizon.
 */
function asymmetricShape(beam: number): Shape {
  const tilt = 35 * deg;
  const axis: [number, number, number] = [Math.sin(tilt), 0, -Math.cos(tilt)];
  const inPlane: [number, number, number] = [Math.cos(tilt), 0, Math.sin(tilt)];
  const m = cosineExponent(Math.min(80, beam / 2));
  const lateralStretch = 1.5;
  return (c, gamma) => {
    const d = direction(c, gamma);
    const u = dot(d, axis);
    if (u <= 0) return 0;
    const v = dot(d, inPlane);
    const w = d[1] / lateralStretch;
    const cosTheta = u / Math.sqrt(u * u + v * v + w * w);
    return cosTheta ** m * horizonCut(gamma, 78);
  };
}

/**
 * Road optics (IES types II and III): two lobes thrown along the road at high γ, leaning towards
 * the street side (C90), over a broad base also tilted to the street; little reaches the house side.
 */
function streetShape(type: 2 | 3): Shape {
  const optic =
    type === 2
      ? { gamma: 67, lean: 12, half: 20, baseTilt: 30, baseWeight: 0.5 }
      : { gamma: 64, lean: 28, half: 22, baseTilt: 38, baseWeight: 0.45 };
  const axes = [direction(optic.lean, optic.gamma), direction(180 - optic.lean, optic.gamma)];
  const baseAxis = direction(90, optic.baseTilt);
  return (c, gamma) => {
    const d = direction(c, gamma);
    let value = 0;
    for (const axis of axes) {
      const theta = Math.acos(Math.min(1, Math.max(-1, dot(d, axis)))) / deg;
      value += Math.exp(-Math.LN2 * (theta / optic.half) ** 2);
    }
    const base = dot(d, baseAxis);
    if (base > 0) value += optic.baseWeight * base ** 2.5;
    // Light scattered by the cover glass reaches the house side too.
    value += 0.06 * Math.max(0, -d[2]);
    // The lens cuts off above the lobes, as road optics do: little light 80–90° from the nadir,
    // where it glares (the BUG rating's very high zone holds about 2 % of the flux).
    return value * horizonCut(gamma, 72);
  };
}

function dot(a: readonly [number, number, number], b: readonly [number, number, number]): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

function shapeFor(distribution: DistributionCode, beam: number): Shape {
  switch (distribution) {
    case 'batwing':
      return batwingShape(beam);
    case 'asymmetric':
      return asymmetricShape(beam);
    case 'street-2':
      return streetShape(2);
    case 'street-3':
      return streetShape(3);
    default:
      return rotationalShape(beam);
  }
}

/** γ step fine enough to resolve the beam: tight beams need 1°, the rest 2.5°. */
function gammaStep(distribution: DistributionCode, beam: number): number {
  return symmetryOf(distribution) === 'rotational' && beam < 30 ? 1 : 2.5;
}

/** C step of non-rotational tables. */
export const C_STEP = 5;

/**
 * The intensity table of a model, normalised so that its flux equals `technical.flux`.
 * Null for devices without light output. Deterministic: the same data gives the same table.
 */
export function candelaTable(technical: Technical): CandelaTable | null {
  if (technical.flux === null || technical.flux <= 0) return null;
  const distribution = distributionOf(technical);
  const symmetry = symmetryOf(distribution);
  const beam = Math.min(170, Math.max(4, technical.beamAngle ?? defaultBeam[distribution]));
  const shape = shapeFor(distribution, beam);
  const verticalAngles = steps(0, 180, gammaStep(distribution, beam));
  const horizontalAngles = canonicalPlanes(symmetry, C_STEP);
  const relative: CandelaTable = {
    symmetry,
    horizontalAngles,
    verticalAngles,
    candela: horizontalAngles.map((c) => verticalAngles.map((g) => shape(c, g))),
  };
  const scale = technical.flux / luminousFlux(relative);
  return { ...relative, candela: relative.candela.map((row) => row.map((value) => value * scale)) };
}

/** Fraction, %, of the flux emitted below the horizontal (the downward flux fraction). */
export function downwardFluxFraction(table: CandelaTable): number {
  const total = luminousFlux(table);
  return total > 0 ? (100 * luminousFlux(table, { gammaMax: 90 })) / total : 100;
}

/** Room indices the EULUMDAT direct ratios are given for. */
const ROOM_INDICES = [0.6, 0.8, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5] as const;

/**
 * Direct ratios: the share of the downward flux that falls straight onto the working plane of a
 * square room of index k = a / 2h, for a regular 3 × 3 array of these luminaires (ceiling-mounted,
 * h = mounting height above the working plane). A 2° grid is plenty for three decimals.
 */
export function directRatios(table: CandelaTable): number[] {
  const cells: Array<{ x: number; y: number; w: number }> = [];
  let downward = 0;
  for (let g = 1; g < 90; g += 2) {
    for (let c = 1; c < 360; c += 2) {
      const w = intensityAt(table, c, g) * Math.sin(g * deg);
      if (w <= 0) continue;
      downward += w;
      const t = Math.tan(g * deg);
      cells.push({ x: t * Math.cos(c * deg), y: t * Math.sin(c * deg), w });
    }
  }
  const positions = [1 / 6, 1 / 2, 5 / 6];
  return ROOM_INDICES.map((k) => {
    const side = 2 * k; // room side in units of h
    let hit = 0;
    for (const px of positions) {
      for (const py of positions) {
        const x0 = -px * side;
        const x1 = (1 - px) * side;
        const y0 = -py * side;
        const y1 = (1 - py) * side;
        for (const cell of cells) if (cell.x >= x0 && cell.x <= x1 && cell.y >= y0 && cell.y <= y1) hit += cell.w;
      }
    }
    return downward > 0 ? hit / (downward * positions.length ** 2) : 0;
  });
}
