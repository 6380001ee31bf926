import { mix, scale, warmWhite, type Palette, type Rgb } from './color.js';
import { box, drawMeshes, move, type Mesh } from './mesh.js';
import type { Rng } from './random.js';
import { figure, lightCone, lightEllipse, matte, Perspective, rgb, roomShell, type Room } from './scene-kit.js';
import { el, n, VIEW_HEIGHT, VIEW_WIDTH, type Canvas } from './svg-kit.js';

const W = VIEW_WIDTH;
const H = VIEW_HEIGHT;

/** A production hall: a conveyor down the middle, continuous light lines, people at work. */
export function productionLine(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(680, W / 2 + rng.range(-120, 120), H * rng.range(0.44, 0.5), 1.7, rng.range(-1.5, 1.5));
  const room: Room = { view, width: 12, height: 6.5, depth: 70 };
  const wall = mix([0.13, 0.135, 0.14], tone.glow, 0.08);
  roomShell(canvas, room, tone, wall, mix([0.12, 0.12, 0.125], tone.glow, 0.05), rng.chance(0.5), rng);
  const light = tone.light;
  const lines: string[] = [];
  const pools: string[] = [];
  for (const x of [-6, -2, 2, 6]) {
    lines.push(
      view.quad([
        [x - 0.06, 5.2, 2],
        [x + 0.06, 5.2, 2],
        [x + 0.06, 5.2, 70],
        [x - 0.06, 5.2, 70],
      ]),
    );
    for (let z = 3; z < 60; z += 3) {
      const pool = view.ellipse(x, 0, z, 2.2);
      pools.push(lightEllipse(canvas, pool.cx, pool.cy, pool.rx, pool.ry, light, 0.14));
    }
  }
  canvas.add(el('g', { style: 'mix-blend-mode:screen' }, pools.join('')));
  const hangers: string[] = [];
  for (const x of [-6, -2, 2, 6]) {
    for (let z = 4; z < 70; z += 6) {
      const a = view.screen([x, 6.5, z]);
      const b = view.screen([x, 5.2, z]);
      hangers.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
    }
  }
  canvas.add(el('path', { d: hangers.join(''), stroke: '#000', 'stroke-opacity': 0.4, 'stroke-width': 1 }));
  const belt = matte([0.1, 0.1, 0.11], 0.6);
  const frame = matte(mix([0.6, 0.62, 0.65], tone.glow, 0.2), 0.6);
  const meshes: Mesh[] = [move(box(1.2, 0.08, 56, belt), 0, 0.92, 32), move(box(1.4, 0.14, 56, frame), 0, 0.82, 32)];
  for (let z = 5; z < 60; z += 2.5) meshes.push(move(box(1.3, 0.8, 0.08, frame), 0, 0.4, z));
  const parts = matte(mix(tone.glow, [0.85, 0.85, 0.85], 0.5), 0.8);
  for (let z = 5; z < 58; z += rng.range(1.4, 2.6))
    meshes.push(move(box(0.4, 0.22, 0.5, parts), rng.range(-0.25, 0.25), 1.07, z));
  for (const side of [-1, 1]) {
    for (let z = 6; z < 50; z += rng.range(6, 9))
      meshes.push(move(box(1.4, 0.9, 0.8, matte([0.72, 0.72, 0.7], 0.4)), side * 2.4, 0.45, z));
  }
  drawMeshes(canvas, view, [meshes], tone);
  const people: { z: number; markup: string }[] = [];
  for (let index = 0; index < rng.int(3, 6); index += 1) {
    const z = rng.range(5, 30);
    const feet = view.screen([rng.sign() * rng.range(1.5, 2.2), 0, z]);
    people.push({
      z,
      markup: figure({
        x: feet[0],
        y: feet[1],
        height: 1.75 * view.unit(z),
        build: rng.range(0.9, 1.1),
        fill: '#121317',
        rim: { color: light, dx: 0, dy: -1, opacity: 0.7 },
        pose: rng.pick(['stand', 'gesture', 'pockets'] as const),
        flip: rng.chance(0.5),
      }),
    });
  }
  people.sort((a, b) => b.z - a.z);
  canvas.add(
    ...people.map((person) => person.markup),
    el('path', { d: lines.join(''), fill: rgb(light), filter: canvas.blur(5), opacity: 0.8 }),
    el('path', { d: lines.join(''), fill: rgb(mix(light, [1, 1, 1], 0.6)) }),
  );
}

/** A double-height lobby: a glazed wall at dusk, ring pendants, a softly lit reception desk. */
export function lobby(canvas: Canvas, rng: Rng, tone: Palette): void {
  const floor = H * rng.range(0.8, 0.86);
  const top = H * 0.04;
  const sky = mix([0.2, 0.25, 0.42], tone.glow, 0.35);
  canvas.add(
    el('rect', { width: W, height: H, fill: rgb(mix(tone.abyss, tone.deep, 0.5)) }),
    el('rect', {
      x: 0,
      y: top,
      width: W,
      height: floor - top,
      fill: canvas.linear(
        [
          [0, scale(sky, 0.35)],
          [1, mix(sky, [0.9, 0.6, 0.45], 0.35)],
        ],
        0,
        top,
        0,
        floor,
      ),
    }),
  );
  const grid: string[] = [];
  for (let x = rng.range(0, 120); x < W; x += 120) grid.push(`M${n(x)} ${n(top)}V${n(floor)}`);
  for (let y = top + 150; y < floor; y += 150) grid.push(`M0 ${n(y)}H${n(W)}`);
  canvas.add(el('path', { d: grid.join(''), stroke: '#08090c', 'stroke-width': 5 }));
  // City lights beyond the glass.
  const city: string[] = [];
  for (let index = 0; index < 90; index += 1)
    city.push(
      el('circle', {
        cx: rng.range(0, W),
        cy: rng.range(floor - 160, floor - 20),
        r: rng.range(1, 2.4),
        fill: rgb(mix(warmWhite, [1, 1, 1], rng.range(0, 0.6))),
        opacity: rng.range(0.3, 0.8),
      }),
    );
  canvas.add(el('g', {}, city.join('')));
  canvas.add(
    el('rect', {
      x: 0,
      y: floor,
      width: W,
      height: H - floor,
      fill: canvas.linear(
        [
          [0, scale(sky, 0.25)],
          [1, tone.abyss],
        ],
        0,
        floor,
        0,
        H,
      ),
    }),
  );
  const light = mix(warmWhite, tone.light, 0.55);
  const rings: string[] = [];
  const glows: string[] = [];
  const count = rng.int(3, 6);
  for (let index = 0; index < count; index += 1) {
    const x = (W * (index + 0.5)) / count + rng.range(-40, 40);
    const y = rng.range(200, 420);
    const rx = rng.range(60, 130);
    rings.push(
      el('line', { x1: x, y1: 0, x2: x, y2: y, stroke: '#000', 'stroke-opacity': 0.5, 'stroke-width': 1 }),
      el('ellipse', {
        cx: x,
        cy: y,
        rx,
        ry: rx * 0.16,
        fill: 'none',
        stroke: rgb(mix(light, [1, 1, 1], 0.6)),
        'stroke-width': 3,
      }),
    );
    glows.push(
      el('ellipse', { cx: x, cy: y, rx, ry: rx * 0.16, fill: 'none', stroke: rgb(light), 'stroke-width': 14 }),
    );
    const pool = { cx: x, cy: floor + 40, rx: rx * 1.6 };
    glows.push(lightCone(canvas, [x, y], rx, pool, light, 0.1));
  }
  canvas.add(
    el('g', { filter: canvas.blur(10), opacity: 0.6, style: 'mix-blend-mode:screen' }, glows.join('')),
    el('g', {}, rings.join('')),
  );
  const deskX = W * rng.range(0.3, 0.7);
  const deskWidth = rng.range(380, 520);
  canvas.add(
    el('rect', { x: deskX - deskWidth / 2, y: floor - 110, width: deskWidth, height: 110, fill: '#101115' }),
    el('rect', {
      x: deskX - deskWidth / 2,
      y: floor - 114,
      width: deskWidth,
      height: 6,
      fill: rgb(mix(light, [1, 1, 1], 0.3)),
    }),
    lightEllipse(canvas, deskX, floor, deskWidth * 0.6, 30, light, 0.55),
  );
  const people: string[] = [];
  for (let index = 0; index < rng.int(1, 3); index += 1) {
    people.push(
      figure({
        x: rng.range(150, W - 150),
        y: floor + rng.range(10, 60),
        height: rng.range(300, 380),
        build: rng.range(0.9, 1.1),
        fill: '#0b0c0f',
        rim: { color: sky, dx: 0, dy: -1, opacity: 0.8 },
        pose: rng.pick(['stand', 'pockets'] as const),
      }),
    );
  }
  canvas.add(el('g', {}, people.join('')));
}

/** An underground car park: low ceiling, rows of linear lights, columns and bay markings. */
export function parking(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(640, W / 2 + rng.range(-100, 100), H * rng.range(0.46, 0.52), 1.4, rng.range(-2, 2));
  const room: Room = { view, width: 16, height: 2.9, depth: 60 };
  const concrete = mix([0.2, 0.2, 0.2], tone.glow, 0.05);
  roomShell(canvas, room, tone, concrete, mix([0.15, 0.15, 0.16], tone.glow, 0.04), false, rng);
  const light = mix(tone.light, [0.9, 0.95, 1], 0.3);
  const paint = rng.pick([
    [0.9, 0.78, 0.2],
    [0.92, 0.92, 0.9],
  ] as const);
  const marks: string[] = [];
  for (const side of [-1, 1]) {
    for (let z = 2; z < 60; z += 2.6)
      marks.push(
        view.quad([
          [side * 3.2, 0.01, z],
          [side * 8.2, 0.01, z],
          [side * 8.2, 0.01, z + 0.1],
          [side * 3.2, 0.01, z + 0.1],
        ]),
      );
    marks.push(
      view.quad([
        [side * 3.2 - 0.06, 0.01, 1],
        [side * 3.2 + 0.06, 0.01, 1],
        [side * 3.2 + 0.06, 0.01, 60],
        [side * 3.2 - 0.06, 0.01, 60],
      ]),
    );
  }
  for (let z = 3; z < 60; z += 8)
    marks.push(
      view.quad([
        [-0.2, 0.01, z],
        [0.2, 0.01, z],
        [0.2, 0.01, z + 2],
        [-0.2, 0.01, z + 2],
      ]),
    );
  canvas.add(el('path', { d: marks.join(''), fill: rgb(paint), opacity: 0.6 }));
  const fixtures: string[] = [];
  const pools: string[] = [];
  for (const x of [-5.5, 0, 5.5]) {
    for (let z = 4.5; z < 58; z += 4) {
      fixtures.push(
        view.quad([
          [x - 0.07, 2.88, z],
          [x + 0.07, 2.88, z],
          [x + 0.07, 2.88, z + 1.5],
          [x - 0.07, 2.88, z + 1.5],
        ]),
      );
      const pool = view.ellipse(x, 0, z + 0.75, 2.4);
      pools.push(lightEllipse(canvas, pool.cx, pool.cy, pool.rx, pool.ry, light, 0.22));
    }
  }
  canvas.add(el('g', { style: 'mix-blend-mode:screen' }, pools.join('')));
  const meshes: Mesh[] = [];
  const column = matte(scale(concrete, 2.2), 0.3);
  const band = matte([0.9, 0.75, 0.15], 0.3);
  for (const x of [-8.6, 8.6]) {
    for (let z = 4; z < 58; z += 7.8)
      meshes.push(move(box(0.6, 2.9, 0.6, column), x, 1.45, z), move(box(0.62, 0.5, 0.62, band), x, 0.25, z));
  }
  // Simple car bodies in some bays: a low box with a cabin.
  const glass = matte([0.05, 0.06, 0.08], 1);
  const paints: Rgb[] = [
    [0.85, 0.86, 0.87],
    [0.55, 0.57, 0.6],
    [0.08, 0.08, 0.09],
    [0.5, 0.1, 0.1],
    mix(tone.glow, [0.5, 0.5, 0.5], 0.4),
  ];
  for (const side of [-1, 1]) {
    for (let z = 4; z < 40; z += 2.6) {
      if (!rng.chance(0.55)) continue;
      const x = side * 5.7;
      const body = matte(rng.pick(paints), 0.9);
      meshes.push(
        move(box(4.2, 0.7, 1.8, body), x, 0.55, z + 1.3),
        move(box(2.2, 0.55, 1.6, glass), x + side * 0.2, 1.15, z + 1.3),
      );
    }
  }
  drawMeshes(canvas, view, [meshes], tone);
  canvas.add(
    el('path', { d: fixtures.join(''), fill: rgb(light), filter: canvas.blur(4), opacity: 0.8 }),
    el('path', { d: fixtures.join(''), fill: '#fbfcff' }),
  );
}

/** A sports hall: warm timber floor, court lines, high-bay lights, a hoop at each end. */
export function sportHall(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(620, W / 2 + rng.range(-100, 100), H * rng.range(0.4, 0.46), 2.2, rng.range(-2, 2));
  const room: Room = { view, width: 16, height: 10, depth: 44 };
  const wall = mix([0.16, 0.16, 0.17], tone.glow, 0.2);
  roomShell(canvas, room, tone, wall, [0.42, 0.3, 0.19], false, rng);
  const lines: string[] = [];
  const seg = (a: [number, number, number], b: [number, number, number]) => {
    const p = view.screen(a);
    const q = view.screen(b);
    lines.push(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`);
  };
  const [x0, x1, z0, z1] = [-7.5, 7.5, 6, 34];
  seg([x0, 0, z0], [x1, 0, z0]);
  seg([x1, 0, z0], [x1, 0, z1]);
  seg([x1, 0, z1], [x0, 0, z1]);
  seg([x0, 0, z1], [x0, 0, z0]);
  seg([x0, 0, 20], [x1, 0, 20]);
  const centre = Array.from({ length: 33 }, (_, index) =>
    view.screen([1.8 * Math.cos((index / 32) * Math.PI * 2), 0, 20 + 1.8 * Math.sin((index / 32) * Math.PI * 2)]),
  );
  lines.push(`M${centre.map(([px, py]) => `${n(px)} ${n(py)}`).join('L')}`);
  const accent = mix(tone.glow, [1, 1, 1], 0.3);
  canvas.add(
    el('path', {
      d: view.quad([
        [x0, 0.005, z0],
        [x1, 0.005, z0],
        [x1, 0.005, z1],
        [x0, 0.005, z1],
      ]),
      fill: rgb(accent),
      opacity: 0.12,
    }),
    el('path', { d: lines.join(''), stroke: '#f5f1e8', 'stroke-opacity': 0.75, 'stroke-width': 2, fill: 'none' }),
  );
  // A backboard and hoop at the far end.
  const board = view.screen([0, 3.6, z1 + 1.2]);
  const u = view.unit(z1 + 1.2);
  canvas.add(
    el('rect', {
      x: board[0] - 0.9 * u,
      y: board[1] - 0.5 * u,
      width: 1.8 * u,
      height: 1.05 * u,
      fill: 'none',
      stroke: '#f2f2f2',
      'stroke-width': 2,
      opacity: 0.8,
    }),
    el('ellipse', {
      cx: board[0],
      cy: board[1] + 0.5 * u,
      rx: 0.25 * u,
      ry: 0.07 * u,
      fill: 'none',
      stroke: '#e35d2b',
      'stroke-width': 2.5,
    }),
  );
  const light = mix(tone.light, [1, 1, 1], 0.2);
  const lamps: string[] = [];
  const pools: string[] = [];
  for (const x of [-5, 0, 5]) {
    for (let z = 38; z >= 4; z -= 6) {
      const disc = view.ellipse(x, 9, z, 0.35);
      const pool = view.ellipse(x, 0, z, 3);
      pools.push(lightEllipse(canvas, pool.cx, pool.cy, pool.rx, pool.ry, light, 0.22));
      lamps.push(
        lightEllipse(canvas, disc.cx, disc.cy, disc.rx * 4, disc.rx * 4, light, 0.4),
        el('ellipse', { cx: disc.cx, cy: disc.cy, rx: disc.rx, ry: Math.max(1, disc.ry), fill: '#fffaf0' }),
      );
    }
  }
  canvas.add(el('g', { style: 'mix-blend-mode:screen' }, pools.join('')), el('g', {}, lamps.join('')));
}
