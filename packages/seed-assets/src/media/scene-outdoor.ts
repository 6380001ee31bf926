import { mix, scale, warmWhite, type Palette, type Rgb } from './color.js';
import type { Rng } from './random.js';
import { duskSky, lightCone, lightEllipse, Perspective, rgb } from './scene-kit.js';
import { el, n, polygonPath, VIEW_HEIGHT, VIEW_WIDTH, type Canvas, type Point } from './svg-kit.js';

const W = VIEW_WIDTH;
const H = VIEW_HEIGHT;
const INK = '#07080b';

function ground(canvas: Canvas, top: number, color: Rgb): void {
  canvas.add(
    el('rect', {
      x: 0,
      y: top,
      width: W,
      height: H - top,
      fill: canvas.linear(
        [
          [0, color],
          [1, [0.008, 0.01, 0.013]],
        ],
        0,
        top,
        0,
        H,
      ),
    }),
  );
}

/** An outdoor process plant at dusk: columns, tanks, pipe racks and explosion-proof lights. */
export function refinery(canvas: Canvas, rng: Rng, tone: Palette): void {
  const horizon = H * rng.range(0.66, 0.72);
  duskSky(canvas, tone, horizon, rng);
  canvas.add(lightEllipse(canvas, W / 2, horizon, W * 0.7, 140, mix(tone.glow, warmWhite, 0.4), 0.35));
  ground(canvas, horizon, mix([0.05, 0.05, 0.06], tone.glow, 0.1));
  const steel = mix([0.05, 0.055, 0.07], tone.glow, 0.08);
  const lamp = mix(warmWhite, tone.light, 0.4);
  const parts: string[] = [];
  const lights: string[] = [];
  // Pipe racks first: long horizontal runs the structures stand in front of.
  for (const y of [horizon - 60, horizon - 95]) {
    parts.push(el('rect', { x: 0, y, width: W, height: 7 }), el('rect', { x: 0, y: y + 12, width: W, height: 4 }));
    for (let x = rng.range(0, 80); x < W; x += 80) parts.push(el('rect', { x, y, width: 5, height: horizon - y }));
  }
  let x = rng.range(-40, 40);
  while (x < W) {
    const kind = rng.pick(['column', 'tank', 'tank', 'column', 'frame'] as const);
    if (kind === 'column') {
      const width = rng.range(34, 60);
      const height = rng.range(260, 470);
      const top = horizon - height;
      parts.push(
        el('rect', { x, y: top, width, height }),
        el('rect', { x: x + width / 2 - 3, y: top - 40, width: 6, height: 40 }),
      );
      for (let y = top + 40; y < horizon - 40; y += rng.range(55, 80)) {
        parts.push(el('rect', { x: x - 14, y, width: width + 28, height: 4 }));
        if (rng.chance(0.7))
          lights.push(
            lightEllipse(canvas, x - 10, y + 8, 26, 26, lamp, 0.6),
            el('circle', { cx: x - 10, cy: y + 8, r: 2.4, fill: '#fff5e2' }),
          );
      }
      x += width + rng.range(40, 120);
    } else if (kind === 'tank') {
      const width = rng.range(160, 260);
      const height = rng.range(90, 150);
      const top = horizon - height;
      const roof = width * 0.08;
      parts.push(
        el('path', {
          d: `M${n(x)} ${n(horizon)}V${n(top)}Q${n(x + width / 2)} ${n(top - roof * 2)} ${n(x + width)} ${n(top)}V${n(horizon)}Z`,
        }),
      );
      // A grazing band of light along the shell.
      lights.push(
        el('rect', {
          x,
          y: top + 4,
          width,
          height: height - 4,
          fill: canvas.linear(
            [
              [0, lamp, 0.18],
              [0.5, lamp, 0.02],
              [1, lamp, 0.1],
            ],
            x,
            0,
            x + width,
            0,
          ),
        }),
        el('path', {
          d: `M${n(x)} ${n(top)}Q${n(x + width / 2)} ${n(top - roof * 2)} ${n(x + width)} ${n(top)}`,
          stroke: rgb(lamp),
          'stroke-opacity': 0.45,
          'stroke-width': 1.5,
          fill: 'none',
        }),
      );
      x += width + rng.range(30, 90);
    } else {
      const width = rng.range(120, 200);
      const height = rng.range(160, 240);
      const top = horizon - height;
      for (const edge of [x, x + width - 6]) parts.push(el('rect', { x: edge, y: top, width: 6, height }));
      for (let y = top; y < horizon; y += 48) {
        parts.push(el('rect', { x, y, width, height: 5 }));
        if (rng.chance(0.6)) {
          const lx = x + rng.range(20, width - 20);
          lights.push(
            lightCone(canvas, [lx, y + 6], 4, { cx: lx, cy: Math.min(horizon, y + 60), rx: 40 }, lamp, 0.2),
            el('circle', { cx: lx, cy: y + 7, r: 2.2, fill: '#fff5e2' }),
          );
        }
      }
      x += width + rng.range(40, 100);
    }
  }
  canvas.add(
    el('g', { fill: rgb(steel) }, parts.join('')),
    el('g', { style: 'mix-blend-mode:screen' }, lights.join('')),
  );
  // Haze over the plant catches the light.
  canvas.add(
    lightEllipse(canvas, W * rng.range(0.3, 0.7), horizon - 120, W * 0.6, 160, mix(tone.glow, lamp, 0.5), 0.12),
  );
}

/** A logistics building's dock face at night: doors, floodlights, a trailer backed in. */
export function dock(canvas: Canvas, rng: Rng, tone: Palette): void {
  const base = H * rng.range(0.66, 0.72);
  const top = H * rng.range(0.08, 0.16);
  duskSky(canvas, tone, base, rng);
  const cladding = mix([0.09, 0.095, 0.11], tone.glow, 0.12);
  canvas.add(
    el('rect', {
      x: 0,
      y: top,
      width: W,
      height: base - top,
      fill: canvas.linear(
        [
          [0, scale(cladding, 0.7)],
          [1, cladding],
        ],
        0,
        top,
        0,
        base,
      ),
    }),
  );
  const seams: string[] = [];
  for (let x = 0; x < W; x += 40) seams.push(`M${n(x)} ${n(top)}V${n(base)}`);
  canvas.add(
    el('path', { d: seams.join(''), stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': 1 }),
    el('rect', { x: 0, y: top - 6, width: W, height: 6, fill: rgb(scale(cladding, 0.5)) }),
  );
  ground(canvas, base, mix([0.07, 0.07, 0.08], tone.glow, 0.08));
  const doors = rng.int(3, 5);
  const pitch = W / doors;
  const lamp = mix(warmWhite, tone.light, 0.5);
  const inside = mix(warmWhite, [1, 0.95, 0.85], 0.5);
  const doorTop = base - (base - top) * 0.58;
  const glows: string[] = [];
  const shapes: string[] = [];
  for (let index = 0; index < doors; index += 1) {
    const cx = pitch * (index + 0.5);
    const width = pitch * 0.52;
    const open = rng.chance(0.55);
    shapes.push(
      el('rect', {
        x: cx - width / 2 - 12,
        y: doorTop - 12,
        width: width + 24,
        height: base - doorTop + 12,
        fill: '#0c0d10',
      }),
    );
    if (open) {
      shapes.push(
        el('rect', {
          x: cx - width / 2,
          y: doorTop,
          width,
          height: base - doorTop,
          fill: canvas.linear(
            [
              [0, scale(inside, 0.55)],
              [1, inside],
            ],
            0,
            doorTop,
            0,
            base,
          ),
        }),
      );
      // Racks inside the open door, in silhouette.
      for (let rack = 0; rack < 3; rack += 1)
        shapes.push(
          el('rect', {
            x: cx - width / 2 + 10 + rack * (width / 3),
            y: doorTop + 20,
            width: width / 3 - 26,
            height: base - doorTop - 20,
            fill: '#15161a',
            opacity: 0.55,
          }),
        );
      glows.push(lightEllipse(canvas, cx, base + 40, width * 0.9, 90, inside, 0.35));
    } else {
      const slats: string[] = [];
      for (let y = doorTop; y < base; y += 9) slats.push(`M${n(cx - width / 2)} ${n(y)}H${n(cx + width / 2)}`);
      shapes.push(
        el('rect', {
          x: cx - width / 2,
          y: doorTop,
          width,
          height: base - doorTop,
          fill: rgb(mix(cladding, [0.5, 0.5, 0.52], 0.25)),
        }),
        el('path', { d: slats.join(''), stroke: '#000', 'stroke-opacity': 0.35 }),
      );
    }
    const fixture: Point = [cx, doorTop - 60];
    shapes.push(
      el('rect', { x: cx - 16, y: doorTop - 70, width: 32, height: 10, fill: '#111216' }),
      el('rect', { x: cx - 14, y: doorTop - 61, width: 28, height: 3, fill: '#fff8ea' }),
    );
    glows.push(
      lightCone(canvas, fixture, 16, { cx, cy: base + 90, rx: pitch * 0.45 }, lamp, 0.18),
      lightEllipse(canvas, cx, base + 90, pitch * 0.45, 70, lamp, 0.4),
      lightEllipse(canvas, cx, doorTop - 58, 60, 26, lamp, 0.5),
    );
  }
  canvas.add(el('g', {}, shapes.join('')), el('g', { style: 'mix-blend-mode:screen' }, glows.join('')));
  // A trailer backed against one door: a dark box with marker lights.
  const bay = rng.int(0, doors - 1);
  const tx = pitch * (bay + 0.5);
  const trailerTop = doorTop - 30;
  canvas.add(
    el('rect', {
      x: tx - pitch * 0.36,
      y: trailerTop,
      width: pitch * 0.72,
      height: base + 50 - trailerTop,
      fill: '#0a0b0e',
    }),
    el('rect', { x: tx - pitch * 0.36, y: base + 50, width: pitch * 0.72, height: 10, fill: '#050506' }),
    ...[-1, 1].map((side) => lightEllipse(canvas, tx + side * pitch * 0.32, base + 30, 16, 10, [1, 0.25, 0.2], 0.9)),
  );
  const stripes: string[] = [];
  for (let index = 0; index <= doors; index += 1)
    stripes.push(`M${n(pitch * index)} ${n(base)}L${n(pitch * index + (pitch * index - W / 2) * 0.6)} ${n(H)}`);
  canvas.add(el('path', { d: stripes.join(''), stroke: '#e8d9a8', 'stroke-opacity': 0.25, 'stroke-width': 3 }));
}

/** A road or rail tunnel: continuous light lines, rib rings and a bright portal ahead. */
export function tunnel(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(640, W / 2 + rng.range(-60, 60), H * rng.range(0.46, 0.52), 1.6, rng.range(-1.2, 1.2));
  const rail = rng.chance(0.4);
  const radius = 5.2;
  const far = 140;
  canvas.add(el('rect', { width: W, height: H, fill: rgb(mix([0.04, 0.045, 0.05], tone.glow, 0.1)) }));
  const arch = (z: number) =>
    Array.from({ length: 25 }, (_, index): Point => {
      const angle = Math.PI - (Math.PI * index) / 24;
      return view.screen([radius * Math.cos(angle), 1.4 + radius * Math.sin(angle) * 0.9, z]);
    });
  // The tunnel lining: filled shell, then ring joints every few metres.
  const outer = arch(1.2);
  canvas.add(
    el('path', {
      d: polygonPath([view.screen([-radius, 0, 1.2]), ...outer, view.screen([radius, 0, 1.2])]),
      fill: rgb(mix([0.1, 0.1, 0.11], tone.glow, 0.08)),
    }),
  );
  const exit = view.screen([0, 2.5, far]);
  const daylight = mix([0.95, 0.85, 0.7], tone.glow, 0.25);
  canvas.add(
    lightEllipse(canvas, exit[0], exit[1], 260, 200, daylight, 0.55),
    el('path', {
      d: polygonPath([view.screen([-radius, 0, far]), ...arch(far), view.screen([radius, 0, far])]),
      fill: rgb(mix(daylight, [1, 1, 1], 0.4)),
    }),
  );
  const rings: string[] = [];
  for (let z = 2; z < far; z *= 1.12)
    rings.push(
      `M${arch(z)
        .map(([px, py]) => `${n(px)} ${n(py)}`)
        .join('L')}`,
    );
  canvas.add(
    el('path', { d: rings.join(''), stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 1.4, fill: 'none' }),
  );
  canvas.add(
    el('path', {
      d: view.quad([
        [-radius, 0, 1.2],
        [radius, 0, 1.2],
        [radius, 0, far],
        [-radius, 0, far],
      ]),
      fill: canvas.linear(
        [
          [0, mix([0.05, 0.05, 0.06], tone.glow, 0.05)],
          [1, [0.16, 0.16, 0.17]],
        ],
        0,
        H,
        0,
        view.cy,
      ),
    }),
  );
  const light = mix(tone.light, tone.glow, rng.range(0.05, 0.35));
  const bands = [-1, 1]
    .map((side) =>
      view.quad([
        [side * radius * 0.96, 4.3, 1.5],
        [side * radius * 0.96, 4.5, 1.5],
        [side * radius * 0.96, 4.5, far],
        [side * radius * 0.96, 4.3, far],
      ]),
    )
    .join('');
  canvas.add(
    el('path', { d: bands, fill: rgb(light), filter: canvas.blur(10), opacity: 0.7 }),
    el('path', { d: bands, fill: rgb(mix(light, [1, 1, 1], 0.5)) }),
  );
  const marks: string[] = [];
  if (rail) {
    for (const x of [-0.75, 0.75])
      marks.push(
        view.quad([
          [x - 0.04, 0.15, 1.2],
          [x + 0.04, 0.15, 1.2],
          [x + 0.04, 0.15, far],
          [x - 0.04, 0.15, far],
        ]),
      );
    for (let z = 1.4; z < 60; z += 0.7)
      marks.push(
        view.quad([
          [-1.2, 0.05, z],
          [1.2, 0.05, z],
          [1.2, 0.05, z + 0.22],
          [-1.2, 0.05, z + 0.22],
        ]),
      );
    canvas.add(el('path', { d: marks.join(''), fill: rgb(mix(light, [0.3, 0.3, 0.3], 0.6)), opacity: 0.6 }));
  } else {
    for (let z = 2; z < far; z += 9)
      marks.push(
        view.quad([
          [-0.07, 0.01, z],
          [0.07, 0.01, z],
          [0.07, 0.01, z + 4],
          [-0.07, 0.01, z + 4],
        ]),
      );
    for (const x of [-3.4, 3.4])
      marks.push(
        view.quad([
          [x - 0.07, 0.01, 1.2],
          [x + 0.07, 0.01, 1.2],
          [x + 0.07, 0.01, far],
          [x - 0.07, 0.01, far],
        ]),
      );
    canvas.add(el('path', { d: marks.join(''), fill: '#e9e4d6', opacity: 0.55 }));
  }
}

/** A station platform under a lit canopy, a train alongside. */
export function platform(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(700, W * rng.range(0.52, 0.62), H * rng.range(0.46, 0.52), 1.7, -2.2);
  const horizon = view.cy;
  duskSky(canvas, tone, horizon, rng);
  const length = 160;
  const edge = 0.2;
  const concrete = mix([0.16, 0.16, 0.17], tone.glow, 0.05);
  canvas.add(
    el('path', {
      d: view.quad([
        [-12, -1.1, 1],
        [30, -1.1, 1],
        [30, -1.1, length],
        [-12, -1.1, length],
      ]),
      fill: rgb(mix([0.04, 0.04, 0.05], tone.glow, 0.05)),
    }),
    el('path', {
      d: view.quad([
        [-8, 0, 1],
        [edge, 0, 1],
        [edge, 0, length],
        [-8, 0, length],
      ]),
      fill: canvas.linear(
        [
          [0, scale(concrete, 1.2)],
          [1, scale(concrete, 0.5)],
        ],
        0,
        H,
        0,
        horizon,
      ),
    }),
    el('path', {
      d: view.quad([
        [edge - 0.5, 0.005, 1],
        [edge - 0.35, 0.005, 1],
        [edge - 0.35, 0.005, length],
        [edge - 0.5, 0.005, length],
      ]),
      fill: '#e6c229',
      opacity: 0.85,
    }),
  );
  const rails: string[] = [];
  for (const x of [1.2, 2.7, 6.2, 7.7])
    rails.push(
      view.quad([
        [x - 0.04, -1, 1],
        [x + 0.04, -1, 1],
        [x + 0.04, -1, length],
        [x - 0.04, -1, length],
      ]),
    );
  canvas.add(el('path', { d: rails.join(''), fill: rgb(mix([0.6, 0.6, 0.62], tone.glow, 0.2)), opacity: 0.6 }));
  // A train on the far track: body side facing the platform and a lit window band.
  if (rng.chance(0.65)) {
    const x = 5.2;
    const start = rng.range(8, 20);
    const body = (y0: number, y1: number) =>
      view.quad([
        [x, y0, start],
        [x, y1, start],
        [x, y1, length],
        [x, y0, length],
      ]);
    canvas.add(
      el('path', { d: body(-0.8, 3), fill: rgb(mix([0.2, 0.21, 0.24], tone.glow, 0.15)) }),
      el('path', {
        d: view.quad([
          [x, -0.8, start],
          [x, 3, start],
          [x + 3, 3, start],
          [x + 3, -0.8, start],
        ]),
        fill: rgb(mix([0.12, 0.13, 0.15], tone.glow, 0.15)),
      }),
    );
    const windows: string[] = [];
    for (let z = start + 1; z < length - 2; z += 2.2)
      windows.push(
        view.quad([
          [x - 0.01, 1.1, z],
          [x - 0.01, 2.1, z],
          [x - 0.01, 2.1, z + 1.6],
          [x - 0.01, 1.1, z + 1.6],
        ]),
      );
    canvas.add(el('path', { d: windows.join(''), fill: rgb(mix(warmWhite, [1, 1, 1], 0.5)), opacity: 0.85 }));
    const head = view.screen([x + 1.5, 0.2, start]);
    canvas.add(
      lightEllipse(canvas, head[0], head[1], 0.8 * view.unit(start), 0.4 * view.unit(start), [1, 0.98, 0.9], 0.9),
    );
  }
  // The station wall closes the platform's far side: dark cladding with lit panels.
  const canopy = 4.6;
  canvas.add(
    el('path', {
      d: view.quad([
        [-8, 0, 1],
        [-8, 12, 1],
        [-8, 12, length],
        [-8, 0, length],
      ]),
      fill: rgb(mix([0.07, 0.07, 0.08], tone.glow, 0.1)),
    }),
  );
  const panels: string[] = [];
  for (let z = 5; z < length; z += rng.range(9, 14))
    panels.push(
      view.quad([
        [-7.98, 1, z],
        [-7.98, 2.6, z],
        [-7.98, 2.6, z + 3.2],
        [-7.98, 1, z + 3.2],
      ]),
    );
  canvas.add(el('path', { d: panels.join(''), fill: rgb(mix(tone.glow, [1, 1, 1], 0.45)), opacity: 0.75 }));
  const light = tone.light;
  const slab = view.quad([
    [-8, canopy, 1],
    [1.6, canopy, 1],
    [1.6, canopy, length],
    [-8, canopy, length],
  ]);
  canvas.add(
    el('path', { d: slab, fill: rgb(mix([0.12, 0.12, 0.13], tone.glow, 0.06)) }),
    el('path', {
      d: view.quad([
        [1.6, canopy, 1],
        [1.6, canopy + 0.5, 1],
        [1.6, canopy + 0.5, length],
        [1.6, canopy, length],
      ]),
      fill: '#0b0c0f',
    }),
  );
  const lines: string[] = [];
  const pools: string[] = [];
  for (const x of [-4.5, -1.2]) {
    lines.push(
      view.quad([
        [x - 0.08, canopy - 0.01, 1.5],
        [x + 0.08, canopy - 0.01, 1.5],
        [x + 0.08, canopy - 0.01, length],
        [x - 0.08, canopy - 0.01, length],
      ]),
    );
    for (let z = 4; z < 80; z += 5) {
      const pool = view.ellipse(x, 0, z, 1.8);
      pools.push(lightEllipse(canvas, pool.cx, pool.cy, pool.rx, pool.ry, light, 0.2));
    }
  }
  const columns: string[] = [];
  for (let z = 6; z < length; z += 12)
    columns.push(
      view.quad([
        [-3, 0, z],
        [-3, canopy, z],
        [-2.7, canopy, z],
        [-2.7, 0, z],
      ]),
    );
  canvas.add(
    el('g', { style: 'mix-blend-mode:screen' }, pools.join('')),
    el('path', { d: columns.join(''), fill: '#0f1013' }),
    el('path', { d: lines.join(''), fill: rgb(light), filter: canvas.blur(6), opacity: 0.8 }),
    el('path', { d: lines.join(''), fill: rgb(mix(light, [1, 1, 1], 0.6)) }),
  );
}

/** A sports ground under floodlight masts: the pitch, its lines and the beams. */
export function stadium(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(760, W / 2 + rng.range(-80, 80), H * rng.range(0.34, 0.4), 9, rng.range(-6, 6));
  duskSky(canvas, tone, view.cy, rng);
  const turf = mix([0.08, 0.22, 0.12], tone.glow, 0.15);
  const pitch: [number, number, number, number] = [-34, 34, 16, 120];
  const [x0, x1, z0, z1] = pitch;
  // Stands behind the far touchline, in silhouette with a lit rim.
  const standTop = view.screen([0, 16, z1 + 30])[1];
  canvas.add(
    el('path', {
      d: polygonPath([
        view.screen([-120, 0, z1 + 10]),
        view.screen([-120, 16, z1 + 30]),
        view.screen([120, 16, z1 + 30]),
        view.screen([120, 0, z1 + 10]),
      ]),
      fill: '#0b0c10',
    }),
    el('rect', { x: 0, y: standTop - 2, width: W, height: 2, fill: rgb(tone.light), opacity: 0.5 }),
    el('path', {
      d: view.quad([
        [-200, 0, 8],
        [200, 0, 8],
        [200, 0, z1 + 10],
        [-200, 0, z1 + 10],
      ]),
      fill: rgb(scale(turf, 0.45)),
    }),
    el('path', {
      d: view.quad([
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, 0, z1],
        [x0, 0, z1],
      ]),
      fill: rgb(turf),
    }),
  );
  const stripes: string[] = [];
  for (let z = z0; z < z1; z += 12)
    stripes.push(
      view.quad([
        [x0, 0.01, z],
        [x1, 0.01, z],
        [x1, 0.01, z + 6],
        [x0, 0.01, z + 6],
      ]),
    );
  canvas.add(el('path', { d: stripes.join(''), fill: '#fff', opacity: 0.04 }));
  const marks: string[] = [];
  const line = (a: [number, number, number], b: [number, number, number]) => {
    const p = view.screen(a);
    const q = view.screen(b);
    marks.push(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`);
  };
  line([x0, 0, z0], [x1, 0, z0]);
  line([x1, 0, z0], [x1, 0, z1]);
  line([x1, 0, z1], [x0, 0, z1]);
  line([x0, 0, z1], [x0, 0, z0]);
  line([x0, 0, (z0 + z1) / 2], [x1, 0, (z0 + z1) / 2]);
  const circle = Array.from({ length: 41 }, (_, index) => {
    const angle = (index / 40) * Math.PI * 2;
    return view.screen([9 * Math.cos(angle), 0, (z0 + z1) / 2 + 9 * Math.sin(angle)]);
  });
  marks.push(`M${circle.map(([px, py]) => `${n(px)} ${n(py)}`).join('L')}`);
  canvas.add(
    el('path', { d: marks.join(''), stroke: '#f2f5ef', 'stroke-opacity': 0.6, 'stroke-width': 2, fill: 'none' }),
  );
  // Four masts; each head is a grid of lamps throwing a beam onto the pitch.
  const light = mix(tone.light, [1, 1, 1], 0.3);
  const beams: string[] = [];
  const heads: string[] = [];
  for (const [mx, mz] of [
    [x0 - 14, z0 + 8],
    [x1 + 14, z0 + 8],
    [x0 - 14, z1 - 4],
    [x1 + 14, z1 - 4],
  ] as const) {
    const foot = view.screen([mx, 0, mz]);
    const head = view.screen([mx, 34, mz]);
    const u = view.unit(mz);
    heads.push(
      el('path', {
        d: `M${n(foot[0])} ${n(foot[1])}L${n(head[0])} ${n(head[1])}`,
        stroke: '#0b0c0f',
        'stroke-width': Math.max(2, 0.8 * u),
      }),
    );
    for (let row = 0; row < 3; row += 1) {
      for (let column = 0; column < 5; column += 1) {
        heads.push(
          el('circle', {
            cx: head[0] + (column - 2) * 1.3 * u,
            cy: head[1] + row * 1.3 * u,
            r: 0.45 * u,
            fill: '#fffdf5',
          }),
        );
      }
    }
    heads.push(lightEllipse(canvas, head[0], head[1] + 1.3 * u, 9 * u, 6 * u, light, 0.7));
    const target = view.ellipse(mx < 0 ? mx + 34 : mx - 34, 0, mz + (mz < 70 ? 30 : -30), 20);
    beams.push(
      lightCone(canvas, [head[0], head[1] + u], 3.5 * u, target, light, 0.22),
      lightEllipse(canvas, target.cx, target.cy, target.rx, target.ry, light, 0.3),
    );
  }
  canvas.add(el('g', { style: 'mix-blend-mode:screen' }, beams.join('')), el('g', {}, heads.join('')));
}

/** A park at dusk: a curving path, lanterns with pools of light, trees in silhouette. */
export function park(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(760, W / 2 + rng.range(-100, 100), H * rng.range(0.46, 0.52), 1.7);
  duskSky(canvas, tone, view.cy, rng);
  ground(canvas, view.cy, mix([0.04, 0.06, 0.05], tone.glow, 0.08));
  const bend = rng.range(1.2, 3) * rng.sign();
  const pathX = (z: number) => bend * Math.sin(z / 14);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let z = 1.5; z < 90; z *= 1.08) {
    left.push(view.screen([pathX(z) - 1.6, 0, z]));
    right.unshift(view.screen([pathX(z) + 1.6, 0, z]));
  }
  canvas.add(el('path', { d: polygonPath([...left, ...right]), fill: rgb(mix([0.2, 0.19, 0.18], tone.glow, 0.08)) }));
  // Trees: clusters of dark discs along both sides, the far ones smaller and hazier.
  const trees: { z: number; markup: string }[] = [];
  for (let index = 0; index < 18; index += 1) {
    const z = rng.range(6, 80);
    const x = pathX(z) + rng.sign() * rng.range(4, 14);
    const u = view.unit(z);
    const base = view.screen([x, 0, z]);
    const crown = rng.range(2.4, 4);
    const trunk = rng.range(2, 3);
    const blobs: string[] = [
      el('rect', { x: base[0] - 0.12 * u, y: base[1] - (trunk + 0.5) * u, width: 0.24 * u, height: (trunk + 0.5) * u }),
    ];
    // Many overlapping discs make an irregular crown rather than a lollipop.
    for (let blob = 0; blob < 11; blob += 1) {
      const angle = rng.range(0, Math.PI * 2);
      const reach = rng.range(0, 0.75) * crown;
      blobs.push(
        el('circle', {
          cx: base[0] + Math.cos(angle) * reach * u,
          cy: base[1] - (trunk + crown * 0.9 + Math.sin(angle) * reach * 0.8) * u,
          r: crown * rng.range(0.3, 0.5) * u,
        }),
      );
    }
    trees.push({
      z,
      markup: el('g', { fill: rgb(mix([0.01, 0.015, 0.015], tone.deep, Math.min(0.8, z / 100))) }, blobs.join('')),
    });
  }
  trees.sort((a, b) => b.z - a.z);
  const lamp = mix(warmWhite, tone.glow, 0.15);
  const lanterns: string[] = [];
  const pools: string[] = [];
  for (let z = 70; z >= 4; z -= rng.range(9, 13)) {
    const x = pathX(z) + 2;
    const foot = view.screen([x, 0, z]);
    const head = view.screen([x, 3.6, z]);
    const u = view.unit(z);
    const pool = view.ellipse(x - 0.8, 0, z, 3.2);
    pools.push(lightEllipse(canvas, pool.cx, pool.cy, pool.rx, pool.ry, lamp, 0.55));
    lanterns.push(
      el('path', {
        d: `M${n(foot[0])} ${n(foot[1])}L${n(head[0])} ${n(head[1])}`,
        stroke: INK,
        'stroke-width': Math.max(1.2, 0.1 * u),
      }),
      lightEllipse(canvas, head[0], head[1], 1.4 * u, 1.4 * u, lamp, 0.5),
      el('circle', { cx: head[0], cy: head[1], r: Math.max(1.2, 0.16 * u), fill: '#fff4dd' }),
    );
  }
  canvas.add(
    el('g', { style: 'mix-blend-mode:screen' }, pools.join('')),
    ...trees.map((tree) => tree.markup),
    el('g', {}, lanterns.join('')),
  );
}
