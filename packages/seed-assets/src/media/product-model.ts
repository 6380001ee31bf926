import { mix, scale, type Palette, type Rgb } from './color.js';
import type { Beam } from './light.js';
import { lathe, type Camera, type Frame, type Material, type Mesh, type Projection, type Vec3 } from './mesh.js';
import type { Rng } from './random.js';
import type { Canvas } from './svg-kit.js';

/** Everything the studio composition needs to draw one luminaire. */
interface ProductModel {
  camera: Camera;
  /** Drawn in order; meshes within a layer are depth-sorted. */
  layers: Mesh[][];
  /** The meshes the frame is fitted to (defaults to all). */
  fitTo?: Mesh[];
  frame: Frame;
  beams: Beam[];
  /** View y of the studio floor line, or null for a floorless backdrop. */
  horizon: number | null;
  /** Drawn behind the product and its light (walls, fields). */
  behind?: (canvas: Canvas, projection: Projection, tone: Palette) => void;
  /** Drawn over the product and its glow (wires, guards, pictograms). */
  over?: (canvas: Canvas, projection: Projection, tone: Palette) => void;
  /** Bloom size multiplier. */
  bloom?: number;
}

export type ProductBuilder = (rng: Rng, tone: Palette) => ProductModel;

export interface Materials {
  aluminium: Material;
  graphite: Material;
  castGrey: Material;
  whitePaint: Material;
  blackMatte: Material;
  zinc: Material;
  emitter: Material;
  /** A dimmer emitter for lens plates around bright LEDs. */
  lens: Material;
}

export function materials(tone: Palette): Materials {
  return {
    aluminium: { kind: 'metal', color: [0.6, 0.62, 0.65], gloss: 0.85 },
    graphite: { kind: 'metal', color: [0.16, 0.17, 0.19], gloss: 0.7 },
    castGrey: { kind: 'metal', color: [0.3, 0.31, 0.32], gloss: 0.45 },
    whitePaint: { kind: 'matte', color: [0.84, 0.85, 0.86], gloss: 0.5 },
    blackMatte: { kind: 'matte', color: [0.05, 0.055, 0.06], gloss: 0.6 },
    zinc: { kind: 'metal', color: [0.72, 0.74, 0.76], gloss: 0.9 },
    emitter: { kind: 'emit', color: tone.light, bloom: 1 },
    lens: { kind: 'emit', color: scale(mix(tone.light, tone.glow, 0.2), 0.8), bloom: 0.5 },
  };
}

export function emit(color: Rgb, bloom = 1): Material {
  return { kind: 'emit', color, bloom };
}

/** A closed cylinder along Y between y0 and y1. */
export function cylinder(radius: number, y0: number, y1: number, material: Material, segments = 40): Mesh {
  return lathe(
    [
      [0, y1],
      [radius, y1],
      [radius, y0],
      [0, y0],
    ],
    segments,
    material,
  );
}

/** A torus around Y (tube radius r at distance R), e.g. a suspension eye. */
export function torus(big: number, small: number, material: Material, segments = 28, sides = 10): Mesh {
  const profile = Array.from({ length: sides + 1 }, (_, index): [number, number] => {
    const angle = Math.PI / 2 - (2 * Math.PI * index) / sides;
    return [big + small * Math.cos(angle), small * Math.sin(angle)];
  });
  return lathe(profile, segments, material);
}

/** Interpolates a polyline profile at `steps` points, for drawing guard bars and wires. */
export function resample(profile: readonly Vec3[], steps: number): Vec3[] {
  const result: Vec3[] = [];
  for (let index = 0; index < profile.length - 1; index += 1) {
    const a = profile[index];
    const b = profile[index + 1];
    if (!a || !b) continue;
    for (let step = 0; step < steps; step += 1) {
      const t = step / steps;
      result.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
    }
  }
  const last = profile[profile.length - 1];
  if (last) result.push(last);
  return result;
}
