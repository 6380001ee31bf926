import { mix, type Palette, type Rgb } from './color.js';
import { cross, normalize, plus, times, type Projection, type Vec3 } from './mesh.js';
import { bounds, el, polygonPath, VIEW_HEIGHT, VIEW_WIDTH, type Canvas, type Point } from './svg-kit.js';

/** A volume of light from an emitting outline to where it lands or fades (world space). */
export interface Beam {
  from: Vec3[];
  to: Vec3[];
  strength: number;
  /** Draw a pool of light where the beam lands. */
  pool?: boolean;
  /** Share of the light left at the far end (0 fades out; a narrow beam that lands keeps some). */
  reach?: number;
  color?: Rgb;
}

/** Points on a circle around `center`, in the plane perpendicular to `normal`. */
export function ring(center: Vec3, normal: Vec3, radius: number, count = 24): Vec3[] {
  const axis = normalize(normal);
  const helper: Vec3 = Math.abs(axis[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0];
  const u = normalize(cross(axis, helper));
  const v = cross(axis, u);
  return Array.from({ length: count }, (_, index) => {
    const angle = (2 * Math.PI * index) / count;
    return plus(center, plus(times(u, radius * Math.cos(angle)), times(v, radius * Math.sin(angle))));
  });
}

function convexHull(list: readonly Point[]): Point[] {
  const sorted = [...list].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const turn = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (items: Point[]) => {
    const hull: Point[] = [];
    for (const p of items) {
      while (hull.length >= 2 && turn(hull[hull.length - 2] ?? p, hull[hull.length - 1] ?? p, p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

function mean(list: readonly Point[]): Point {
  const sum = list.reduce<[number, number]>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
  return [sum[0] / Math.max(1, list.length), sum[1] / Math.max(1, list.length)];
}

function shrink(list: readonly Point[], toward: Point, factor: number): Point[] {
  return list.map(([x, y]) => [toward[0] + (x - toward[0]) * factor, toward[1] + (y - toward[1]) * factor]);
}

/** The beam as a soft, fading volume with a brighter core, plus an optional pool of light. */
export function drawBeam(canvas: Canvas, projection: Projection, beam: Beam, tone: Palette): void {
  const light = beam.color ?? tone.light;
  const source = beam.from.map((p) => projection.screen(p));
  const target = beam.to.map((p) => projection.screen(p));
  const start = mean(source);
  const end = mean(target);
  const hull = convexHull([...source, ...target]);
  const volume = (list: Point[], opacity: number) =>
    el('path', {
      d: polygonPath(list === target ? hull : convexHull([...source, ...list])),
      fill: canvas.linear(
        [
          [0, light, opacity],
          [0.3, light, opacity * 0.45],
          [1, light, opacity * (beam.reach ?? 0)],
        ],
        start[0],
        start[1],
        end[0],
        end[1],
      ),
    });
  const s = beam.strength;
  canvas.add(
    el(
      'g',
      { filter: canvas.blur(14, bounds(hull)), style: 'mix-blend-mode:screen' },
      volume(target, 0.34 * s) + volume(shrink(target, end, 0.45), 0.3 * s),
    ),
  );
  if (beam.pool) drawPool(canvas, target, light, s);
}

/** An elliptical pool of light fitted to the given outline (already on screen). */
function drawPool(canvas: Canvas, outline: readonly Point[], light: Rgb, strength: number): void {
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const rx = Math.max(4, (Math.max(...xs) - Math.min(...xs)) / 2);
  const ry = Math.max(2, (Math.max(...ys) - Math.min(...ys)) / 2);
  const fill = canvas.radial(
    [
      [0, mix(light, [1, 1, 1], 0.3), Math.min(1, 0.55 * strength)],
      [0.35, light, 0.3 * strength],
      [0.75, light, 0.08 * strength],
      [1, light, 0],
    ],
    { cx, cy, r: rx, squash: ry / rx },
  );
  canvas.add(el('ellipse', { cx, cy, rx, ry, fill, style: 'mix-blend-mode:screen' }));
}

/** A soft radial glow, e.g. behind a product or around a lamp. */
function glow(canvas: Canvas, cx: number, cy: number, radius: number, color: Rgb, opacity: number, squash = 1): string {
  const fill = canvas.radial(
    [
      [0, color, opacity],
      [0.4, color, opacity * 0.4],
      [1, color, 0],
    ],
    { cx, cy, r: radius, squash },
  );
  return el('ellipse', { cx, cy, rx: radius, ry: radius * squash, fill });
}

/** Full-frame dark backdrop with a tinted light falloff and a floor line. */
export function studioBackdrop(
  canvas: Canvas,
  tone: Palette,
  options: { glowX: number; glowY: number; horizon: number | null },
): void {
  const { glowX, glowY, horizon } = options;
  canvas.add(
    el('rect', {
      width: VIEW_WIDTH,
      height: VIEW_HEIGHT,
      fill: canvas.linear(
        [
          [0, mix(tone.deep, tone.abyss, 0.2)],
          [0.7, tone.abyss],
          [1, tone.abyss],
        ],
        0,
        0,
        0,
        VIEW_HEIGHT,
      ),
    }),
    glow(canvas, glowX, glowY, 760, tone.glow, 0.2, 0.72),
    glow(canvas, glowX, glowY, 360, mix(tone.glow, [1, 1, 1], 0.3), 0.1, 0.8),
  );
  if (horizon !== null) {
    // A barely lit floor and a hairline horizon: reads as a studio, not as a void.
    canvas.add(
      el('rect', {
        x: 0,
        y: horizon,
        width: VIEW_WIDTH,
        height: VIEW_HEIGHT - horizon,
        fill: canvas.linear(
          [
            [0, mix(tone.deep, tone.glow, 0.08), 0.9],
            [1, tone.abyss, 0.2],
          ],
          0,
          horizon,
          0,
          VIEW_HEIGHT,
        ),
      }),
      el('rect', {
        x: 0,
        y: horizon - 0.5,
        width: VIEW_WIDTH,
        height: 1.2,
        fill: canvas.linear(
          [
            [0, tone.glow, 0],
            [0.5, mix(tone.glow, [1, 1, 1], 0.4), 0.35],
            [1, tone.glow, 0],
          ],
          0,
          0,
          VIEW_WIDTH,
          0,
        ),
      }),
    );
  }
}
