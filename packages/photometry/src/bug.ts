import { lampFlux, planeIntensities, type Eulumdat } from './eulumdat.js';
import { halfPlaneFlux } from './summary.js';

/**
 * The luminaire's lumens in the ten secondary solid angles of IES TM-15-11 (the Luminaire
 * Classification System for outdoor luminaires). Front is the street side, the half round C90
 * (C0 to C180); back the half round C270. Low, mid, high and very high are 0–30°, 30–60°, 60–80°
 * and 80–90° from the nadir; uplight low 90–100°, high 100–180°, all the way round.
 */
export interface BugZoneLumens {
  frontLow: number;
  frontMid: number;
  frontHigh: number;
  frontVeryHigh: number;
  backLow: number;
  backMid: number;
  backHigh: number;
  backVeryHigh: number;
  uplightLow: number;
  uplightHigh: number;
}

/** The BUG rating (TM-15-11 Addendum A): backlight, uplight and glare, each 0 (least) to 5. */
export interface BugRating {
  backlight: number;
  uplight: number;
  glare: number;
  zoneLumens: BugZoneLumens;
  /**
   * The distribution is the same in all four quadrants (an IES type V, round or square): the
   * glare rating then limits the back high zone as it does the front one, not as backlight.
   */
  quadrilateralSymmetric: boolean;
}

// Addendum A's tables: the most lumens each zone may hold for ratings 0–4; more is 5.
const backlightLimits = {
  backHigh: [110, 500, 1000, 2500, 5000],
  backMid: [220, 1000, 2500, 5000, 8500],
  backLow: [110, 500, 1000, 2500, 5000],
} as const;
const uplightLimits = {
  uplightHigh: [0, 10, 50, 500, 1000],
  uplightLow: [0, 10, 50, 500, 1000],
} as const;
const glareLimitsAsymmetric = {
  frontVeryHigh: [10, 100, 225, 500, 750],
  backVeryHigh: [10, 100, 225, 500, 750],
  frontHigh: [660, 1800, 5000, 7500, 12000],
  backHigh: [110, 500, 1000, 2500, 5000],
} as const;
const glareLimitsSymmetric = { ...glareLimitsAsymmetric, backHigh: glareLimitsAsymmetric.frontHigh } as const;

type Limits = Partial<Record<keyof BugZoneLumens, readonly number[]>>;

/** The lowest rating whose limits every zone keeps within. */
function ratingWithin(zones: BugZoneLumens, limits: Limits): number {
  for (let rating = 0; rating < 5; rating += 1) {
    const within = Object.entries(limits).every(
      ([zone, limit]) => zones[zone as keyof BugZoneLumens] <= (limit[rating] ?? Number.POSITIVE_INFINITY),
    );
    if (within) return rating;
  }
  return 5;
}

// The C ranges of the two halves, also shifted a turn either way: a plane's sector may straddle C0.
const frontRanges = [-360, 0, 360].map((shift) => [shift, shift + 180] as const);

/** Degrees of the sector [from, to] that lie in front (C0–C180). */
function frontDegrees(from: number, to: number): number {
  return frontRanges.reduce((sum, [low, high]) => sum + Math.max(0, Math.min(to, high) - Math.max(from, low)), 0);
}

/**
 * Each C plane of the full circle with the sector it stands for: half-way to its neighbours, the
 * trapezoid rule round the circle the summary integrates with.
 */
function planeSectors(file: Eulumdat): { intensities: number[]; from: number; to: number }[] {
  const angles = file.symmetry === 1 ? [0] : file.cAngles;
  const first = angles[0] ?? 0;
  const last = angles.at(-1) ?? 0;
  return angles.map((c, index) => ({
    intensities: planeIntensities(file, c),
    from: (c + (angles[index - 1] ?? last - 360)) / 2,
    to: (c + (angles[index + 1] ?? first + 360)) / 2,
  }));
}

// Intensities this close (of the peak) count as the same when symmetry is judged from the data.
const symmetryTolerance = 0.02;

/** Whether the light is the same in all four quadrants: by the file's flag, or by its data. */
function isQuadrilateralSymmetric(file: Eulumdat): boolean {
  if (file.symmetry === 1 || file.symmetry === 4) return true;
  // A loop, not a spread: a fine grid holds more values than a call takes arguments.
  const peak = file.intensities.reduce((most, plane) => plane.reduce((top, value) => Math.max(top, value), most), 0);
  const same = (a: readonly number[], b: readonly number[]) =>
    a.every((value, index) => Math.abs(value - (b[index] ?? 0)) <= symmetryTolerance * peak);
  return file.cAngles.every((c) => {
    const plane = planeIntensities(file, c);
    return same(plane, planeIntensities(file, 360 - c)) && same(plane, planeIntensities(file, 180 - c));
  });
}

/**
 * The BUG rating of IES TM-15-11 Addendum A from a file's intensities (docs: the package README,
 * "The BUG rating"). Null when the file cannot give one: no lamp flux, no light, or light at the
 * horizontal with no angles measured above it (the uplight would be a guess).
 */
export function bugRating(file: Eulumdat): BugRating | null {
  const flux = lampFlux(file);
  const gammas = file.gammaAngles;
  const lastGamma = gammas.at(-1) ?? 0;
  const sectors = planeSectors(file);
  if (!(flux > 0)) return null;
  if (lastGamma < 180) {
    const atLast = gammas.length - 1;
    const lightAtEnd = sectors.some(({ intensities }) => (intensities[atLast] ?? 0) > 0);
    if (lastGamma <= 90 ? lastGamma < 90 || lightAtEnd : lightAtEnd) return null;
  }
  const lumensPerCdPerKlm = flux / 1000;
  // Zone flux by halves: each sector's width in radians times its plane's half-plane integral.
  const between = (from: number, to: number) => {
    let front = 0;
    let all = 0;
    for (const sector of sectors) {
      const flow = halfPlaneFlux(gammas, sector.intensities, from, to);
      front += ((frontDegrees(sector.from, sector.to) * Math.PI) / 180) * flow;
      all += (((sector.to - sector.from) * Math.PI) / 180) * flow;
    }
    return { front: front * lumensPerCdPerKlm, back: (all - front) * lumensPerCdPerKlm };
  };
  const low = between(0, 30);
  const mid = between(30, 60);
  const high = between(60, 80);
  const veryHigh = between(80, 90);
  const uplightLow = between(90, 100);
  const uplightHigh = between(100, 180);
  const zoneLumens: BugZoneLumens = {
    frontLow: low.front,
    frontMid: mid.front,
    frontHigh: high.front,
    frontVeryHigh: veryHigh.front,
    backLow: low.back,
    backMid: mid.back,
    backHigh: high.back,
    backVeryHigh: veryHigh.back,
    uplightLow: uplightLow.front + uplightLow.back,
    uplightHigh: uplightHigh.front + uplightHigh.back,
  };
  const zones = Object.keys(zoneLumens) as (keyof BugZoneLumens)[];
  const total = zones.reduce((sum, zone) => sum + zoneLumens[zone], 0);
  if (!(total > 0)) return null;
  const quadrilateralSymmetric = isQuadrilateralSymmetric(file);
  return { ...ratingsOf(zoneLumens, quadrilateralSymmetric), zoneLumens, quadrilateralSymmetric };
}

/** The three ratings Addendum A's tables give for the lumens in each zone. */
export function ratingsOf(
  zoneLumens: BugZoneLumens,
  quadrilateralSymmetric: boolean,
): Pick<BugRating, 'backlight' | 'uplight' | 'glare'> {
  return {
    backlight: ratingWithin(zoneLumens, backlightLimits),
    uplight: ratingWithin(zoneLumens, uplightLimits),
    glare: ratingWithin(zoneLumens, quadrilateralSymmetric ? glareLimitsSymmetric : glareLimitsAsymmetric),
  };
}
