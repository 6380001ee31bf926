import type { Eulumdat } from '@ostrel/photometry/eulumdat';
import { describe, expect, it } from 'vitest';
import {
  calculationGrid,
  designRoom,
  evaluateLayout,
  gridFor,
  gridSpacing,
  interreflectedIlluminance,
  maxLuminaires,
  pointIlluminance,
  roomIndex,
  type Room,
} from './illuminance.js';
import { luminousIntensity } from './light-distribution.js';

const degrees = (value: number) => (value * Math.PI) / 180;
const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);

/** A distribution with every C plane stored (symmetry 0), from a shape in cd/klm. */
function distribution(shape: (c: number, gamma: number) => number): Eulumdat {
  const cAngles = steps(0, 345, 15);
  const gammaAngles = steps(0, 180, 5);
  return {
    luminaireName: 'test',
    header: {
      luminaire: { length: 600, width: 600, height: 40 },
      luminousArea: { length: 500, width: 500, heights: [0, 0, 0, 0] },
      downwardFluxFraction: 100,
      lightOutputRatio: 100,
      conversionFactor: 1,
      tilt: 0,
      lampSets: [],
    },
    symmetry: 0,
    cAngles,
    gammaAngles,
    storedCAngles: cAngles,
    intensities: cAngles.map((c) => gammaAngles.map((gamma) => shape(c, gamma))),
  };
}

// A Lambertian downlight: I = I0 · cos γ below the horizontal, nothing above; Φ = π · I0.
const lambertian = distribution((_c, gamma) => (gamma <= 90 ? Math.cos(degrees(gamma)) : 0));
// Wider across (C0) than along (C90), with a little light upwards: nothing about it is symmetric by chance.
const batwing = distribution((c, gamma) =>
  gamma <= 90
    ? Math.cos(degrees(gamma)) ** 2 * (1 + 0.3 * Math.cos(degrees(2 * c))) + 0.4 * Math.sin(degrees(2 * gamma))
    : 0.1 * Math.sin(degrees(gamma)),
);

describe('luminous intensity from a file', () => {
  it('scales the shape to the rated flux', () => {
    const intensity = luminousIntensity(lambertian, 1000);
    expect(intensity.flux).toBeCloseTo(1000, 6);
    // I0 = Φ / π
    expect(intensity.at(0, 0)).toBeCloseTo(1000 / Math.PI, 0);
    expect(intensity.at(137, 60)).toBeCloseTo((1000 / Math.PI) * 0.5, 0);
    expect(intensity.downwardFlux).toBeCloseTo(1000, 6);
    expect(intensity.at(0, 120)).toBe(0);
  });

  it('splits flux above and below the horizontal', () => {
    const intensity = luminousIntensity(batwing, 5000);
    expect(intensity.flux).toBeCloseTo(5000, 6);
    expect(intensity.downwardFlux).toBeLessThan(5000);
    expect(intensity.downwardFlux).toBeGreaterThan(4000);
  });
});

describe('direct illuminance at a point', () => {
  const intensity = luminousIntensity(lambertian, 1000);
  const i0 = 1000 / Math.PI;

  it('follows the inverse-square-cosine law', () => {
    // Straight below, h = 2 m: E = I0 / h² = 318.31 / 4 = 79.58 lx.
    expect(pointIlluminance(intensity, 2, 0, 0)).toBeCloseTo(i0 / 4, 1);
    // 2 m aside: γ = 45°, d² = 8 m², I = I0 · cos 45°, E = I · cos 45° / d² = I0 · cos⁴45° / h² = 19.89 lx.
    expect(pointIlluminance(intensity, 2, 2, 0)).toBeCloseTo((i0 * Math.cos(degrees(45)) ** 4) / 4, 1);
    expect(pointIlluminance(intensity, 2, 0, 2)).toBeCloseTo(19.89, 1);
    // Twice as high, a quarter of the light below.
    expect(pointIlluminance(intensity, 4, 0, 0)).toBeCloseTo(pointIlluminance(intensity, 2, 0, 0) / 4, 6);
  });

  it('reads the C plane the point lies in: across the luminaire is C0, along it C90', () => {
    const wide = luminousIntensity(batwing, 1000);
    // At γ = 45°: C0 has (1 + 0.3), C90 (1 − 0.3) of the cos² term.
    expect(pointIlluminance(wide, 2, 0, 2)).toBeGreaterThan(pointIlluminance(wide, 2, 2, 0));
    expect(pointIlluminance(wide, 2, 0, 2)).toBeCloseTo(pointIlluminance(wide, 2, 0, -2), 6);
  });

  it('puts the whole downward flux on an endless plane below', () => {
    for (const [file, h] of [
      [lambertian, 2],
      [batwing, 3.5],
    ] as const) {
      const wide = luminousIntensity(file, 1000);
      // ∫ E dA in polar steps: fine near the foot, coarser far out, to 1000 heights away.
      let flux = 0;
      const rings = 4000;
      const maxR = 1000 * h;
      for (let ring = 0; ring < rings; ring++) {
        const inner = maxR * (Math.expm1((ring / rings) * 12) / Math.expm1(12));
        const outer = maxR * (Math.expm1(((ring + 1) / rings) * 12) / Math.expm1(12));
        const r = (inner + outer) / 2;
        for (let sector = 0; sector < 72; sector++) {
          const angle = degrees(sector * 5 + 2.5);
          flux +=
            pointIlluminance(wide, h, r * Math.sin(angle), r * Math.cos(angle)) * r * (outer - inner) * degrees(5);
        }
      }
      expect(flux / wide.downwardFlux).toBeCloseTo(1, 2);
    }
  });
});

describe('the calculation', () => {
  it('grids the area as EN 12464-1 asks, leaving out a 0.5 m band at the walls', () => {
    // d = 10 m: p = 0.2 · 5^1 = 1 m.
    expect(gridSpacing(10)).toBeCloseTo(1, 10);
    const grid = calculationGrid({ length: 11, width: 6, height: 3, workPlaneHeight: 0.8 });
    expect(grid.xs).toHaveLength(10);
    expect(grid.xs[0]).toBeCloseTo(1, 10);
    expect(grid.ys[0]).toBeGreaterThan(0.5);
  });

  it('computes the room index', () => {
    // 10 × 5 m, luminaires 2.2 m above the working plane: 50 / (2.2 · 15) = 1.515
    expect(roomIndex({ length: 10, width: 5, height: 3, workPlaneHeight: 0.8 })).toBeCloseTo(1.515, 3);
  });

  it('lays luminaires out evenly', () => {
    expect(gridFor(8, { length: 10, width: 5 })).toEqual({ rows: 2, columns: 4 });
    expect(gridFor(9, { length: 6, width: 6 })).toEqual({ rows: 3, columns: 3 });
    // Seven in a square room: a 3 × 3 grid rather than one row of seven.
    expect(gridFor(7, { length: 6, width: 6 })).toEqual({ rows: 3, columns: 3 });
  });

  it('scales the illuminance linearly with the flux and the maintenance factor', () => {
    const room: Room = { length: 8, width: 6, height: 3, workPlaneHeight: 0.8 };
    const reflectances = { ceiling: 0.7, walls: 0.5, floor: 0.2 };
    const layout = { rows: 2, columns: 3 };
    const at = (flux: number, maintenance: number) =>
      evaluateLayout(
        room,
        reflectances,
        maintenance,
        { intensity: luminousIntensity(batwing, flux), power: 40 },
        layout,
      );
    const base = at(3000, 0.8);
    const doubled = at(6000, 0.8);
    const dirtier = at(3000, 0.6);
    expect(doubled.average / base.average).toBeCloseTo(2, 9);
    expect(doubled.minimum / base.minimum).toBeCloseTo(2, 9);
    expect(dirtier.average / base.average).toBeCloseTo(0.75, 9);
    expect(base.utilisationFactor).toBeCloseTo(doubled.utilisationFactor, 9);
  });

  /*
   * A worked room. One Lambertian luminaire of 1000 lm at the centre of the ceiling of a 4 × 4 m
   * room, 2 m above the working plane (height 2.8 m, working plane 0.8 m); ceiling 0.7, walls 0.5,
   * floor 0.2; maintenance factor 1.
   *
   * Direct flux on the working plane: each quarter is a 2 × 2 m rectangle with the luminaire's foot
   * at its corner, and a Lambertian source sends it the share of its flux that the differential
   * area's view factor gives, F = 1/(2π) · [A/√(1+A²) · atan(B/√(1+A²)) + B/√(1+B²) · atan(A/√(1+B²))]
   * with A = B = 2/2 = 1: F = 1/(2π) · 2 · 0.70711 · 0.61548 = 0.13853. Four quarters: 0.55412, so
   * 554.1 lm reach the plane and E_direct = 554.1 / 16 = 34.63 lx on average.
   *
   * Reflected: 445.9 lm reach the walls (nothing goes up). First reflection Φ₁ = 554.1 · 0.2 +
   * 445.9 · 0.5 = 333.8 lm. Surfaces: ceiling 16, plane 16, walls 4 · 4 · 2 = 32 m², A = 64 m²;
   * ρm = (16 · 0.7 + 32 · 0.5 + 16 · 0.2) / 64 = 0.475. E_indirect = 333.8 / (64 · 0.525) = 9.93 lx.
   *
   * So E_avg = 34.63 + 9.93 = 44.56 lx, UF = 44.56 · 16 / 1000 = 0.713, room index
   * k = 16 / (2 · 8) = 1. Below the luminaire E = 318.31 / 4 + 9.93 = 89.51 lx; in a corner,
   * 2√2 m aside (γ = 54.74°, cos⁴γ = 1/9): 79.58 / 9 + 9.93 = 18.77 lx.
   */
  it('gives the figures of a worked room', () => {
    const room: Room = { length: 4, width: 4, height: 2.8, workPlaneHeight: 0.8 };
    const reflectances = { ceiling: 0.7, walls: 0.5, floor: 0.2 };
    const luminaire = { intensity: luminousIntensity(lambertian, 1000), power: 10 };
    const fine = calculationGrid(room, { wallBand: 0, spacing: 0.02 });
    const result = evaluateLayout(room, reflectances, 1, luminaire, { rows: 1, columns: 1 }, fine);
    expect(roomIndex(room)).toBeCloseTo(1, 10);
    expect(result.indirect).toBeCloseTo(9.93, 1);
    expect(result.average).toBeCloseTo(44.56, 0);
    expect(result.utilisationFactor).toBeCloseTo(0.713, 2);
    expect(result.maximum).toBeCloseTo(89.51, 0);
    expect(result.minimum).toBeCloseTo(18.77, 0);
    expect(result.powerDensity).toBeCloseTo(10 / 16, 10);
    expect(
      interreflectedIlluminance(room, reflectances, { total: 1000, directOnPlane: 554.12, upward: 0 }),
    ).toBeCloseTo(9.934, 2);
  });

  it('finds the fewest luminaires that reach the required illuminance', () => {
    const room: Room = { length: 12, width: 8, height: 3, workPlaneHeight: 0.8 };
    const luminaire = { intensity: luminousIntensity(batwing, 3600), power: 32 };
    const input = { room, reflectances: { ceiling: 0.7, walls: 0.5, floor: 0.2 }, maintenanceFactor: 0.8, luminaire };
    const design = designRoom({ ...input, required: 500 });
    expect(design.reached).toBe(true);
    expect(design.average).toBeGreaterThanOrEqual(500);
    expect(design.count).toBe(design.layout.rows * design.layout.columns);
    // The next smaller even grid falls short.
    const smaller = gridFor(design.count - 1, room);
    if (smaller.rows * smaller.columns < design.count)
      expect(evaluateLayout(room, input.reflectances, 0.8, luminaire, smaller).average).toBeLessThan(500);
    // Lumen method check: N ≈ E · A / (Φ · UF · MF).
    expect(design.count).toBeGreaterThanOrEqual(Math.ceil((500 * 96) / (3600 * design.utilisationFactor * 0.8)) - 1);
    expect(design.uniformity).toBeGreaterThan(0.4);
    expect(design.power).toBe(design.count * 32);
    // The picture covers the whole plane, walls included, more finely than the calculation grid.
    expect(design.picture.grid.xs).toHaveLength(48);
    expect(design.picture.values).toHaveLength(design.picture.grid.ys.length);
    expect(Math.min(...design.picture.values.flat())).toBeLessThanOrEqual(design.minimum);
  });

  it('says when even the most luminaires it places do not reach the requirement', () => {
    const room: Room = { length: 200, width: 200, height: 12, workPlaneHeight: 0 };
    const luminaire = { intensity: luminousIntensity(lambertian, 100), power: 1 };
    const design = designRoom({
      room,
      reflectances: { ceiling: 0, walls: 0, floor: 0 },
      maintenanceFactor: 0.8,
      required: 1000,
      luminaire,
    });
    expect(design.reached).toBe(false);
    expect(design.count).toBeLessThanOrEqual(maxLuminaires);
  });
});
