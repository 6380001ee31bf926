import { lampFlux as lampFluxOf, planeIntensities, type Eulumdat } from './eulumdat.js';

/**
 * The figures a lighting designer reads off a photometric file, computed from its intensities
 * (docs: packages/photometry/README.md, "The summary").
 */
export interface PhotometricSummary {
  /** Light output ratio: the luminaire's flux over its lamps', integrated from the intensities (0–1). */
  lightOutputRatio: number;
  /** The share of the lamps' flux sent below the horizontal (DLOR) and above it (ULOR), 0–1. */
  downwardLightOutputRatio: number;
  upwardLightOutputRatio: number;
  /** Downward flux fraction: the luminaire's flux below the horizontal over all of it, 0–1. */
  downwardFluxFraction: number;
  /** CIE flux code N1…N5 (CIE 52): the downward flux within 41.4°, 60° and 75.5° of the nadir over all of it, then DFF and DLOR, in per cent. */
  cieFluxCode: [number, number, number, number, number];
  /** The lamps' flux as the header lists it (every lamp set), lm. */
  lampFlux: number;
  /** The luminaire's flux: the lamps' times the integrated light output ratio, lm. */
  luminaireFlux: number;
  /** Every lamp set's power, control gear included, W. */
  power: number;
  /** Luminaire flux per watt; null without a power. */
  efficacy: number | null;
  /** The largest intensity and where it points (C plane and gamma, degrees). */
  peak: { candelaPerKilolumen: number; candela: number; c: number; gamma: number };
  /** Full beam angles in the two main plane pairs: half-peak (FWHM) and tenth-peak, degrees. */
  beam: { c0c180: BeamAngles; c90c270: BeamAngles };
}

export interface BeamAngles {
  halfPeak: number;
  tenthPeak: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * ∫ I(γ) sin γ dγ from `from` to `to` (degrees) over one half-plane, exact for the intensity taken
 * as linear between the file's gamma angles (as every planning program interpolates it) and zero
 * outside them. Per unit of C angle in radians, so a plane's share of the circle multiplies it.
 */
export function halfPlaneFlux(gammas: readonly number[], intensities: readonly number[], from = 0, to = 180): number {
  let sum = 0;
  let previous: { gamma: number; intensity: number } | null = null;
  for (const [index, gamma] of gammas.entries()) {
    const point = { gamma, intensity: intensities[index] ?? 0 };
    if (previous) {
      const start = previous;
      const low = Math.max(start.gamma, from);
      const high = Math.min(point.gamma, to);
      if (high > low) {
        const at = (angle: number) =>
          start.intensity + ((point.intensity - start.intensity) * (angle - start.gamma)) / (point.gamma - start.gamma);
        const [a, b] = [radians(low), radians(high)];
        const [ia, ib] = [at(low), at(high)];
        const width = b - a;
        // ∫ (ia + (ib − ia)(γ − a)/w) sin γ dγ over [a, b]
        sum +=
          ia * (Math.cos(a) - Math.cos(b)) + ((ib - ia) / width) * (Math.sin(b) - Math.sin(a) - width * Math.cos(b));
      }
    }
    previous = point;
  }
  return sum;
}

/** Each C plane of the full circle with its share of it in radians (the trapezoid rule round the circle). */
function planesRoundTheCircle(file: Eulumdat): { intensities: number[]; weight: number }[] {
  const angles = file.symmetry === 1 ? [0] : file.cAngles;
  const first = angles[0] ?? 0;
  const last = angles.at(-1) ?? 0;
  return angles.map((c, index) => {
    const before = angles[index - 1] ?? last - 360;
    const after = angles[index + 1] ?? first + 360;
    return { intensities: planeIntensities(file, c), weight: radians((after - before) / 2) };
  });
}

/** Flux (lm per 1000 lm of lamp flux) the planes round the circle send between two gamma angles. */
function zoneFlux(
  planes: readonly { intensities: number[]; weight: number }[],
  gammas: readonly number[],
  from: number,
  to: number,
): number {
  return planes.reduce((sum, plane) => sum + plane.weight * halfPlaneFlux(gammas, plane.intensities, from, to), 0);
}

interface CurvePoint {
  angle: number;
  intensity: number;
}

/**
 * Where a curve, walked from its peak over `points` (outwards), first falls below `threshold`:
 * interpolated linearly between the last point above and the first below; its last angle if it never does.
 */
function crossing(peak: CurvePoint, points: readonly CurvePoint[], threshold: number): number {
  let inner = peak;
  for (const outer of points) {
    if (outer.intensity < threshold)
      return (
        inner.angle +
        ((outer.angle - inner.angle) * (inner.intensity - threshold)) / (inner.intensity - outer.intensity)
      );
    inner = outer;
  }
  return inner.angle;
}

/**
 * Where the beam in the plane pair `c` (its half-plane at `c` and the opposite one) falls to
 * `share` of that pair's largest intensity: from the peak outwards on each side to where the
 * intensity first falls below it, interpolated linearly; to the end of the curve where it never
 * does. Signed angles from the nadir, negative towards `c` + 180°. Null when the pair holds no light.
 */
export function beamEdges(file: Eulumdat, c: number, share: number): { from: number; to: number } | null {
  const near = planeIntensities(file, c);
  const far = planeIntensities(file, c + 180);
  // One curve over signed angles: the far half-plane at −γ, the near one at +γ (the nadir once).
  const curve: CurvePoint[] = [
    ...file.gammaAngles
      .map((gamma, index) => ({ angle: -gamma, intensity: far[index] ?? 0 }))
      .filter((point) => point.angle < 0)
      .reverse(),
    ...file.gammaAngles.map((gamma, index) => ({ angle: gamma, intensity: near[index] ?? 0 })),
  ];
  const peakIndex = curve.reduce(
    (best, point, index) => (point.intensity > (curve[best]?.intensity ?? 0) ? index : best),
    0,
  );
  const peak = curve[peakIndex];
  const threshold = share * (peak?.intensity ?? 0);
  if (!peak || !(threshold > 0)) return null;
  return {
    from: crossing(peak, curve.slice(0, peakIndex).reverse(), threshold),
    to: crossing(peak, curve.slice(peakIndex + 1), threshold),
  };
}

/** Full beam angle in the plane pair `c` at `share` of its peak (`beamEdges` apart); 0 without light. */
export function beamAngle(file: Eulumdat, c: number, share: number): number {
  const edges = beamEdges(file, c, share);
  return edges ? edges.to - edges.from : 0;
}

// The cones of π/2, π and 3π/2 steradians round the nadir, whose flux the CIE flux code compares.
const cieCones = [Math.acos(0.75), Math.acos(0.5), Math.acos(0.25)].map((angle) => (angle * 180) / Math.PI);

/** The summary of a file; null when it sends no light. */
export function photometricSummary(file: Eulumdat): PhotometricSummary | null {
  // Rebuilt once: every zone below integrates the same planes.
  const planes = planesRoundTheCircle(file);
  const zone = (from: number, to: number) => zoneFlux(planes, file.gammaAngles, from, to);
  const down = zone(0, 90);
  const up = zone(90, 180);
  const total = down + up;
  if (!(total > 0)) return null;
  const lampFlux = lampFluxOf(file);
  const power = file.header.lampSets.reduce((sum, set) => sum + (Number.isFinite(set.watts) ? set.watts : 0), 0);
  const lightOutputRatio = total / 1000;
  const luminaireFlux = lampFlux * lightOutputRatio;
  const percent = (share: number) => Math.round(100 * share);
  const [n1 = 0, n2 = 0, n3 = 0] = cieCones.map((cone) => percent(zone(0, cone) / (down || 1)));
  let peak = { candelaPerKilolumen: -1, c: 0, gamma: 0 };
  for (const [planeIndex, plane] of file.intensities.entries())
    for (const [gammaIndex, intensity] of plane.entries())
      if (intensity > peak.candelaPerKilolumen)
        peak = {
          candelaPerKilolumen: intensity,
          c: file.storedCAngles[planeIndex] ?? 0,
          gamma: file.gammaAngles[gammaIndex] ?? 0,
        };
  const beams = (c: number): BeamAngles => ({ halfPeak: beamAngle(file, c, 0.5), tenthPeak: beamAngle(file, c, 0.1) });
  return {
    lightOutputRatio,
    downwardLightOutputRatio: down / 1000,
    upwardLightOutputRatio: up / 1000,
    downwardFluxFraction: down / total,
    cieFluxCode: [n1, n2, n3, percent(down / total), percent(down / 1000)],
    lampFlux,
    luminaireFlux,
    power,
    efficacy: power > 0 ? luminaireFlux / power : null,
    peak: { ...peak, candela: (peak.candelaPerKilolumen * lampFlux) / 1000 },
    beam: { c0c180: beams(0), c90c270: beams(90) },
  };
}
