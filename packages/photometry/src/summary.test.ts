import { describe, expect, it } from 'vitest';
import { parseEulumdat, type Eulumdat } from './eulumdat.js';
import { halfPlaneFlux, photometricSummary, type PhotometricSummary } from './summary.js';
import { ldt, type Fixture } from './test-support/ldt.js';

const degrees = (radians: number) => (radians * 180) / Math.PI;
const cos = (gamma: number) => Math.cos((gamma * Math.PI) / 180);
const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);

function file(fixture: Fixture): Eulumdat {
  const parsed = parseEulumdat(ldt(fixture));
  if (!parsed) throw new Error('the fixture did not parse');
  return parsed;
}

function summary(fixture: Fixture): PhotometricSummary {
  const computed = photometricSummary(file(fixture));
  if (!computed) throw new Error('the fixture sends no light');
  return computed;
}

/** A rotationally symmetric file (Isym 1) of I(γ) in cd/klm, gamma 0–180° in `step` degree steps. */
const roundFile = (intensity: (gamma: number) => number, step = 1): Fixture => {
  const gammaAngles = steps(0, 180, step);
  return { symmetry: 1, cAngles: [0], gammaAngles, intensities: [gammaAngles.map(intensity)] };
};

describe('the flux a curve holds', () => {
  it('is exact for an intensity linear between the angles', () => {
    // I = γ (in radians) from 0 to π/2: ∫ γ sin γ dγ = [sin γ − γ cos γ] = 1.
    const gammas = [0, 90];
    expect(halfPlaneFlux(gammas, [0, Math.PI / 2])).toBeCloseTo(1, 12);
    // A constant between two angles: cos 30° − cos 60°; and only the part asked for.
    expect(halfPlaneFlux([30, 60], [5, 5])).toBeCloseTo(5 * (cos(30) - cos(60)), 12);
    expect(halfPlaneFlux([0, 90], [1, 1], 0, 60)).toBeCloseTo(1 - cos(60), 12);
  });
});

describe('the photometric summary', () => {
  // A Lambertian emitter of 1000 lm per 1000 lm of lamp flux: I = (1000/π) cos γ, all downward.
  const lambertian = summary(roundFile((gamma) => (gamma <= 90 ? (1000 / Math.PI) * cos(gamma) : 0)));

  it('integrates a Lambertian emitter’s flux, all of it downward', () => {
    expect(lambertian.lightOutputRatio).toBeCloseTo(1, 3);
    expect(lambertian.downwardLightOutputRatio).toBeCloseTo(1, 3);
    expect(lambertian.upwardLightOutputRatio).toBeCloseTo(0, 12);
    expect(lambertian.downwardFluxFraction).toBeCloseTo(1, 12);
    // The fixture's lamps: 1000 lm at 10 W.
    expect(lambertian.luminaireFlux).toBeCloseTo(1000, 0);
    expect(lambertian.efficacy).toBeCloseTo(100, 1);
  });

  it('gives a Lambertian emitter its flux code, beam and field angles', () => {
    // Its flux within γ of the nadir is sin²γ of all of it: 0.4375, 0.75 and 0.9375 in the three cones.
    expect(lambertian.cieFluxCode).toEqual([44, 75, 94, 100, 100]);
    // Half of the peak at cos γ = 0.5 (60° each side), a tenth at cos γ = 0.1.
    expect(lambertian.beam.c0c180.halfPeak).toBeCloseTo(120, 1);
    expect(lambertian.beam.c90c270.halfPeak).toBeCloseTo(120, 1);
    expect(lambertian.beam.c0c180.tenthPeak).toBeCloseTo(2 * degrees(Math.acos(0.1)), 1);
    expect(lambertian.peak).toEqual({ candelaPerKilolumen: 1000 / Math.PI, candela: 1000 / Math.PI, c: 0, gamma: 0 });
  });

  it('splits an isotropic source half up, half down', () => {
    const isotropic = summary(roundFile(() => 1000 / (4 * Math.PI), 5));
    expect(isotropic.lightOutputRatio).toBeCloseTo(1, 10);
    expect(isotropic.downwardLightOutputRatio).toBeCloseTo(0.5, 10);
    expect(isotropic.upwardLightOutputRatio).toBeCloseTo(0.5, 10);
    expect(isotropic.cieFluxCode).toEqual([25, 50, 75, 50, 50]);
  });

  it('measures a narrow beam: I₀ cosⁿγ with a 30° beam and 80 % of the lamps’ flux', () => {
    // Half of the peak at 15°: cos¹⁵ⁿ = 0.5. Its flux is 2π I₀ / (n + 1).
    const n = Math.log(0.5) / Math.log(cos(15));
    const peak = (800 * (n + 1)) / (2 * Math.PI);
    const narrow = summary(roundFile((gamma) => (gamma <= 90 ? peak * cos(gamma) ** n : 0), 0.5));
    expect(narrow.lightOutputRatio).toBeCloseTo(0.8, 3);
    expect(narrow.beam.c0c180.halfPeak).toBeCloseTo(30, 1);
    expect(narrow.beam.c0c180.tenthPeak).toBeCloseTo(2 * degrees(Math.acos(0.1 ** (1 / n))), 1);
    expect(narrow.peak.candela).toBeCloseTo(peak, 6);
    // Nearly all of it within 41.4° of the nadir.
    expect(narrow.cieFluxCode).toEqual([100, 100, 100, 100, 80]);
  });

  it('reads an asymmetric optic plane by plane, its peak off the nadir', () => {
    // Light only towards C0 (a street optic throwing across the road): a bump at γ = 60°, 10° to
    // half of it each side; none towards C180, and along the road (C90/C270) a share of it.
    const gammaAngles = steps(0, 90, 1);
    const bump = (gamma: number) => 1000 * Math.max(0, 1 - Math.abs(gamma - 60) / 20);
    const cAngles = steps(0, 345, 15);
    const intensities = steps(0, 180, 15).map((c) => gammaAngles.map((gamma) => (c < 90 ? bump(gamma) * cos(c) : 0)));
    const street = summary({ symmetry: 2, cAngles, gammaAngles, intensities });
    expect(street.peak).toMatchObject({ candelaPerKilolumen: 1000, c: 0, gamma: 60 });
    // Across the road the bump alone: from 50° to 70°.
    expect(street.beam.c0c180.halfPeak).toBeCloseTo(20, 6);
    expect(street.beam.c0c180.tenthPeak).toBeCloseTo(36, 6);
    // Along the road nothing: C90 and C270 hold no light, so no beam.
    expect(street.beam.c90c270.halfPeak).toBe(0);
    expect(street.upwardLightOutputRatio).toBeCloseTo(0, 12);
  });

  it('is null for a file that sends no light', () => {
    expect(photometricSummary(file(roundFile(() => 0, 45)))).toBeNull();
  });
});
