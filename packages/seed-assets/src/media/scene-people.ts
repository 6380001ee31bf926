import { mix, scale, warmWhite, type Palette } from './color.js';
import { box, drawMeshes, move, type Mesh } from './mesh.js';
import type { Rng } from './random.js';
import { bust, figure, lightCone, lightEllipse, Perspective, rgb, type FigureOptions } from './scene-kit.js';
import { el, n, polygonPath, VIEW_HEIGHT, VIEW_WIDTH, type Canvas } from './svg-kit.js';

const W = VIEW_WIDTH;
const H = VIEW_HEIGHT;
const SILHOUETTE = '#0a0b0e';

/** People, abstracted: a team, an event, a workshop, a classroom, always in designed light. */
export function drawPeople(canvas: Canvas, rng: Rng, tone: Palette): void {
  const variant = rng.int(0, 3);
  if (variant === 0) team(canvas, rng, tone);
  else if (variant === 1) event(canvas, rng, tone);
  else if (variant === 2) workshop(canvas, rng, tone);
  else classroom(canvas, rng, tone);
}

function team(canvas: Canvas, rng: Rng, tone: Palette): void {
  const floor = H * rng.range(0.86, 0.9);
  const sky = mix([0.55, 0.6, 0.75], tone.glow, 0.45);
  canvas.add(el('rect', { width: W, height: H, fill: rgb(mix(tone.abyss, tone.deep, 0.6)) }));
  // A tall glazed wall behind the group: the light that draws their outlines.
  const top = H * 0.08;
  canvas.add(
    el('rect', {
      x: 0,
      y: top,
      width: W,
      height: floor - top,
      fill: canvas.linear(
        [
          [0, scale(sky, 0.35)],
          [0.75, sky],
          [1, mix(sky, [1, 0.85, 0.7], 0.4)],
        ],
        0,
        top,
        0,
        floor,
      ),
    }),
  );
  const mullions: string[] = [];
  const pitch = rng.range(150, 220);
  for (let x = rng.range(0, pitch); x < W; x += pitch)
    mullions.push(el('rect', { x: x - 3, y: top, width: 6, height: floor - top }));
  for (const y of [top, top + (floor - top) * 0.62]) mullions.push(el('rect', { x: 0, y: y - 4, width: W, height: 8 }));
  canvas.add(
    el('g', { fill: SILHOUETTE, opacity: 0.85 }, mullions.join('')),
    lightEllipse(canvas, W / 2, floor - 120, 700, 300, [1, 1, 1], 0.25),
  );
  canvas.add(
    el('rect', {
      x: 0,
      y: floor,
      width: W,
      height: H - floor,
      fill: canvas.linear(
        [
          [0, scale(sky, 0.3)],
          [1, tone.abyss],
        ],
        0,
        floor,
        0,
        H,
      ),
    }),
  );
  // Two or three small groups at different depths: a calm lobby, not a line-up.
  const rim = { color: mix(sky, [1, 1, 1], 0.6), dx: 0, dy: -0.7, opacity: 0.85 };
  const poses: NonNullable<FigureOptions['pose']>[] = ['stand', 'stand', 'wide', 'pockets', 'gesture'];
  const groups = rng.int(2, 3);
  const people: { x: number; depth: number; options: FigureOptions }[] = [];
  for (let group = 0; group < groups; group += 1) {
    const centre = (W * (group + 0.5)) / groups + rng.range(-90, 90);
    const depth = rng.range(0, 1);
    const size = rng.int(1, 3);
    for (let member = 0; member < size; member += 1) {
      const scaleFactor = 1 - depth * 0.35;
      const x = centre + (member - (size - 1) / 2) * 95 * scaleFactor + rng.range(-12, 12);
      people.push({
        x,
        depth,
        options: {
          x,
          y: floor - 10 - depth * 70,
          height: rng.range(430, 500) * scaleFactor,
          build: rng.range(0.88, 1.12),
          fill: SILHOUETTE,
          rim,
          pose: rng.pick(poses),
          flip: rng.chance(0.5),
        },
      });
    }
  }
  people.sort((a, b) => b.depth - a.depth);
  const group = people.map((person) => figure(person.options)).join('');
  canvas.add(
    el('g', { transform: `translate(0 ${n(2 * floor)}) scale(1 -1)`, opacity: 0.16, filter: canvas.blur(5) }, group),
    group,
  );
}

function event(canvas: Canvas, rng: Rng, tone: Palette): void {
  canvas.add(el('rect', { width: W, height: H, fill: rgb(tone.abyss) }));
  const screenWidth = rng.range(720, 900);
  const screenTop = H * 0.1;
  const screenHeight = screenWidth * 0.5;
  const sx = W / 2 - screenWidth / 2 + rng.range(-120, 120);
  const light = mix(tone.glow, [1, 1, 1], 0.35);
  canvas.add(
    lightEllipse(
      canvas,
      sx + screenWidth / 2,
      screenTop + screenHeight / 2,
      screenWidth,
      screenHeight * 1.4,
      tone.glow,
      0.45,
    ),
  );
  canvas.add(
    el('rect', {
      x: sx,
      y: screenTop,
      width: screenWidth,
      height: screenHeight,
      fill: canvas.linear(
        [
          [0, mix(tone.glow, [0, 0, 0], 0.45)],
          [0.5, tone.glow],
          [1, mix(tone.glow, [1, 1, 1], 0.5)],
        ],
        sx,
        screenTop + screenHeight,
        sx + screenWidth,
        screenTop,
      ),
    }),
  );
  // Abstract content on the screen: a few curves, no text.
  const curves: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const y = screenTop + screenHeight * (0.3 + index * 0.07);
    curves.push(
      `M${n(sx)} ${n(y + 40)}C${n(sx + screenWidth * 0.3)} ${n(y - 60)} ${n(sx + screenWidth * 0.6)} ${n(y + 90)} ${n(sx + screenWidth)} ${n(y - 20)}`,
    );
  }
  canvas.add(
    el('path', { d: curves.join(''), stroke: '#fff', 'stroke-opacity': 0.35, 'stroke-width': 2, fill: 'none' }),
  );
  const stage = screenTop + screenHeight + 120;
  canvas.add(
    el('rect', { x: 0, y: stage, width: W, height: 14, fill: rgb(scale(tone.glow, 0.25)) }),
    el('rect', { x: 0, y: stage + 14, width: W, height: H - stage, fill: rgb(tone.abyss) }),
  );
  const speakerX = sx + screenWidth * rng.pick([0.12, 0.88]);
  canvas.add(
    lightCone(canvas, [speakerX, 0], 10, { cx: speakerX, cy: stage, rx: 90 }, warmWhite, 0.25),
    lightEllipse(canvas, speakerX, stage, 110, 14, warmWhite, 0.6),
    figure({
      x: speakerX,
      y: stage,
      height: 210,
      build: 1,
      fill: SILHOUETTE,
      rim: { color: warmWhite, dx: 0, dy: -1, opacity: 0.9 },
      pose: 'gesture',
      flip: speakerX < W / 2,
    }),
  );
  // Spot beams crossing above the audience.
  const beams: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const from = rng.range(0, W);
    const to = rng.range(W * 0.2, W * 0.8);
    beams.push(
      el('path', {
        d: polygonPath([
          [from - 6, 0],
          [from + 6, 0],
          [to + 70, stage],
          [to - 70, stage],
        ]),
        fill: rgb(light),
        opacity: 0.08,
      }),
    );
  }
  canvas.add(el('g', { filter: canvas.blur(10), style: 'mix-blend-mode:screen' }, beams.join('')));
  const rows = [
    { y: stage + 150, height: 190, count: 11 },
    { y: stage + 300, height: 280, count: 8 },
    { y: H + 140, height: 420, count: 6 },
  ];
  for (const row of rows) {
    const seats: string[] = [];
    for (let index = 0; index < row.count; index += 1) {
      const x = ((index + 0.5) * W) / row.count + rng.range(-25, 25);
      seats.push(
        bust({
          x,
          y: row.y,
          height: row.height * rng.range(0.55, 0.62),
          build: rng.range(0.9, 1.1),
          fill: SILHOUETTE,
          tilt: rng.range(-1, 1),
          rim: { color: light, dx: 0, dy: -1, opacity: 0.55 },
        }),
      );
    }
    canvas.add(el('g', {}, seats.join('')));
  }
}

function workshop(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(900, W / 2 + rng.range(-80, 80), H * 0.4, 1.9);
  const wall = mix([0.09, 0.09, 0.1], tone.glow, 0.1);
  canvas.add(
    el('rect', { width: W, height: H, fill: rgb(wall) }),
    el('rect', { x: 0, y: view.screen([0, 0, 9])[1], width: W, height: H, fill: rgb(scale(wall, 0.6)) }),
  );
  // Shelves along the back wall, softly lit.
  const shelves: string[] = [];
  for (const y of [1.2, 1.8, 2.4]) {
    const a = view.screen([-9, y, 9]);
    const b = view.screen([9, y, 9]);
    shelves.push(el('rect', { x: a[0], y: a[1], width: b[0] - a[0], height: 4, fill: rgb(scale(wall, 1.8)) }));
    for (let x = -8; x < 8; x += rng.range(0.3, 0.9)) {
      const p = view.screen([x, y, 9]);
      const h = rng.range(0.15, 0.35) * view.unit(9);
      shelves.push(
        el('rect', {
          x: p[0],
          y: p[1] - h,
          width: rng.range(4, 14),
          height: h,
          fill: rgb(mix(scale(wall, 2.2), tone.glow, rng.range(0, 0.3))),
        }),
      );
    }
  }
  canvas.add(el('g', {}, shelves.join('')));
  const table = view.quad([
    [-2.6, 0.76, 3.2],
    [2.6, 0.76, 3.2],
    [2.6, 0.76, 5.2],
    [-2.6, 0.76, 5.2],
  ]);
  const lamp = mix(warmWhite, tone.light, 0.5);
  // Figures behind the table (drawn first), then the table, then figures in front.
  const behind: string[] = [];
  for (let x = -2; x <= 2.01; x += 1.3) {
    const feet = view.screen([x + rng.range(-0.2, 0.2), 0.45, 5.8]);
    behind.push(
      bust({
        x: feet[0],
        y: feet[1],
        height: view.unit(5.8) * 0.62,
        build: rng.range(0.9, 1.1),
        fill: SILHOUETTE,
        tilt: rng.range(-1, 1),
        rim: { color: lamp, dx: 0, dy: -1, opacity: 0.75 },
      }),
    );
  }
  const standing = view.screen([rng.sign() * 3.3, 0, 4.6]);
  behind.push(
    figure({
      x: standing[0],
      y: standing[1],
      height: view.unit(4.6) * 1.75,
      build: 1,
      fill: SILHOUETTE,
      rim: { color: lamp, dx: 0, dy: -1, opacity: 0.7 },
      pose: 'gesture',
      flip: standing[0] > W / 2,
    }),
  );
  canvas.add(el('g', {}, behind.join('')));
  const front = view.screen([0, 0.76, 3.2]);
  canvas.add(
    el('path', { d: table, fill: rgb(mix([0.55, 0.5, 0.45], lamp, 0.3)) }),
    el('rect', {
      x: view.screen([-2.6, 0.76, 3.2])[0],
      y: front[1],
      width: view.screen([2.6, 0.76, 3.2])[0] - view.screen([-2.6, 0.76, 3.2])[0],
      height: 0.05 * view.unit(3.2),
      fill: '#16171b',
    }),
  );
  const meshes: Mesh[] = [];
  for (let x = -2; x <= 2.01; x += 1.3) {
    meshes.push(
      move(
        box(0.32, 0.01, 0.22, { kind: 'matte', color: [0.9, 0.9, 0.88], gloss: 0.2 }),
        x + rng.range(-0.3, 0.3),
        0.77,
        rng.range(3.6, 4.6),
      ),
    );
    meshes.push(
      move(
        box(0.36, 0.22, 0.015, { kind: 'emit', color: mix(tone.glow, [1, 1, 1], 0.6), bloom: 0 }),
        x + rng.range(-0.2, 0.2),
        0.88,
        4.8,
      ),
    );
  }
  drawMeshes(canvas, view, [meshes], tone);
  const pendants: string[] = [];
  const pools: string[] = [];
  for (const x of [-1.6, 0, 1.6]) {
    const shadeTop = view.screen([x, 2.3, 4.2]);
    const shadeBottom = view.screen([x, 2.05, 4.2]);
    const u = view.unit(4.2);
    pendants.push(
      el('line', { x1: shadeTop[0], y1: 0, x2: shadeTop[0], y2: shadeTop[1], stroke: '#050506', 'stroke-width': 2 }),
      el('path', {
        d: polygonPath([
          [shadeTop[0] - 0.1 * u, shadeTop[1]],
          [shadeTop[0] + 0.1 * u, shadeTop[1]],
          [shadeBottom[0] + 0.24 * u, shadeBottom[1]],
          [shadeBottom[0] - 0.24 * u, shadeBottom[1]],
        ]),
        fill: '#111216',
      }),
      el('ellipse', { cx: shadeBottom[0], cy: shadeBottom[1], rx: 0.22 * u, ry: 0.035 * u, fill: '#fff7e8' }),
    );
    const pool = view.ellipse(x, 0.77, 4.2, 0.8);
    pools.push(
      lightCone(canvas, shadeBottom, 0.22 * u, pool, lamp, 0.16),
      lightEllipse(canvas, pool.cx, pool.cy, pool.rx, pool.ry, lamp, 0.5),
      lightEllipse(canvas, shadeBottom[0], shadeBottom[1], 0.6 * u, 0.3 * u, lamp, 0.5),
    );
  }
  canvas.add(el('g', { style: 'mix-blend-mode:screen' }, pools.join('')), el('g', {}, pendants.join('')));
}

function classroom(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(720, W / 2 + rng.range(-100, 100), H * rng.range(0.4, 0.46), 1.7, rng.range(-0.8, 0.8));
  const w = 5;
  const h = 3.3;
  const d = 14;
  const wall = mix([0.15, 0.15, 0.16], tone.glow, 0.08);
  canvas.add(
    el('rect', { width: W, height: H, fill: rgb(wall) }),
    el('path', {
      d: view.quad([
        [-w, h, 0.5],
        [w, h, 0.5],
        [w, h, d],
        [-w, h, d],
      ]),
      fill: rgb(scale(wall, 0.7)),
    }),
    el('path', {
      d: view.quad([
        [-w, 0, 0.5],
        [w, 0, 0.5],
        [w, 0, d],
        [-w, 0, d],
      ]),
      fill: canvas.linear(
        [
          [0, scale(wall, 1.1)],
          [1, scale(wall, 0.5)],
        ],
        0,
        view.cy,
        0,
        H,
      ),
    }),
    el('path', {
      d: view.quad([
        [-w, 0, 0.5],
        [-w, h, 0.5],
        [-w, h, d],
        [-w, 0, d],
      ]),
      fill: rgb(scale(wall, 0.85)),
    }),
    el('path', {
      d: view.quad([
        [w, 0, 0.5],
        [w, h, 0.5],
        [w, h, d],
        [w, 0, d],
      ]),
      fill: rgb(scale(wall, 0.75)),
    }),
    el('path', {
      d: view.quad([
        [-w, 0, d],
        [-w, h, d],
        [w, h, d],
        [w, 0, d],
      ]),
      fill: rgb(scale(wall, 1.2)),
    }),
  );
  // The board glows with the palette colour and lights the front of the room.
  const board = view.quad([
    [-2.4, 1, d - 0.01],
    [-2.4, 2.4, d - 0.01],
    [2.4, 2.4, d - 0.01],
    [2.4, 1, d - 0.01],
  ]);
  const boardCentre = view.screen([0, 1.7, d]);
  canvas.add(
    lightEllipse(canvas, boardCentre[0], boardCentre[1], 5 * view.unit(d), 2.2 * view.unit(d), tone.glow, 0.4),
    el('path', { d: board, fill: rgb(mix(tone.glow, [1, 1, 1], 0.25)) }),
  );
  const light = tone.light;
  const fixtures: string[] = [];
  const glows: string[] = [];
  for (const x of [-2.5, 0, 2.5]) {
    for (let z = 2; z < d - 1; z += 2.6) {
      fixtures.push(
        view.quad([
          [x - 0.6, h - 0.01, z],
          [x + 0.6, h - 0.01, z],
          [x + 0.6, h - 0.01, z + 0.18],
          [x - 0.6, h - 0.01, z + 0.18],
        ]),
      );
      const pool = view.ellipse(x, 0, z, 1.2);
      glows.push(lightEllipse(canvas, pool.cx, pool.cy, pool.rx, pool.ry, light, 0.18));
    }
  }
  canvas.add(
    el('g', { style: 'mix-blend-mode:screen' }, glows.join('')),
    el('path', { d: fixtures.join(''), fill: '#fbfaf6' }),
    el('path', { d: fixtures.join(''), fill: rgb(light), filter: canvas.blur(4) }),
  );
  const desk = { kind: 'matte', color: [0.75, 0.72, 0.66], gloss: 0.3 } as const;
  const legs = { kind: 'matte', color: [0.12, 0.12, 0.13], gloss: 0.3 } as const;
  const rim = { color: mix(tone.glow, [1, 1, 1], 0.5), dx: 0, dy: -1, opacity: 0.6 };
  for (let z = 11; z >= 2.5; z -= 1.7) {
    const row: Mesh[] = [];
    const seated: string[] = [];
    for (const x of [-3.2, -1.1, 1.1, 3.2]) {
      row.push(
        move(box(1.4, 0.04, 0.6, desk), x, 0.74, z),
        move(box(0.04, 0.72, 0.5, legs), x - 0.65, 0.36, z),
        move(box(0.04, 0.72, 0.5, legs), x + 0.65, 0.36, z),
      );
      if (rng.chance(0.8)) {
        const seat = view.screen([x + rng.range(-0.15, 0.15), 0.5, z - 0.45]);
        seated.push(
          bust({
            x: seat[0],
            y: seat[1],
            height: view.unit(z - 0.45) * rng.range(0.62, 0.7),
            build: rng.range(0.9, 1.1),
            fill: '#0d0e12',
            tilt: rng.range(-1, 1),
            rim,
          }),
        );
      }
    }
    drawMeshes(canvas, view, [row], tone);
    canvas.add(el('g', {}, seated.join('')));
  }
}
