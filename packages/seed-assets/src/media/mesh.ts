import { add, ledWhite, mix, multiply, scale, toHex, type Palette, type Rgb } from './color.js';
import { bounds, el, points, type Canvas, type Point } from './svg-kit.js';

/**
 * A deliberately small 3D toolkit: flat-shaded polygons, a perspective camera and a painter's
 * algorithm. It is enough to draw luminaires in a convincing 3/4 view without any renderer.
 */
export type Vec3 = readonly [number, number, number];

export type Material =
  /** Anodised or painted metal: soft diffuse plus crisp studio reflections. */
  | { kind: 'metal'; color: Rgb; gloss: number }
  /** Painted plastic or powder coat: mostly diffuse. */
  | { kind: 'matte'; color: Rgb; gloss: number }
  /** A light-emitting surface; `bloom` scales the glow drawn around it (0 for none). */
  | { kind: 'emit'; color: Rgb; bloom: number };

interface Face {
  points: Vec3[];
  material: Material;
}
export type Mesh = Face[];

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const plus = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const times = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export function normalize(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

function centroid(list: readonly Vec3[]): Vec3 {
  const sum = list.reduce<Vec3>((acc, p) => plus(acc, p), [0, 0, 0]);
  return times(sum, 1 / Math.max(1, list.length));
}

/** Newell's method: robust for any planar polygon, including degenerate lathe triangles. */
function faceNormal(list: readonly Vec3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  list.forEach((current, index) => {
    const following = list[(index + 1) % list.length] ?? current;
    x += (current[1] - following[1]) * (current[2] + following[2]);
    y += (current[2] - following[2]) * (current[0] + following[0]);
    z += (current[0] - following[0]) * (current[1] + following[1]);
  });
  return normalize([x, y, z]);
}

// ---- primitives ---------------------------------------------------------------------------

/** Extrudes a counter-clockwise XY profile along Z (centred); caps may have their own material. */
export function prism(
  profile: readonly Point[],
  depth: number,
  material: Material,
  capMaterial: Material = material,
): Mesh {
  const front = profile.map(([x, y]): Vec3 => [x, y, depth / 2]);
  const back = profile.map(([x, y]): Vec3 => [x, y, -depth / 2]);
  const faces: Mesh = [
    { points: front, material: capMaterial },
    { points: [...back].reverse(), material: capMaterial },
  ];
  profile.forEach((_, index) => {
    const next = (index + 1) % profile.length;
    const a = back[index];
    const b = back[next];
    const c = front[next];
    const d = front[index];
    if (a && b && c && d) faces.push({ points: [a, b, c, d], material });
  });
  return faces;
}

export function box(width: number, height: number, depth: number, material: Material): Mesh {
  const w = width / 2;
  const h = height / 2;
  return prism(
    [
      [-w, -h],
      [w, -h],
      [w, h],
      [-w, h],
    ],
    depth,
    material,
  );
}

/** A rounded-rectangle profile (counter-clockwise), for softened housings. */
export function roundedRect(width: number, height: number, radius: number, steps = 4): Point[] {
  const w = width / 2;
  const h = height / 2;
  const r = Math.min(radius, w, h);
  const corners: [number, number, number][] = [
    [w - r, -h + r, -90],
    [w - r, h - r, 0],
    [-w + r, h - r, 90],
    [-w + r, -h + r, 180],
  ];
  const list: Point[] = [];
  for (const [cx, cy, start] of corners) {
    for (let step = 0; step <= steps; step += 1) {
      const angle = ((start + (90 * step) / steps) * Math.PI) / 180;
      list.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
    }
  }
  return list;
}

/**
 * Revolves a profile of [radius, y] points around the Y axis. Trace the outline as seen on the
 * right half, from the top downwards (top axis → outside → bottom axis): normals then face out.
 * Reversing the profile gives an inside surface (a reflector seen from below).
 */
export function lathe(
  profile: readonly (readonly [number, number])[],
  segments: number,
  material: Material | ((index: number) => Material),
): Mesh {
  const faces: Mesh = [];
  const ring = (k: number, j: number): Vec3 => {
    const [r, y] = profile[k] ?? [0, 0];
    const angle = (2 * Math.PI * j) / segments;
    return [r * Math.cos(angle), y, r * Math.sin(angle)];
  };
  for (let k = 0; k < profile.length - 1; k += 1) {
    const pick = typeof material === 'function' ? material(k) : material;
    for (let j = 0; j < segments; j += 1) {
      const a = ring(k, j);
      const b = ring(k, j + 1);
      const c = ring(k + 1, j + 1);
      const d = ring(k + 1, j);
      const quad = [a, b, c, d].filter((p, index, all) => index === 0 || !same(p, all[index - 1] ?? p));
      if (quad.length >= 3 && !same(quad[0] ?? a, quad[quad.length - 1] ?? d))
        faces.push({ points: quad, material: pick });
      else if (quad.length >= 4) faces.push({ points: quad.slice(0, -1), material: pick });
    }
  }
  return faces;
}

function same(a: Vec3, b: Vec3): boolean {
  return Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9 && Math.abs(a[2] - b[2]) < 1e-9;
}

// ---- transforms ---------------------------------------------------------------------------

function mapPoints(mesh: Mesh, transform: (point: Vec3) => Vec3): Mesh {
  return mesh.map((face) => ({ points: face.points.map(transform), material: face.material }));
}

export function move(mesh: Mesh, x: number, y: number, z: number): Mesh {
  return mapPoints(mesh, (p) => [p[0] + x, p[1] + y, p[2] + z]);
}

export function rotatePoint(point: Vec3, axis: 'x' | 'y' | 'z', degrees: number): Vec3 {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const [x, y, z] = point;
  if (axis === 'x') return [x, y * cos - z * sin, y * sin + z * cos];
  if (axis === 'y') return [x * cos + z * sin, y, -x * sin + z * cos];
  return [x * cos - y * sin, x * sin + y * cos, z];
}

export function rotate(mesh: Mesh, axis: 'x' | 'y' | 'z', degrees: number): Mesh {
  return mapPoints(mesh, (p) => rotatePoint(p, axis, degrees));
}

/** Gives the faces whose normal points along `direction` another material (an emitter, a label). */
export function paint(mesh: Mesh, direction: Vec3, material: Material, tolerance = 0.9): Mesh {
  const axis = normalize(direction);
  return mesh.map((face) =>
    dot(faceNormal(face.points), axis) > tolerance ? { points: face.points, material } : face,
  );
}

// ---- camera and drawing -------------------------------------------------------------------

export interface Camera {
  /** Turn around the vertical axis, degrees. */
  yaw: number;
  /** Tilt: positive looks down on the object, negative looks up at it. */
  pitch: number;
  /** Distance from the origin in object units; larger is flatter. */
  distance: number;
}

export interface Frame {
  /** Centre of the product in the 1600×1000 view. */
  cx: number;
  cy: number;
  /** The largest box the product may fill. */
  width: number;
  height: number;
}

/** What drawing needs from a camera: view space, the screen, and where the eye is. */
export interface Projector {
  /** World → view space (x right, y up, z away from the eye). */
  view(point: Vec3): Vec3;
  screen(point: Vec3): Point;
  /** Unit vector from a view-space point towards the eye. */
  eyeDirection(viewPoint: Vec3): Vec3;
}

/** Maps world points to the view, fitted so the given meshes fill the frame. */
export class Projection implements Projector {
  readonly scale: number;
  private readonly offset: Point;

  constructor(
    readonly camera: Camera,
    fitTo: readonly Mesh[],
    frame: Frame,
  ) {
    const projected = fitTo.flatMap((mesh) => mesh.flatMap((face) => face.points.map((p) => this.raw(p))));
    const xs = projected.map((p) => p[0]);
    const ys = projected.map((p) => p[1]);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs);
    const minY = Math.min(...ys);
    const maxY = Math.max(...ys);
    this.scale = Math.min(frame.width / Math.max(1e-6, maxX - minX), frame.height / Math.max(1e-6, maxY - minY));
    this.offset = [frame.cx - ((minX + maxX) / 2) * this.scale, frame.cy - ((minY + maxY) / 2) * this.scale];
  }

  /** World → camera space (camera at z = -distance, looking along +z). */
  view(point: Vec3): Vec3 {
    return rotatePoint(rotatePoint(point, 'y', this.camera.yaw), 'x', -this.camera.pitch);
  }

  private raw(point: Vec3): Point {
    const [x, y, z] = this.view(point);
    const depth = Math.max(1e-3, z + this.camera.distance);
    const f = this.camera.distance / depth;
    return [x * f, -y * f];
  }

  screen(point: Vec3): Point {
    const [x, y] = this.raw(point);
    return [this.offset[0] + x * this.scale, this.offset[1] + y * this.scale];
  }

  /** Unit vector from a view-space point towards the eye. */
  eyeDirection(viewPoint: Vec3): Vec3 {
    return normalize(sub([0, 0, -this.camera.distance], viewPoint));
  }
}

const KEY = normalize([-0.55, 0.8, -0.45]);
const FILL = normalize([0.85, -0.05, -0.35]);
const SOFTBOX = normalize([-0.3, 0.9, -0.25]);
const SIDEBOX = normalize([0.95, 0.25, 0.1]);

function shade(material: Material, normal: Vec3, eye: Vec3, tone: Palette): Rgb {
  const facing = Math.max(0, dot(normal, eye));
  // Emitters are brightest face-on: gives glass domes and lenses some volume.
  if (material.kind === 'emit') return scale(material.color, 0.72 + 0.28 * facing);
  const key = Math.max(0, dot(normal, KEY));
  const fill = Math.max(0, dot(normal, FILL));
  const half = normalize(plus(KEY, eye));
  const specular = Math.max(0, dot(normal, half)) ** 40;
  const reflected = sub(times(normal, 2 * facing), eye);
  const softbox = Math.max(0, dot(reflected, SOFTBOX)) ** 6;
  const sidebox = Math.max(0, dot(reflected, SIDEBOX)) ** 8;
  const ground = Math.max(0, -reflected[1]) ** 2;
  const rim = (1 - facing) ** 3;
  const { color, gloss } = material;
  if (material.kind === 'metal') {
    let result = scale(color, 0.16 + 0.5 * key);
    result = add(result, scale(multiply(color, tone.glow), 0.35 * fill));
    result = add(result, scale(mix(ledWhite, color, 0.3), gloss * (0.75 * softbox + 0.5 * specular)));
    result = add(result, scale(tone.glow, gloss * 0.35 * sidebox));
    result = add(result, scale(tone.deep, 0.6 * ground));
    return add(result, scale(tone.glow, 0.22 * rim));
  }
  let result = scale(color, 0.22 + 0.68 * key);
  result = add(result, scale(multiply(color, tone.glow), 0.25 * fill));
  result = add(result, scale(ledWhite, gloss * (0.25 * specular + 0.15 * softbox)));
  return add(result, scale(tone.glow, 0.12 * rim));
}

export interface DrawnEmitter {
  polygon: Point[];
  color: Rgb;
  bloom: number;
}

/**
 * Draws the layers in order; within a layer, meshes (and faces within a mesh) go far to near.
 * Returns the visible emitting polygons so the caller can add bloom and beams.
 */
export function drawMeshes(
  canvas: Canvas,
  projection: Projector,
  layers: readonly (readonly Mesh[])[],
  tone: Palette,
): DrawnEmitter[] {
  const emitters: DrawnEmitter[] = [];
  const markup: string[] = [];
  for (const layer of layers) {
    const meshes = layer
      .map((mesh) => ({ mesh, depth: meshDepth(projection, mesh) }))
      .sort((a, b) => b.depth - a.depth);
    for (const { mesh } of meshes) {
      const faces = mesh
        .map((face) => {
          const viewPoints = face.points.map((p) => projection.view(p));
          const center = centroid(viewPoints);
          return { face, viewPoints, center };
        })
        .sort((a, b) => b.center[2] - a.center[2]);
      for (const { face, viewPoints, center } of faces) {
        const normal = faceNormal(viewPoints);
        const eye = projection.eyeDirection(center);
        if (dot(normal, eye) <= 0) continue;
        const polygon = face.points.map((p) => projection.screen(p));
        const fill = toHex(shade(face.material, normal, eye, tone));
        // The same-colour hairline stroke hides anti-aliasing seams between adjacent facets.
        markup.push(
          el('polygon', {
            points: points(polygon),
            fill,
            stroke: fill,
            'stroke-width': 0.7,
            'stroke-linejoin': 'round',
          }),
        );
        if (face.material.kind === 'emit' && face.material.bloom > 0) {
          emitters.push({ polygon, color: face.material.color, bloom: face.material.bloom });
        }
      }
    }
  }
  canvas.add(el('g', {}, markup.join('')));
  return emitters;
}

function meshDepth(projection: Projector, mesh: Mesh): number {
  return centroid(mesh.flatMap((face) => face.points).map((p) => projection.view(p)))[2];
}

/** A soft bloom around the visible emitters: a tight glow and a wide halo. */
export function drawBloom(canvas: Canvas, emitters: readonly DrawnEmitter[], radius = 1): void {
  if (emitters.length === 0) return;
  const area = bounds(emitters.flatMap((emitter) => emitter.polygon));
  const shapes = (lift: number) =>
    emitters
      .map((emitter) =>
        el('polygon', {
          points: points(emitter.polygon),
          fill: toHex(mix(emitter.color, [1, 1, 1], lift)),
          opacity: Math.min(1, emitter.bloom),
        }),
      )
      .join('');
  canvas.add(
    el('g', { filter: canvas.blur(34 * radius, area), opacity: 0.55, style: 'mix-blend-mode:screen' }, shapes(0)),
    el('g', { filter: canvas.blur(9 * radius, area), opacity: 0.8, style: 'mix-blend-mode:screen' }, shapes(0.3)),
  );
}
