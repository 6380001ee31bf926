/**
 * How many luminaires one miniature circuit breaker carries: the smaller of what its magnetic
 * release lets through when every driver is switched on at once (inrush) and what its rating
 * carries for good (steady current).
 */

export type BreakerCurve = 'B' | 'C' | 'D';

export const breakerCurves: readonly BreakerCurve[] = ['B', 'C', 'D'];

/** Preferred rated currents of IEC 60898-1:2015, 5.3.2, from 6 A up to 63 A. */
export const breakerRatings: readonly number[] = [6, 10, 13, 16, 20, 25, 32, 40, 50, 63];

/**
 * The lower bound of each curve's instantaneous tripping range, as a multiple of In
 * (IEC 60898-1:2015, 5.3.5, Table 2: B above 3 In to 5 In, C above 5 In to 10 In, D above 10 In to
 * 20 In). Below it the breaker never trips instantaneously, so it is the safe figure to design to.
 */
export const instantaneousTripMultiple: Record<BreakerCurve, number> = { B: 3, C: 5, D: 10 };

/**
 * The share of In a breaker carries for good when several circuits of a board are loaded together:
 * the rated diversity factor of IEC 61439-1:2011, Table 101 (0.8 for four or five circuits).
 */
export const continuousLoadFactor = 0.8;

export type Supply = 'single-phase-230' | 'three-phase-400';

/** The voltage each luminaire is connected to: line to neutral, also on a 400 V three-phase supply. */
export const phaseVoltage = 230;

/** A half-cycle of 50 Hz, µs: the pulse the tripping ranges above are stated for (RMS of a sine). */
const halfCycleUs = 10_000;
/** Shorter pulses than this are read as this long: datasheets rarely quote less, and the curve stays finite. */
const shortestPulseUs = 50;

/**
 * How many times the RMS instantaneous-trip current a single pulse of this width (µs, measured at
 * 50 % of its peak, as driver datasheets give it) may peak at without tripping the release.
 *
 * Breaker makers publish this as a pulse-withstand ("proof factor") curve that falls as the pulse
 * gets longer (BEAMA, Guide to circuit-breaker selection for LED lighting, 2021, section 4). We
 * model it as a release that needs the same I²t to trip whatever the pulse: a half-cycle of 50 Hz
 * at the tripping current peaks at √2 times it, and a pulse t long may peak √(10 ms / t) times
 * higher. So 1 ms allows 4.5, 200 µs 10, 100 µs 14 — the range of the published curves — and a
 * pulse of 10 ms or longer only the sine's √2.
 */
export function pulseWithstandFactor(pulseWidthUs: number): number {
  const width = Math.min(Math.max(pulseWidthUs, shortestPulseUs), halfCycleUs);
  return Math.SQRT2 * Math.sqrt(halfCycleUs / width);
}

/** What a luminaire draws: rated power, power factor, and its driver's inrush pulse where known. */
export interface LuminaireLoad {
  /** W. */
  power: number;
  /** 0–1; null when the datasheet gives none. */
  powerFactor: number | null;
  /** Peak of the inrush pulse, A; null when not known. */
  inrushPeak: number | null;
  /** Width of the inrush pulse at 50 % of its peak, µs; null when not known. */
  inrushPulseWidth: number | null;
}

/** Drivers below ~25 W may have a poor power factor (IEC 61000-3-2 class C allows it): assume a low one. */
export const assumedPowerFactor = 0.5;

/** RMS current of one luminaire, A: I = P / (U · PF). */
export function steadyCurrent(load: LuminaireLoad, voltage = phaseVoltage): number {
  const powerFactor = load.powerFactor && load.powerFactor > 0 ? load.powerFactor : assumedPowerFactor;
  return load.power / (voltage * powerFactor);
}

export interface Breaker {
  curve: BreakerCurve;
  /** In, A. */
  rating: number;
}

/** The highest sum of inrush peaks (A) one pole lets through for pulses of this width. */
export function allowedInrushPeak(breaker: Breaker, pulseWidthUs: number): number {
  return instantaneousTripMultiple[breaker.curve] * breaker.rating * pulseWithstandFactor(pulseWidthUs);
}

/** The highest steady current (A) one pole carries for good. */
export function allowedSteadyCurrent(breaker: Breaker): number {
  return continuousLoadFactor * breaker.rating;
}

const inrushKnown = (load: LuminaireLoad): load is LuminaireLoad & { inrushPeak: number; inrushPulseWidth: number } =>
  load.inrushPeak !== null && load.inrushPeak > 0 && load.inrushPulseWidth !== null && load.inrushPulseWidth > 0;

// A count that lands a hair under a whole number through rounding is still that number.
const wholeBelow = (value: number) => Math.floor(value + 1e-9);

export type BindingLimit = 'inrush' | 'steady';

/** How many luminaires of one kind one pole carries, and why no more. */
export interface PoleCapacity {
  /** By steady current alone. */
  steadyLimit: number;
  /** By inrush alone; null when the luminaire's inrush is not known (then it is not counted). */
  inrushLimit: number | null;
  /** The smaller of the two. */
  maximum: number;
  binding: BindingLimit;
}

export function poleCapacity(load: LuminaireLoad, breaker: Breaker): PoleCapacity {
  const steadyLimit = wholeBelow(allowedSteadyCurrent(breaker) / steadyCurrent(load));
  const inrushLimit = inrushKnown(load)
    ? wholeBelow(allowedInrushPeak(breaker, load.inrushPulseWidth) / load.inrushPeak)
    : null;
  const binding: BindingLimit = inrushLimit !== null && inrushLimit < steadyLimit ? 'inrush' : 'steady';
  return { steadyLimit, inrushLimit, maximum: Math.min(steadyLimit, inrushLimit ?? steadyLimit), binding };
}

export const phasesOf = (supply: Supply): number => (supply === 'three-phase-400' ? 3 : 1);

/** What would let one breaker carry more of a luminaire whose inrush binds, and how many then. */
export type InrushRemedy =
  | { kind: 'curve'; breaker: Breaker; maximum: number }
  | { kind: 'rating'; breaker: Breaker; maximum: number }
  | { kind: 'groups'; groups: number; maximum: number }
  | { kind: 'limiter'; maximum: number }
  | { kind: 'dali'; maximum: number };

/** The same rating with the next curve, the next rating with the same curve, and the measures that leave only steady current. */
export function inrushRemedies(load: LuminaireLoad, breaker: Breaker, supply: Supply): InrushRemedy[] {
  const capacity = poleCapacity(load, breaker);
  if (capacity.binding !== 'inrush' || capacity.inrushLimit === null) return [];
  const phases = phasesOf(supply);
  const remedies: InrushRemedy[] = [];
  const nextCurve = breakerCurves[breakerCurves.indexOf(breaker.curve) + 1];
  if (nextCurve) {
    const next = { curve: nextCurve, rating: breaker.rating };
    remedies.push({ kind: 'curve', breaker: next, maximum: phases * poleCapacity(load, next).maximum });
  }
  const nextRating = breakerRatings.find((rating) => rating > breaker.rating);
  if (nextRating !== undefined) {
    const next = { curve: breaker.curve, rating: nextRating };
    remedies.push({ kind: 'rating', breaker: next, maximum: phases * poleCapacity(load, next).maximum });
  }
  // Switched on in groups one after another, each group's inrush is on its own; steady current still adds up.
  const steadyMaximum = phases * capacity.steadyLimit;
  if (capacity.inrushLimit > 0) {
    remedies.push({
      kind: 'groups',
      groups: Math.ceil(capacity.steadyLimit / capacity.inrushLimit),
      maximum: steadyMaximum,
    });
  }
  remedies.push({ kind: 'limiter', maximum: steadyMaximum }, { kind: 'dali', maximum: steadyMaximum });
  return remedies;
}

/** A luminaire and how many of it are on the circuit. */
export interface CircuitLine {
  load: LuminaireLoad;
  count: number;
}

/** One pole (phase) of the circuit: what it carries and how close it is to each limit. */
export interface PhaseLoad {
  /** Luminaires of each line on this phase, in the lines' order. */
  counts: number[];
  /** A. */
  steadyCurrent: number;
  /** Sum of the inrush peaks of the luminaires whose inrush is known, A. */
  inrushPeak: number;
  /** Steady current as a share of what the pole carries for good (1 = full). */
  steadyShare: number;
  /** Inrush as a share of what the pole lets through (1 = full); 0 when no inrush is known. */
  inrushShare: number;
}

export interface CircuitCheck {
  phases: PhaseLoad[];
  /** True when every phase is within both limits. */
  fits: boolean;
  /** Which limit is closest (or furthest past) on the most loaded phase. */
  binding: BindingLimit;
  /** True when some luminaire's inrush is not known, so it was left out of the inrush sum. */
  inrushIncomplete: boolean;
}

/**
 * Puts each luminaire on the phase that carries the least current so far, the heaviest first, so
 * the phases stay as even as the counts allow.
 */
function splitAcrossPhases(lines: CircuitLine[], phases: number): number[][] {
  const counts = Array.from({ length: phases }, () => lines.map(() => 0));
  const currents = Array.from({ length: phases }, () => 0);
  const order = lines
    .map((line, index) => ({ index, current: steadyCurrent(line.load), count: line.count }))
    .sort((a, b) => b.current - a.current);
  for (const { index, current, count } of order) {
    for (let placed = 0; placed < count; placed++) {
      const phase = currents.indexOf(Math.min(...currents));
      (counts[phase] as number[])[index] = ((counts[phase] as number[])[index] ?? 0) + 1;
      currents[phase] = (currents[phase] ?? 0) + current;
    }
  }
  return counts;
}

/**
 * Checks a planned circuit: the lines' luminaires split across the supply's phases, each phase
 * against both limits. Inrush pulses of different widths are summed and judged at the longest
 * width, the one the breaker lets through least of.
 */
export function checkCircuit(lines: CircuitLine[], breaker: Breaker, supply: Supply): CircuitCheck {
  const known = lines.filter((line) => inrushKnown(line.load) && line.count > 0);
  const longestPulse = Math.max(0, ...known.map((line) => line.load.inrushPulseWidth ?? 0));
  const inrushAllowed = known.length > 0 ? allowedInrushPeak(breaker, longestPulse) : Number.POSITIVE_INFINITY;
  const steadyAllowed = allowedSteadyCurrent(breaker);
  const phases = splitAcrossPhases(lines, phasesOf(supply)).map((counts): PhaseLoad => {
    let current = 0;
    let peak = 0;
    counts.forEach((count, index) => {
      const load = (lines[index] as CircuitLine).load;
      current += count * steadyCurrent(load);
      if (inrushKnown(load)) peak += count * load.inrushPeak;
    });
    return {
      counts,
      steadyCurrent: current,
      inrushPeak: peak,
      steadyShare: current / steadyAllowed,
      inrushShare: Number.isFinite(inrushAllowed) ? peak / inrushAllowed : 0,
    };
  });
  const worst = phases.reduce((a, b) =>
    Math.max(b.steadyShare, b.inrushShare) > Math.max(a.steadyShare, a.inrushShare) ? b : a,
  );
  return {
    phases,
    fits: phases.every((phase) => phase.steadyShare <= 1 + 1e-9 && phase.inrushShare <= 1 + 1e-9),
    binding: worst.inrushShare > worst.steadyShare ? 'inrush' : 'steady',
    inrushIncomplete: lines.some((line) => line.count > 0 && !inrushKnown(line.load)),
  };
}

/** How many luminaires of one kind one breaker carries on a supply: every phase's pole filled alike. */
export interface BreakerCapacity extends PoleCapacity {
  /** Luminaires on each phase at the maximum. */
  perPhase: number[];
  /** The total over the phases. */
  total: number;
}

export function breakerCapacity(load: LuminaireLoad, breaker: Breaker, supply: Supply): BreakerCapacity {
  const pole = poleCapacity(load, breaker);
  const phases = phasesOf(supply);
  return { ...pole, perPhase: Array.from({ length: phases }, () => pole.maximum), total: phases * pole.maximum };
}
