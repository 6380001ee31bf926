import type { ImageSpec } from './image-spec.js';
import { palette } from './color.js';
import { createRng } from './random.js';
import { drawPattern, drawSector } from './scene-abstract.js';
import { drawPeople } from './scene-people.js';
import { drawArchitecture, drawIndustrial, drawInterior } from './scene-places.js';
import { drawProduct } from './scene-product.js';
import { Canvas, vignette } from './svg-kit.js';

/**
 * The SVG of one seed picture. Pure and deterministic: the same spec and size give the same
 * bytes. Drawn in a 1600×1000 space and scaled (cropped around the centre) to width × height.
 */
export function sceneSvg(spec: ImageSpec, width: number, height: number): string {
  const canvas = new Canvas();
  const tone = palette(spec.color);
  const rng = createRng(spec.seed, sceneSalt[spec.scene]);
  switch (spec.scene) {
    case 'product':
      drawProduct(canvas, spec.shape ?? 'panel', rng, tone);
      break;
    case 'sector':
      drawSector(canvas, rng, tone);
      break;
    case 'pattern':
      drawPattern(canvas, rng, tone);
      break;
    case 'architecture':
      drawArchitecture(canvas, rng, tone);
      break;
    case 'interior':
      drawInterior(canvas, rng, tone);
      break;
    case 'industrial':
      drawIndustrial(canvas, rng, tone);
      break;
    case 'people':
      drawPeople(canvas, rng, tone);
      break;
  }
  vignette(canvas, 0.55);
  return canvas.toSvg(width, height);
}

const sceneSalt: Record<ImageSpec['scene'], number> = {
  product: 1,
  sector: 2,
  architecture: 3,
  interior: 4,
  industrial: 5,
  people: 6,
  pattern: 7,
};
