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

/** The table is read at every 1° of gamma: finer than any file's steps, so linear between entries loses nothing the file holds. */
const gammaStep = 1;
const gammaCount = 180 / gammaStep + 1;

export function luminousIntensity(file: Eulumdat, ratedFlux: number): LuminousIntensity {
  // Every 5° plane rebuilt from the file's symmetry, sampled every 1° of gamma, once: reading it is
  // then two straight indexations and a bilinear blend, which the point-by-point sums do millions of times.
  const table = Array.from({ length: planeCount }, (_, index) => {
    const plane = planeIntensities(file, index * planeStep);
    return Float64Array.from({ length: gammaCount }, (_, step) =>
      alongGamma(file.gammaAngles, plane, step * gammaStep),
    );
  });
  const relative = (c: number, gamma: number): number => {
    if (!(gamma >= 0 && gamma <= 180)) return 0;
    const angle = ((c % 360) + 360) % 360;
    const planeAt = angle / planeStep;
    const low = Math.floor(planeAt) % planeCount;
    const high = (low + 1) % planeCount;
    const planeShare = planeAt - Math.floor(planeAt);
    const gammaAt = gamma / gammaStep;
    const below = Math.min(Math.floor(gammaAt), gammaCount - 2);
    const gammaShare = gammaAt - below;
    const lowPlane = table[low] as Float64Array;
    const highPlane = table[high] as Float64Array;
    const a =
      (lowPlane[below] as number) + gammaShare * ((lowPlane[below + 1] as number) - (lowPlane[below] as number));
    const b =
      (highPlane[below] as number) + gammaShare * ((highPlane[below + 1] as number) - (highPlane[below] as number));
    return a + planeShare * (b - a);
  };
  const fileFlux = integrate(relative, 0, 180);
  const scale = fileFlux > 0 ? ratedFlux / fileFlux : 0;
  return {
    at: (c, gamma) => relative(c, gamma) * scale,
    flux: fileFlux * scale,
    downwardFlux: integrate(relative, 0, 90) * scale,
  };
}
