import { describe, expect, it } from 'vitest';
import { bugRating, ratingsOf, type BugRating, type BugZoneLumens } from './bug.js';
import { parseEulumdat } from './eulumdat.js';
import { ldt, type Fixture } from './test-support/ldt.js';

const sin = (gamma: number) => Math.sin((gamma * Math.PI) / 180);
const cos = (gamma: number) => Math.cos((gamma * Math.PI) / 180);
/** cos γ below the horizontal, none above: exactly 0 at 90°, where the cosine of a float is not. */
const lambert = (gamma: number) => (gamma < 90 ? cos(gamma) : 0);
const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);

function rating(fixture: Fixture): BugRating | null {
  const file = parseEulumdat(ldt(fixture));
  if (!file) throw new Error('the fixture did not parse');
  return bugRating(file);
}

const noLight: BugZoneLumens = {
  frontLow: 0,
  frontMid: 0,
  frontHigh: 0,
  frontVeryHigh: 0,
  backLow: 0,
  backMid: 0,
  backHigh: 0,
  backVeryHigh: 0,
  uplightLow: 0,
  uplightHigh: 0,
};

/** Lumens a Lambertian emitter of `flux` sends between two gamma angles over a share of the circle. */
const lambertianZone = (flux: number, from: number, to: number, shareOfCircle: number) =>
  flux * (sin(to) ** 2 - sin(from) ** 2) * shareOfCircle;

describe('the BUG zone lumens', () => {
  it('split a Lambertian downlight as the closed form does, half in front and half behind', () => {
    // I(γ) = I₀ cos γ holds π I₀ (cd/klm, so lm per klm of lamp flux): I₀ = 1000/π of 10,000 lm is 10,000 lm.
    const gammaAngles = steps(0, 180, 1);
    const bug = rating({
      symmetry: 1,
      cAngles: [0],
      gammaAngles,
      lampFlux: 10_000,
      intensities: [gammaAngles.map((gamma) => (1000 / Math.PI) * lambert(gamma))],
    })!;
    const half = (from: number, to: number) => lambertianZone(10_000, from, to, 0.5);
    const expected = {
      frontLow: half(0, 30),
      frontMid: half(30, 60),
      frontHigh: half(60, 80),
      frontVeryHigh: half(80, 90),
    };
    for (const [zone, lumens] of Object.entries(expected)) {
      expect(bug.zoneLumens[zone as keyof BugZoneLumens]).toBeCloseTo(lumens, -1);
      const back = zone.replace('front', 'back') as keyof BugZoneLumens;
      expect(bug.zoneLumens[back]).toBeCloseTo(lumens, -1);
    }
    expect(bug.zoneLumens.uplightLow + bug.zoneLumens.uplightHigh).toBe(0);
    // 1,250 lm low behind (over B2's 1,000), 2,500 mid (B2's limit), 1,099 high (over B2's 1,000): B3.
    // Round, so the glare table is type V's: 151 lm very high (G2's 225), 1,099 high (G1's 1,800): G2.
    expect(bug).toMatchObject({ backlight: 3, uplight: 0, glare: 2, quadrilateralSymmetric: true });
  });

  it('count the light above the horizontal of a bare lamp as uplight, low and high', () => {
    // An isotropic 1,000 lm source: 1000/4π cd/klm everywhere; 90–100° holds (cos 90° − cos 100°)/2 of it.
    const gammaAngles = steps(0, 180, 5);
    const bug = rating({
      symmetry: 1,
      cAngles: [0],
      gammaAngles,
      intensities: [gammaAngles.map(() => 1000 / (4 * Math.PI))],
    })!;
    expect(bug.zoneLumens.uplightLow).toBeCloseTo((1000 * (cos(90) - cos(100))) / 2, 6);
    expect(bug.zoneLumens.uplightHigh).toBeCloseTo((1000 * (cos(100) - cos(180))) / 2, 6);
    // 86.8 and 413.2 lm: over U2's 50, within U3's 500.
    expect(bug.uplight).toBe(3);
  });

  it('put a street optic in front: the planes round C90, and half of each plane on the dividing line', () => {
    // Lambertian on the planes C0–C180 (every 15°), dark on the house side: the planes C0 and C180
    // stand for 7.5° on either side of the line, so 180° of Lambertian light is in front and 15° behind.
    const cAngles = steps(0, 345, 15);
    const gammaAngles = steps(0, 90, 1);
    const lambertian = gammaAngles.map((gamma) => 1000 * lambert(gamma));
    const bug = rating({
      symmetry: 0,
      cAngles,
      gammaAngles,
      lampFlux: 1000,
      intensities: cAngles.map((c) => (c <= 180 ? lambertian : gammaAngles.map(() => 0))),
    })!;
    // ∫ I₀ cos γ sin γ dγ over the C width W (radians) is W I₀ (sin² b − sin² a)/2, in lm at 1 klm.
    const zone = (from: number, to: number, widthDegrees: number) =>
      ((widthDegrees * Math.PI) / 180) * 1000 * ((sin(to) ** 2 - sin(from) ** 2) / 2);
    expect(bug.zoneLumens.frontLow).toBeCloseTo(zone(0, 30, 180), 0);
    expect(bug.zoneLumens.frontHigh).toBeCloseTo(zone(60, 80, 180), 0);
    expect(bug.zoneLumens.backMid).toBeCloseTo(zone(30, 60, 15), 0);
    expect(bug.zoneLumens.backVeryHigh).toBeCloseTo(zone(80, 90, 15), 0);
    expect(bug.quadrilateralSymmetric).toBe(false);
    // Behind: 33, 65, 29 lm (B0's 110, 220, 110); in front 345 lm high, 47 very high (G1: 660, 100).
    expect(bug).toMatchObject({ backlight: 0, uplight: 0, glare: 1 });
  });

  it('gives none where the file stops at the horizontal with light there, or before it', () => {
    const upToHorizontal = steps(0, 90, 5);
    const lit = upToHorizontal.map((gamma) => 100 * cos(gamma / 2));
    expect(rating({ symmetry: 1, cAngles: [0], gammaAngles: upToHorizontal, intensities: [lit] })).toBeNull();
    const cutOff = upToHorizontal.map((gamma) => 100 * lambert(gamma));
    expect(rating({ symmetry: 1, cAngles: [0], gammaAngles: upToHorizontal, intensities: [cutOff] })).toMatchObject({
      uplight: 0,
    });
    const short = steps(0, 60, 5);
    expect(rating({ symmetry: 1, cAngles: [0], gammaAngles: short, intensities: [short.map(() => 100)] })).toBeNull();
  });
});

describe('the BUG ratings of Addendum A', () => {
  const ratings = (zones: Partial<BugZoneLumens>, symmetric = false) => ratingsOf({ ...noLight, ...zones }, symmetric);

  it('rate no light B0 U0 G0, and the least uplight U1', () => {
    expect(ratings({})).toEqual({ backlight: 0, uplight: 0, glare: 0 });
    expect(ratings({ uplightLow: 0.01 }).uplight).toBe(1);
    expect(ratings({ uplightHigh: 10 }).uplight).toBe(1);
    expect(ratings({ uplightHigh: 10.01 }).uplight).toBe(2);
    expect(ratings({ uplightLow: 1000.01 }).uplight).toBe(5);
  });

  it('hold each zone to its own limits, a limit itself within', () => {
    expect(ratings({ backMid: 220 }).backlight).toBe(0);
    expect(ratings({ backMid: 220.01 }).backlight).toBe(1);
    expect(ratings({ backLow: 2500.01, backMid: 2500 }).backlight).toBe(4);
    expect(ratings({ backHigh: 5000.01 }).backlight).toBe(5);
    // Forward light low and mid do not count at all: they are the light the luminaire is for.
    expect(ratings({ frontLow: 1e6, frontMid: 1e6 })).toEqual({ backlight: 0, uplight: 0, glare: 0 });
    expect(ratings({ frontHigh: 660 }).glare).toBe(0);
    expect(ratings({ frontHigh: 12_000.01 }).glare).toBe(5);
    expect(ratings({ frontVeryHigh: 225, backVeryHigh: 100 }).glare).toBe(2);
  });

  it('limit the back high zone as glare by the front one for a type V distribution', () => {
    expect(ratings({ backHigh: 1500 })).toEqual({ backlight: 3, uplight: 0, glare: 3 });
    expect(ratings({ backHigh: 1500 }, true)).toEqual({ backlight: 3, uplight: 0, glare: 1 });
  });
});
