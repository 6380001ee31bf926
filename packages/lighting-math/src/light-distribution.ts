import { planeIntensities, type Eulumdat } from '@ostrel/photometry/eulumdat';

/**
 * A luminaire's light distribution in candela, read from its EULUMDAT file and scaled to the
 * luminaire's rated flux: the file gives the shape (cd/klm of lamp flux), the catalogue the amount.
 */
export interface LuminousIntensity {
  /** cd towards C (degrees round the vertical, C0 across the luminaire) and gamma (0° straight down). */
  at(c: number, gamma: number): number;
  /** lm: what the distribution emits in all, the rated flux it was scaled to. */
  flux: number;
  /** lm emitted below the horizontal (gamma < 90°). */
  downwardFlux: number;
}

const planeStep = 5;
const planeCount = 360 / planeStep;

/** The index of the last angle ≤ gamma, by bisection (angles ascending). */
function lowerIndex(angles: readonly number[], gamma: number): number {
  let low = 0;
  let high = angles.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((angles[middle] ?? 0) <= gamma) low = middle;
    else high = middle;
  }
  return low;
}

/** Intensity (cd/klm) at gamma within one plane, linear between the file's angles; 0 beyond them. */
function alongGamma(angles: readonly number[], values: readonly number[], gamma: number): number {
  const first = angles[0] ?? 0;
  const last = angles.at(-1) ?? 0;
  if (gamma < first || gamma > last) return 0;
  const index = lowerIndex(angles, gamma);
  const from = angles[index] ?? 0;
  const to = angles[index + 1] ?? from;
  const low = values[index] ?? 0;
  const high = values[index + 1] ?? low;
  return to > from ? low + ((gamma - from) / (to - from)) * (high - low) : low;
}

/**
 * Luminous flux of a distribution: Φ = ∫∫ I(C, γ) sin γ dγ dC over the sphere (CIE 121:1996, 3.2,
 * the zonal flux summed), by the midpoint rule on 1° zones and the 5° planes.
 */
function integrate(intensity: (c: number, gamma: number) => number, fromGamma: number, toGamma: number): number {
  const stepC = (planeStep * Math.PI) / 180;
  const stepGamma = Math.PI / 180;
  let flux = 0;
  for (let plane = 0; plane < planeCount; plane++) {
    const c = plane * planeStep;
    for (let gamma = fromGamma + 0.5; gamma < toGamma; gamma += 1)
      flux += intensity(c, gamma) * Math.sin((gamma * Math.PI) / 180) * stepGamma * stepC;
  }
  return flux;
}

export function luminousIntensity(file: Eulumdat, ratedFlux: number): LuminousIntensity {
  // One rebuilt plane every 5°: between them, interpolated linearly (as the planes of a file are).
  const planes = Array.from({ length: planeCount }, (_, index) => planeIntensities(file, index * planeStep));
  const relative = (c: number, gamma: number): number => {
    const angle = ((c % 360) + 360) % 360;
    const index = Math.floor(angle / planeStep);
    const share = (angle - index * planeStep) / planeStep;
    const low = alongGamma(file.gammaAngles, planes[index % planeCount] ?? [], gamma);
    if (share === 0) return low;
    const high = alongGamma(file.gammaAngles, planes[(index + 1) % planeCount] ?? [], gamma);
    return low + share * (high - low);
  };
  const fileFlux = integrate(relative, 0, 180);
  const scale = fileFlux > 0 ? ratedFlux / fileFlux : 0;
  return {
    at: (c, gamma) => relative(c, gamma) * scale,
    flux: fileFlux * scale,
    downwardFlux: integrate(relative, 0, 90) * scale,
  };
}
