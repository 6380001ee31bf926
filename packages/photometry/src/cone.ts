import { lampFlux as lampFluxOf, planeIntensities, type Eulumdat } from './eulumdat.js';
import { beamEdges } from './summary.js';

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

/** The width between two beam edges (signed angles from the nadir) on a plane `height` below. */
function widthBetween(edges: { from: number; to: number } | null, height: number): number | null {
  if (!edges || Math.abs(edges.from) >= 90 || Math.abs(edges.to) >= 90) return null;
  return height * (Math.tan(radians(edges.to)) - Math.tan(radians(edges.from)));
}

/**
 * The cone diagram of a file at its lamp flux: for each mounting height, the illuminance straight
 * below and the half-peak beam's width in both main plane pairs. Null when the file sends no light
 * straight down or has no lamp flux.
 */
export function coneDiagram(file: Eulumdat, heights: readonly number[]): ConeRow[] | null {
  const lampFlux = lampFluxOf(file);
  const nadir = file.gammaAngles[0] === 0 ? (planeIntensities(file, 0)[0] ?? 0) : 0;
  const candela = (nadir * lampFlux) / 1000;
  if (!(candela > 0)) return null;
  const across = beamEdges(file, 0, 0.5);
  const along = beamEdges(file, 90, 0.5);
  return heights.map((height) => ({
    height,
    centreIlluminance: candela / (height * height),
    beamDiameter: { c0c180: widthBetween(across, height), c90c270: widthBetween(along, height) },
  }));
}
