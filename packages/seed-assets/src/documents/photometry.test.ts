import type { DistributionCode } from '@ostrel/catalog-specs/distribution';
import type { Technical } from '@ostrel/contract/schemas/catalog';
import { describe, expect, it } from 'vitest';
import {
  type CandelaTable,
  candelaTable,
  directRatios,
  downwardFluxFraction,
  foldC,
  intensityAt,
  luminousFlux,
  peakDirection,
} from './photometry.js';
import { officePanel, sensor, streetLight } from './sample-model.js';

const deg = Math.PI / 180;

/** Flux by brute force: midpoint rule over the interpolated intensity, independent of luminousFlux. */
function integrateFlux(table: CandelaTable, step = 0.5): number {
  let sum = 0;
  for (let g = step / 2; g < 180; g += step) {
    const band = (Math.cos((g - step / 2) * deg) - Math.cos((g + step / 2) * deg)) * (step * deg);
    for (let c = step / 2; c < 360; c += step) sum += intensityAt(table, c, g) * band;
  }
  return sum;
}

function tech(distribution: DistributionCode, flux: number, beamAngle: number | null): Technical {
  return { ...officePanel.technical, distribution, flux, beamAngle, power: flux / 120 };
}

function table(technical: Technical): CandelaTable {
  const result = candelaTable(technical);
  if (!result) throw new Error('expected a table');
  return result;
}

/** Outer angle where the intensity in plane c falls below half the peak. */
function halfMaximumAngle(t: CandelaTable, c: number): number {
  const peak = peakDirection(t).candela;
  let last = 0;
  for (let g = 0; g <= 90; g += 0.25) if (intensityAt(t, c, g) >= peak / 2) last = g;
  return last;
}

describe('candelaTable', () => {
  const cases: Array<[DistributionCode, number | null]> = [
    ['spot', 12],
    ['narrow', 30],
    ['medium', 70],
    ['wide', 110],
    ['wide', 150],
    ['batwing', 100],
    ['asymmetric', 60],
    ['street-2', null],
    ['street-3', null],
  ];

  it.each(cases)('normalises %s (beam %s) to the stated flux, from 150 lm to 60 000 lm', (distribution, beam) => {
    for (const flux of [150, 4300, 60000]) {
      const t = table(tech(distribution, flux, beam));
      expect(Math.abs(integrateFlux(t, distribution === 'spot' ? 0.25 : 1) / flux - 1)).toBeLessThan(0.02);
      expect(Math.abs(luminousFlux(t) / flux - 1)).toBeLessThan(1e-9);
      expect(t.verticalAngles[0]).toBe(0);
      expect(t.verticalAngles[t.verticalAngles.length - 1]).toBe(180);
      for (let i = 1; i < t.verticalAngles.length; i++)
        expect((t.verticalAngles[i] ?? 0) - (t.verticalAngles[i - 1] ?? 0)).toBeLessThanOrEqual(5);
    }
  });

  it.each([
    ['spot', 12],
    ['narrow', 30],
    ['medium', 70],
    ['wide', 110],
  ] as const)('%s beams peak at nadir and halve at half the beam angle (%s°)', (distribution, beam) => {
    const t = table(tech(distribution, 5000, beam));
    expect(t.symmetry).toBe('rotational');
    expect(peakDirection(t).gamma).toBe(0);
    expect(Math.abs(halfMaximumAngle(t, 0) - beam / 2)).toBeLessThan(Math.max(1, beam * 0.02));
  });

  it('gives a batwing its peak off-axis, wider across the luminaire than along it', () => {
    const t = table(tech('batwing', 4300, 100));
    const peak = peakDirection(t);
    expect(t.symmetry).toBe('quadrant');
    expect(peak.gamma).toBeGreaterThan(15);
    expect(peak.gamma).toBeLessThan(45);
    expect(intensityAt(t, 0, 0)).toBeLessThan(0.9 * peak.candela);
    expect(Math.abs(halfMaximumAngle(t, 90) - 50)).toBeLessThan(1.5);
    expect(intensityAt(t, 90, 40)).toBeGreaterThan(intensityAt(t, 0, 40));
  });

  it('tilts an asymmetric optic towards C0 and keeps the back dark', () => {
    const t = table(tech('asymmetric', 2600, 60));
    const peak = peakDirection(t);
    expect(t.symmetry).toBe('c0-c180');
    expect(peak.c).toBe(0);
    expect(peak.gamma).toBeGreaterThan(20);
    expect(peak.gamma).toBeLessThan(50);
    expect(intensityAt(t, 180, peak.gamma)).toBeLessThan(0.1 * peak.candela);
    expect(intensityAt(t, 30, 40)).toBeCloseTo(intensityAt(t, 330, 40), 6);
  });

  it.each([
    ['street-2', 1, 1.75],
    ['street-3', 1.75, 2.75],
  ] as const)(
    '%s throws along the road, to the street side, within its IES lateral class',
    (distribution, min, max) => {
      const t = table({ ...streetLight.technical, distribution });
      const peak = peakDirection(t);
      expect(t.symmetry).toBe('c90-c270');
      expect(peak.gamma).toBeGreaterThan(55);
      expect(peak.gamma).toBeLessThan(75);
      // Mirror symmetry across the 90–270 plane, street side (C90) brighter than house side (C270).
      expect(intensityAt(t, 20, 60)).toBeCloseTo(intensityAt(t, 160, 60), 6);
      expect(intensityAt(t, 90, 45)).toBeGreaterThan(3 * intensityAt(t, 270, 45));
      // Half-maximum trace at the longitudinal distance of the peak, in mounting heights.
      const x = Math.tan(peak.gamma * deg) * Math.cos(peak.c * deg);
      let reach = 0;
      for (let y = 0; y < 6; y += 0.01) {
        const gamma = Math.atan(Math.hypot(x, y)) / deg;
        const c = (Math.atan2(y, x) / deg + 360) % 360;
        if (intensityAt(t, c, gamma) >= peak.candela / 2) reach = y;
      }
      expect(reach).toBeGreaterThan(min);
      expect(reach).toBeLessThan(max);
    },
  );

  it('emits nothing upwards and gives sensible direct ratios', () => {
    for (const distribution of ['wide', 'batwing', 'street-2'] as const) {
      const t = table(tech(distribution, 3000, null));
      expect(downwardFluxFraction(t)).toBeCloseTo(100, 6);
      const ratios = directRatios(t);
      expect(ratios).toHaveLength(10);
      ratios.forEach((ratio, i) => {
        expect(ratio).toBeGreaterThanOrEqual(i > 0 ? (ratios[i - 1] ?? 0) : 0);
        expect(ratio).toBeLessThanOrEqual(1);
      });
    }
  });

  it('returns null for devices without light output, and is deterministic', () => {
    expect(candelaTable(sensor.technical)).toBeNull();
    expect(candelaTable(streetLight.technical)).toEqual(candelaTable(streetLight.technical));
  });
});

describe('symmetry helpers', () => {
  it('folds any C angle onto the stored range', () => {
    expect(foldC('quadrant', 135)).toBe(45);
    expect(foldC('quadrant', 300)).toBe(60);
    expect(foldC('c0-c180', 270)).toBe(90);
    expect(foldC('c90-c270', 30)).toBe(150);
    expect(foldC('c90-c270', 300)).toBe(240);
    expect(foldC('none', -10)).toBe(350);
  });

  it('interpolates a table without symmetry across 360°', () => {
    const gammas = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90];
    const plane = (peak: number): number[] => gammas.map((g) => peak * Math.cos(g * deg));
    const t: CandelaTable = {
      symmetry: 'none',
      horizontalAngles: [0, 90, 180, 270],
      verticalAngles: gammas,
      candela: [plane(100), plane(200), plane(300), plane(400)],
    };
    expect(intensityAt(t, 315, 0)).toBeCloseTo(250);
    expect(intensityAt(t, 45, 0)).toBeCloseTo(150);
    expect(intensityAt(t, 90, 60)).toBeCloseTo(100);
    expect(Math.abs(integrateFlux(t, 1) / luminousFlux(t) - 1)).toBeLessThan(0.02);
  });
});
