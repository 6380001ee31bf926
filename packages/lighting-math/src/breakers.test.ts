import { describe, expect, it } from 'vitest';
import {
  breakerCapacity,
  breakerRatings,
  checkCircuit,
  inrushRemedies,
  poleCapacity,
  pulseWithstandFactor,
  steadyCurrent,
  type LuminaireLoad,
} from './breakers.js';

// A 40 W panel driver as datasheets describe one: 30 A peak, 200 µs at half the peak.
const panel: LuminaireLoad = { power: 40, powerFactor: 0.95, inrushPeak: 30, inrushPulseWidth: 200 };

describe('steady current', () => {
  it('is P / (U · PF): 75 W at 230 V with PF 0.99 draws about 0.33 A', () => {
    const current = steadyCurrent({ power: 75, powerFactor: 0.99, inrushPeak: null, inrushPulseWidth: null });
    expect(current).toBeCloseTo(75 / (230 * 0.99), 10);
    expect(current).toBeCloseTo(0.33, 2);
  });

  it('limits a 16 A breaker to 0.8 × 16 A of it', () => {
    const load = { power: 75, powerFactor: 0.99, inrushPeak: null, inrushPulseWidth: null };
    // 12.8 A / 0.3294 A = 38.86
    expect(poleCapacity(load, { curve: 'C', rating: 16 }).steadyLimit).toBe(38);
  });
});

describe('inrush limit', () => {
  const inrushOnly = (curve: 'B' | 'C' | 'D', rating: number) =>
    poleCapacity(panel, { curve, rating }).inrushLimit ?? 0;

  it('scales with the curve multiplier and the rating', () => {
    const c16 = inrushOnly('C', 16);
    // 5 × 16 A × 10 (200 µs) = 800 A; 800 / 30 = 26.7
    expect(c16).toBe(26);
    // B16 = 3/5 of C16, C20 = 20/16 of it, B10 = 30/80 of it; each rounded down to whole luminaires.
    expect(inrushOnly('B', 16)).toBe(Math.floor((800 * 0.6) / 30));
    expect(inrushOnly('B', 16) / c16).toBeCloseTo(0.6, 1);
    expect(inrushOnly('C', 20) / c16).toBeCloseTo(1.25, 1);
    expect(inrushOnly('B', 10) / c16).toBeCloseTo(0.37, 1);
    expect(inrushOnly('D', 16)).toBe(Math.floor(1600 / 30));
  });

  it('grows with the rating along the whole IEC series', () => {
    const counts = breakerRatings.map((rating) => inrushOnly('C', rating));
    for (let index = 1; index < counts.length; index++)
      expect(counts[index]).toBeGreaterThanOrEqual(counts[index - 1] ?? 0);
  });

  it('never allows more luminaires for a longer pulse', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (let width = 10; width <= 20_000; width += 10) {
      const count = poleCapacity({ ...panel, inrushPulseWidth: width }, { curve: 'C', rating: 16 }).inrushLimit ?? 0;
      expect(count).toBeLessThanOrEqual(previous);
      previous = count;
    }
  });

  it('lets a pulse of a half-cycle or longer peak only at √2 times the RMS tripping current', () => {
    expect(pulseWithstandFactor(10_000)).toBeCloseTo(Math.SQRT2, 10);
    expect(pulseWithstandFactor(50_000)).toBeCloseTo(Math.SQRT2, 10);
    expect(pulseWithstandFactor(200)).toBeCloseTo(10, 10);
    expect(pulseWithstandFactor(1_000)).toBeCloseTo(Math.sqrt(20), 10);
  });
});

describe('capacity', () => {
  it('is the smaller limit and names it', () => {
    const capacity = poleCapacity(panel, { curve: 'B', rating: 16 });
    // steady: 12.8 / (40 / (230 × 0.95)) = 69.9; inrush: 3 × 16 × 10 / 30 = 16
    expect(capacity).toEqual({ steadyLimit: 69, inrushLimit: 16, maximum: 16, binding: 'inrush' });
    const gentle = poleCapacity({ ...panel, inrushPeak: 2 }, { curve: 'C', rating: 16 });
    expect(gentle.binding).toBe('steady');
    expect(gentle.maximum).toBe(69);
  });

  it('counts only steady current, and says so, when the inrush is not known', () => {
    const unknown = { ...panel, inrushPeak: null, inrushPulseWidth: null };
    expect(poleCapacity(unknown, { curve: 'B', rating: 16 })).toEqual({
      steadyLimit: 69,
      inrushLimit: null,
      maximum: 69,
      binding: 'steady',
    });
    expect(checkCircuit([{ load: unknown, count: 10 }], { curve: 'B', rating: 16 }, 'single-phase-230')).toMatchObject({
      fits: true,
      binding: 'steady',
      inrushIncomplete: true,
    });
  });

  it('fills each phase of a three-phase supply alike', () => {
    const capacity = breakerCapacity(panel, { curve: 'C', rating: 16 }, 'three-phase-400');
    expect(capacity.perPhase).toEqual([26, 26, 26]);
    expect(capacity.total).toBe(78);
  });
});

describe('a planned circuit', () => {
  const breaker = { curve: 'C', rating: 16 } as const;

  it('splits luminaires across L1–L3 so the phase currents are as even as the luminaires allow', () => {
    const heavy: LuminaireLoad = { power: 150, powerFactor: 0.97, inrushPeak: 60, inrushPulseWidth: 300 };
    const check = checkCircuit(
      [
        { load: panel, count: 10 },
        { load: heavy, count: 4 },
      ],
      breaker,
      'three-phase-400',
    );
    expect(check.phases.reduce((sum, phase) => sum + (phase.counts[0] ?? 0), 0)).toBe(10);
    expect(check.phases.reduce((sum, phase) => sum + (phase.counts[1] ?? 0), 0)).toBe(4);
    const currents = check.phases.map((phase) => phase.steadyCurrent);
    expect(Math.max(...currents) - Math.min(...currents)).toBeLessThan(steadyCurrent(heavy));
  });

  it('fits exactly at the capacity and not one luminaire more', () => {
    const { maximum } = poleCapacity(panel, breaker);
    expect(checkCircuit([{ load: panel, count: maximum }], breaker, 'single-phase-230').fits).toBe(true);
    const over = checkCircuit([{ load: panel, count: maximum + 1 }], breaker, 'single-phase-230');
    expect(over.fits).toBe(false);
    expect(over.binding).toBe('inrush');
    expect(over.phases[0]?.inrushShare).toBeGreaterThan(1);
  });

  it('judges mixed pulses at the longest width', () => {
    const long = { ...panel, inrushPulseWidth: 800 };
    const check = checkCircuit(
      [
        { load: panel, count: 5 },
        { load: long, count: 5 },
      ],
      breaker,
      'single-phase-230',
    );
    expect(check.phases[0]?.inrushPeak).toBe(300);
    expect(check.phases[0]?.inrushShare).toBeCloseTo(300 / (5 * 16 * pulseWithstandFactor(800)), 10);
  });
});

describe('remedies when inrush binds', () => {
  it('gives the next curve and rating, groups, a limiter and DALI, each with its count', () => {
    const remedies = inrushRemedies(panel, { curve: 'B', rating: 16 }, 'single-phase-230');
    expect(remedies).toEqual([
      { kind: 'curve', breaker: { curve: 'C', rating: 16 }, maximum: 26 },
      { kind: 'rating', breaker: { curve: 'B', rating: 20 }, maximum: 20 },
      { kind: 'groups', groups: 5, maximum: 69 },
      { kind: 'limiter', maximum: 69 },
      { kind: 'dali', maximum: 69 },
    ]);
  });

  it('gives nothing when steady current binds', () => {
    expect(inrushRemedies({ ...panel, inrushPeak: 1 }, { curve: 'C', rating: 16 }, 'single-phase-230')).toEqual([]);
  });
});
