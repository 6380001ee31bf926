import { lampFlux as lampFluxOf, planeIntensities, type Eulumdat } from './eulumdat.js';
import { beamEdges } from './summary.js';

/** Where a beam falls to half its peak, as signed angles from the nadir (negative towards C + 180°). */
export interface BeamEdges {
  from: number;
  to: number;
}

/**
 * What a cone diagram is drawn from, a few numbers per file: the intensity straight down at the
 * lamp flux, and the half-peak beam's edges in both main plane pairs (null where a pair has no light).
 */
export interface BeamCone {
  nadirCandela: number;
  edges: { c0c180: BeamEdges | null; c90c270: BeamEdges | null };
}

/** What a cone diagram prints for one mounting height. */
export interface ConeRow {
  /** Distance from the luminaire to the lit plane straight below it, m. */
  height: number;
  /** Illuminance on that plane straight below the luminaire (the nadir), lx: I(0°) / h². */
  centreIlluminance: number;
  /**
   * Where the beam falls to half its peak, the width it lights on that plane in C0–C180 and in
   * C90–C270, m; null where a beam edge reaches the horizontal (a wide beam lights no closed patch).
   */
  beamDiameter: { c0c180: number | null; c90c270: number | null };
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The width between two beam edges on a plane `height` below. */
function widthBetween(edges: BeamEdges | null, height: number): number | null {
  if (!edges || Math.abs(edges.from) >= 90 || Math.abs(edges.to) >= 90) return null;
  return height * (Math.tan(radians(edges.to)) - Math.tan(radians(edges.from)));
}

/** The file's beam cone at its lamp flux; null when it sends no light straight down or has no lamp flux. */
export function beamCone(file: Eulumdat): BeamCone | null {
  const nadir = file.gammaAngles[0] === 0 ? (planeIntensities(file, 0)[0] ?? 0) : 0;
  const nadirCandela = (nadir * lampFluxOf(file)) / 1000;
  if (!(nadirCandela > 0)) return null;
  return { nadirCandela, edges: { c0c180: beamEdges(file, 0, 0.5), c90c270: beamEdges(file, 90, 0.5) } };
}

/** The cone diagram's rows: for each mounting height, the illuminance straight below and the beam's widths. */
export function coneRows(cone: BeamCone, heights: readonly number[]): ConeRow[] {
  return heights.map((height) => ({
    height,
    centreIlluminance: cone.nadirCandela / (height * height),
    beamDiameter: {
      c0c180: widthBetween(cone.edges.c0c180, height),
      c90c270: widthBetween(cone.edges.c90c270, height),
    },
  }));
}

/** The cone diagram of a file at the given heights; null as `beamCone` is. */
export function coneDiagram(file: Eulumdat, heights: readonly number[]): ConeRow[] | null {
  const cone = beamCone(file);
  return cone && coneRows(cone, heights);
}

/**
 * Five heights a luminaire of this flux is usually mounted at, above the lit plane, m: downlights
 * and office luminaires (up to 6,000 lm) 1–5 m, high bays and street lights (up to 20,000 lm)
 * 4–12 m, floodlights and masts above that 6–20 m.
 */
export function typicalMountingHeights(luminaireFlux: number): number[] {
  if (luminaireFlux < 6000) return [1, 2, 3, 4, 5];
  if (luminaireFlux < 20_000) return [4, 6, 8, 10, 12];
  return [6, 9, 12, 15, 20];
}
