import { planeIntensities, type Eulumdat } from './eulumdat.js';

/**
 * What a light distribution (polar) diagram draws: the intensity curves of the two main planes,
 * C0–C180 (across the luminaire) and C90–C270 (along it), each half-plane on its own.
 */
export interface MainPlanes {
  /** Degrees from straight down (0) to straight up (180), ascending; each curve has one value per angle. */
  gammaAngles: number[];
  /** cd/klm in the C0 half-plane. */
  c0: number[];
  /** cd/klm in the C180 half-plane. */
  c180: number[];
  /** cd/klm in the C90 half-plane. */
  c90: number[];
  /** cd/klm in the C270 half-plane. */
  c270: number[];
  /** The largest of these intensities, cd/klm: what the diagram's scale is chosen from. */
  maxIntensity: number;
}

/** The two main planes of a file; null when they hold no light at all (nothing to draw). */
export function mainPlanes(file: Eulumdat): MainPlanes | null {
  const [c0, c180, c90, c270] = [0, 180, 90, 270].map((c) => planeIntensities(file, c)) as [
    number[],
    number[],
    number[],
    number[],
  ];
  const maxIntensity = Math.max(0, ...c0, ...c180, ...c90, ...c270);
  if (!(maxIntensity > 0)) return null;
  return { gammaAngles: file.gammaAngles, c0, c180, c90, c270, maxIntensity };
}
