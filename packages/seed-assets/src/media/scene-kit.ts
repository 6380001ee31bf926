import { mix, scale, toHex, warmWhite, type Palette, type Rgb } from './color.js';
import { normalize, type Material, type Projector, type Vec3 } from './mesh.js';
import type { Rng } from './random.js';
import { el, polygonPath, VIEW_HEIGHT, VIEW_WIDTH, type Canvas, type Point } from './svg-kit.js';

/**
 * A pinhole camera for places (streets, rooms, halls): eye at (0, eyeHeight, 0) looking along +z,
 * world units in metres. It implements Projector, so room furniture can use the mesh shading.
 */
export class Perspective implements Projector {
  constructor(
    readonly focal: number,
    readonly cx: number,
    readonly cy: number,
    readonly eyeHeight: number,
    /** Horizontal eye offset, metres: shifts the vanishing point's world position. */
    readonly eyeX = 0,
  ) {}

  view(point: Vec3): Vec3 {
    return [point[0] - this.eyeX, point[1] - this.eyeHeight, point[2]];
  }

  screen(point: Vec3): Point {
    const [x, y, z] = this.view(point);
    const depth = Math.max(0.05, z);
    return [this.cx + (x * this.focal) / depth, this.cy - (y * this.focal) / depth];
  }

  eyeDirection(viewPoint: Vec3): Vec3 {
    return normalize([-viewPoint[0], -viewPoint[1], -viewPoint[2]]);
  }

  /** Screen size of one metre at depth z. */
  unit(z: number): number {
    return this.focal / Math.max(0.05, z);
  }

  quad(list: readonly Vec3[]): string {
    return polygonPath(list.map((p) => this.screen(p)));
  }

  /** The screen ellipse of a horizontal circle (a pool of light on the floor). */
  ellipse(x: number, y: number, z: number, radius: number): { cx: number; cy: number; rx: number; ry: number } {
    const near = this.screen([x, y, z - radius]);
    const far = this.screen([x, y, z + radius]);
    const left = this.screen([x - radius, y, z]);
    const right = this.screen([x + radius, y, z]);
    return {
      cx: (left[0] + right[0]) / 2,
      cy: (near[1] + far[1]) / 2,
      rx: Math.abs(right[0] - left[0]) / 2,
      ry: Math.max(0.5, Math.abs(near[1] - far[1]) / 2),
    };
  }
}

export function rgb(color: Rgb): string {
  return toHex(color);
}

/** A radial-gradient ellipse of light (screen space), added with screen blending. */
export function lightEllipse(
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: Rgb,
  opacity: number,
): string {
  const fill = canvas.radial(
    [
      [0, mix(color, [1, 1, 1], 0.25), opacity],
      [0.35, color, opacity * 0.5],
      [1, color, 0],
    ],
    { cx, cy, r: Math.max(0.5, rx), squash: ry / Math.max(0.5, rx) },
  );
  return el('ellipse', { cx, cy, rx: Math.max(0.5, rx), ry: Math.max(0.5, ry), fill });
}

/** A soft light cone from a lamp (screen point) down to a pool ellipse. */
export function lightCone(
  canvas: Canvas,
  top: Point,
  topHalfWidth: number,
  pool: { cx: number; cy: number; rx: number },
  color: Rgb,
  opacity: number,
): string {
  const fill = canvas.linear(
    [
      [0, color, opacity],
      [1, color, opacity * 0.05],
    ],
    top[0],
    top[1],
    pool.cx,
    pool.cy,
  );
  return el('path', {
    d: polygonPath([
      [top[0] - topHalfWidth, top[1]],
      [top[0] + topHalfWidth, top[1]],
      [pool.cx + pool.rx, pool.cy],
      [pool.cx - pool.rx, pool.cy],
    ]),
    fill,
  });
}

/** Dusk sky: deep tinted zenith, a warm band at the horizon, a few faint stars. */
export function duskSky(canvas: Canvas, tone: Palette, horizon: number, rng: Rng): void {
  const zenith = mix([0.02, 0.03, 0.07], tone.glow, 0.12);
  const middle = mix([0.08, 0.1, 0.2], tone.glow, 0.25);
  const band = mix([0.95, 0.55, 0.35], tone.glow, 0.35);
  canvas.add(
    el('rect', {
      width: VIEW_WIDTH,
      height: VIEW_HEIGHT,
      fill: canvas.linear(
        [
          [0, zenith],
          [0.6, middle],
          [0.92, mix(middle, band, 0.55)],
          [1, band],
        ],
        0,
        0,
        0,
        horizon,
      ),
    }),
  );
  const stars: string[] = [];
  for (let index = 0; index < 40; index += 1) {
    stars.push(
      el('circle', {
        cx: rng.range(0, VIEW_WIDTH),
        cy: rng.range(0, horizon * 0.55),
        r: rng.range(0.6, 1.4),
        fill: '#fff',
        opacity: rng.range(0.1, 0.45),
      }),
    );
  }
  canvas.add(el('g', {}, stars.join('')));
}

export interface Rim {
  color: Rgb;
  /** Direction the light comes from, -1..1 on each axis (y: -1 is from above). */
  dx: number;
  dy: number;
  opacity: number;
}

export interface FigureOptions {
  /** Feet position (screen) and total height in px. */
  x: number;
  y: number;
  height: number;
  /** Stocky (1.15) to slim (0.85). */
  build: number;
  fill: string;
  rim?: Rim;
  /** 'stand', 'wide' (feet apart), 'gesture' (one forearm raised), 'pockets' (elbows out). */
  pose?: 'stand' | 'wide' | 'gesture' | 'pockets';
  /** Mirror the pose. */
  flip?: boolean;
}

type Shape = readonly (readonly [number, number])[];

// Outlines in percent of body height, x from the body's axis, y up from the feet.
const TORSO: Shape = [
  [-2.4, 88],
  [-3.4, 85.8],
  [-9, 84.6],
  [-11.6, 83],
  [-12.4, 80],
  [-11.2, 71],
  [-10.4, 62],
  [-9.4, 55],
  [-10.4, 49],
  [-10.2, 45],
];
const LEGS: Record<'stand' | 'wide', Shape> = {
  stand: [
    [-9.6, 40],
    [-8.6, 26],
    [-7.4, 8],
    [-7.6, 2],
    [-9.4, 0.6],
    [-9.4, 0],
    [-3.6, 0],
    [-3.4, 8],
    [-3.4, 26],
    [-1.2, 44],
    [0, 45],
  ],
  wide: [
    [-9.8, 40],
    [-10.4, 26],
    [-11, 8],
    [-11.4, 2],
    [-13.2, 0.6],
    [-13.2, 0],
    [-7.2, 0],
    [-6.8, 8],
    [-5, 26],
    [-1.2, 44],
    [0, 45],
  ],
};
const ARMS: Record<'down' | 'raised' | 'pocket', Shape> = {
  down: [
    [-11.4, 82],
    [-13.6, 77],
    [-14.2, 66],
    [-14, 56],
    [-13.6, 50],
    [-12.2, 49.6],
    [-12, 55],
    [-11.8, 66],
    [-11.2, 74],
  ],
  raised: [
    [-11.4, 82],
    [-14, 77],
    [-15.6, 68],
    [-20.6, 74],
    [-23.6, 79],
    [-22.8, 81],
    [-19.2, 78.2],
    [-14.4, 72],
    [-12, 74],
  ],
  pocket: [
    [-11.4, 82],
    [-14.6, 76],
    [-17, 66],
    [-13.4, 56],
    [-11, 55.4],
    [-11.4, 57.4],
    [-14.4, 65.6],
    [-12.4, 74],
  ],
};

/** A standing human silhouette with natural proportions; arms leave gaps the light shows through. */
export function figure(options: FigureOptions): string {
  const { x, y, height: h, build: b, fill } = options;
  const pose = options.pose ?? 'stand';
  const flip = options.flip ? -1 : 1;
  const at = (px: number, py: number, widthScale: number): string =>
    `${f(x + flip * px * widthScale * h * 0.01)} ${f(y - py * h * 0.01)}`;
  const mirror = (shape: Shape): Shape => [...shape].reverse().map(([px, py]) => [-px, py] as const);
  const legs = pose === 'wide' ? LEGS.wide : LEGS.stand;
  const outline = [...TORSO, ...legs.slice(0, -1), ...mirror(legs).slice(1), ...mirror(TORSO)];
  const body = `M${outline.map(([px, py]) => at(px, py, b)).join('L')}Z`;
  const leftArm = pose === 'pockets' ? ARMS.pocket : ARMS.down;
  const rightArm = pose === 'gesture' ? ARMS.raised : pose === 'pockets' ? ARMS.pocket : ARMS.down;
  // Separate elements, not subpaths: overlapping subpaths of opposite winding would punch holes.
  const arms = [leftArm, mirror(rightArm)]
    .map((arm) => el('path', { d: `M${arm.map(([px, py]) => at(px, py, b)).join('L')}Z` }))
    .join('');
  const head = el('ellipse', { cx: x, cy: y - h * 0.937, rx: h * 0.043, ry: h * 0.059 });
  const neck = `M${at(-2.4, 89.5, 1)}L${at(2.4, 89.5, 1)}L${at(2.6, 85, 1)}L${at(-2.6, 85, 1)}Z`;
  const shape = (color: string, dx: number, dy: number, opacity?: number) =>
    el(
      'g',
      {
        transform: dx === 0 && dy === 0 ? undefined : `translate(${f(dx)} ${f(dy)})`,
        fill: color,
        opacity,
        stroke: color,
        'stroke-width': f(h * 0.006),
        'stroke-linejoin': 'round',
      },
      head + el('path', { d: neck }) + el('path', { d: body }) + arms,
    );
  const rim = options.rim;
  const offset = Math.max(0.8, h * 0.004);
  return rim
    ? shape(rgb(rim.color), rim.dx * offset, rim.dy * offset, rim.opacity * 0.8) + shape(fill, 0, 0)
    : shape(fill, 0, 0);
}

/** Head and shoulders seen from behind or the front: audiences, students, a seated team. */
export function bust(options: {
  x: number;
  y: number;
  height: number;
  build: number;
  fill: string;
  rim?: Rim;
  tilt?: number;
}): string {
  const { x, y, height: h, build: b, fill } = options;
  const top = y - h;
  const tilt = options.tilt ?? 0;
  const head = el('ellipse', { cx: x + tilt * h * 0.04, cy: top + h * 0.2, rx: h * 0.13, ry: h * 0.165 });
  const body =
    `M${f(x - h * 0.07)} ${f(top + h * 0.33)}L${f(x - h * 0.08)} ${f(top + h * 0.43)}` +
    `Q${f(x - h * 0.34 * b)} ${f(top + h * 0.44)} ${f(x - h * 0.4 * b)} ${f(top + h * 0.6)}L${f(x - h * 0.43 * b)} ${f(y)}L${f(x + h * 0.43 * b)} ${f(y)}` +
    `L${f(x + h * 0.4 * b)} ${f(top + h * 0.6)}Q${f(x + h * 0.34 * b)} ${f(top + h * 0.44)} ${f(x + h * 0.08)} ${f(top + h * 0.43)}L${f(x + h * 0.07)} ${f(top + h * 0.33)}Z`;
  const shape = (color: string, dx: number, dy: number, opacity?: number) =>
    el(
      'g',
      { transform: dx === 0 && dy === 0 ? undefined : `translate(${f(dx)} ${f(dy)})`, fill: color, opacity },
      head + el('path', { d: body }),
    );
  const rim = options.rim;
  const offset = Math.max(1, h * 0.012);
  return rim
    ? shape(rgb(rim.color), rim.dx * offset, rim.dy * offset, rim.opacity) + shape(fill, 0, 0)
    : shape(fill, 0, 0);
}

/** A window's light: mostly warm interiors, now and then a cool one in the palette's hue. */
export function windowColor(rng: Rng, tone: Palette): Rgb {
  const warm = mix(warmWhite, [1, 0.9, 0.75], rng.range(0, 0.6));
  return rng.chance(0.18) ? mix(tone.light, tone.glow, 0.25) : warm;
}

export interface Room {
  view: Perspective;
  width: number;
  height: number;
  depth: number;
}

export function roomShell(
  canvas: Canvas,
  room: Room,
  tone: Palette,
  wall: Rgb,
  floor: Rgb,
  windows: boolean,
  rng: Rng,
): void {
  const { view, width: w, height: h, depth: d } = room;
  const near = 0.6;
  const ceilingFill = canvas.linear(
    [
      [0, scale(wall, 0.55)],
      [1, scale(wall, 0.95)],
    ],
    0,
    0,
    0,
    view.cy,
  );
  const floorFill = canvas.linear(
    [
      [0, scale(floor, 1.2)],
      [1, scale(floor, 0.5)],
    ],
    0,
    view.cy,
    0,
    VIEW_HEIGHT,
  );
  canvas.add(
    el('path', {
      d: view.quad([
        [-w, h, near],
        [w, h, near],
        [w, h, d],
        [-w, h, d],
      ]),
      fill: ceilingFill,
    }),
    el('path', {
      d: view.quad([
        [-w, 0, near],
        [w, 0, near],
        [w, 0, d],
        [-w, 0, d],
      ]),
      fill: floorFill,
    }),
    el('path', {
      d: view.quad([
        [-w, 0, near],
        [-w, h, near],
        [-w, h, d],
        [-w, 0, d],
      ]),
      fill: rgb(scale(wall, 0.8)),
    }),
    el('path', {
      d: view.quad([
        [w, 0, near],
        [w, h, near],
        [w, h, d],
        [w, 0, d],
      ]),
      fill: rgb(scale(wall, 0.7)),
    }),
    el('path', {
      d: view.quad([
        [-w, 0, d],
        [-w, h, d],
        [w, h, d],
        [w, 0, d],
      ]),
      fill: rgb(scale(wall, 1.15)),
    }),
  );
  if (windows) {
    const sky = canvas.linear(
      [
        [0, mix([0.1, 0.14, 0.28], tone.glow, 0.25)],
        [1, mix([0.5, 0.32, 0.3], tone.glow, 0.2)],
      ],
      0,
      0,
      0,
      view.cy + 60,
    );
    const panes: string[] = [];
    for (let z = 1.5; z < d - 1; z += 3) {
      panes.push(
        view.quad([
          [-w + 0.01, 0.9, z + 0.08],
          [-w + 0.01, h - 0.35, z + 0.08],
          [-w + 0.01, h - 0.35, z + 2.92],
          [-w + 0.01, 0.9, z + 2.92],
        ]),
      );
    }
    canvas.add(el('path', { d: panes.join(''), fill: sky }));
    const lights: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const z = rng.range(2, d - 2);
      const p = view.screen([-w + 0.02, rng.range(0.95, 1.5), z]);
      lights.push(
        el('circle', {
          cx: p[0],
          cy: p[1],
          r: rng.range(0.6, 2) * view.unit(z) * 0.02,
          fill: rgb(windowColor(rng, tone)),
          opacity: 0.7,
        }),
      );
    }
    canvas.add(el('g', {}, lights.join('')));
  }
}

export function matte(color: Rgb, gloss = 0.3): Material {
  return { kind: 'matte', color, gloss };
}

function f(value: number): string {
  return String(Math.round(value * 10) / 10);
}
