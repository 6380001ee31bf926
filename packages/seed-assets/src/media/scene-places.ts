import { hueShift, mix, scale, warmWhite, type Palette, type Rgb } from './color.js';
import { box, drawMeshes, move, type Mesh } from './mesh.js';
import type { Rng } from './random.js';
import {
  duskSky,
  lightCone,
  lightEllipse,
  matte,
  Perspective,
  rgb,
  roomShell,
  windowColor,
  type Room,
} from './scene-kit.js';
import { lobby, parking, productionLine, sportHall } from './scene-indoor.js';
import { dock, park, platform, refinery, stadium, tunnel } from './scene-outdoor.js';
import { el, n, VIEW_HEIGHT, VIEW_WIDTH, type Canvas } from './svg-kit.js';

const W = VIEW_WIDTH;
const H = VIEW_HEIGHT;

// ---- architecture -------------------------------------------------------------------------

export function drawArchitecture(canvas: Canvas, rng: Rng, tone: Palette): void {
  const draw = rng.pick([street, facade, facade, bridge, platform, stadium, park]);
  draw(canvas, rng, tone);
}

function skyline(canvas: Canvas, rng: Rng, tone: Palette, base: number, maxHeight: number, shade: Rgb): void {
  const blocks: string[] = [];
  const lights: string[] = [];
  let x = -20;
  while (x < W + 20) {
    const width = rng.range(40, 130);
    const height = rng.range(0.25, 1) * maxHeight;
    blocks.push(el('rect', { x, y: base - height, width: width + 1, height: height + 2 }));
    for (let wy = base - height + 10; wy < base - 6; wy += 11) {
      for (let wx = x + 6; wx < x + width - 6; wx += 9) {
        if (rng.chance(0.12))
          lights.push(
            el('rect', {
              x: wx,
              y: wy,
              width: 3.2,
              height: 4.2,
              fill: rgb(windowColor(rng, tone)),
              opacity: rng.range(0.35, 0.8),
            }),
          );
      }
    }
    x += width;
  }
  canvas.add(el('g', { fill: rgb(shade) }, blocks.join('')), el('g', {}, lights.join('')));
}

function street(canvas: Canvas, rng: Rng, tone: Palette): void {
  const horizon = H * rng.range(0.5, 0.56);
  const view = new Perspective(880, W / 2 + rng.range(-120, 120), horizon, 1.7, rng.range(-1.5, 1.5));
  duskSky(canvas, tone, horizon, rng);
  skyline(canvas, rng, tone, horizon + 2, 70, mix([0.03, 0.035, 0.05], tone.glow, 0.08));
  const asphalt = mix([0.045, 0.05, 0.06], tone.glow, 0.05);
  canvas.add(
    el('path', {
      d: view.quad([
        [-60, 0, 1],
        [60, 0, 1],
        [60, 0, 500],
        [-60, 0, 500],
      ]),
      fill: canvas.linear(
        [
          [0, mix(asphalt, [0.6, 0.5, 0.45], 0.08)],
          [1, scale(asphalt, 0.7)],
        ],
        0,
        horizon,
        0,
        H,
      ),
    }),
    el('path', {
      d: [-1, 1]
        .map((side) =>
          view.quad([
            [side * 6, 0.02, 1],
            [side * 9.5, 0.02, 1],
            [side * 9.5, 0.02, 500],
            [side * 6, 0.02, 500],
          ]),
        )
        .join(''),
      fill: rgb(mix(asphalt, [0.5, 0.5, 0.55], 0.1)),
    }),
  );
  const dashes: string[] = [];
  for (let z = 2; z < 300; z += 6)
    dashes.push(
      view.quad([
        [-0.08, 0.03, z],
        [0.08, 0.03, z],
        [0.08, 0.03, z + 3],
        [-0.08, 0.03, z + 3],
      ]),
    );
  canvas.add(el('path', { d: dashes.join(''), fill: '#d8d2c4', opacity: 0.35 }));
  // Buildings on both sides, far to near, each with a street face, an end face and windows.
  interface Block {
    side: number;
    z0: number;
    z1: number;
    height: number;
    shade: Rgb;
  }
  const blocks: Block[] = [];
  for (const side of [-1, 1]) {
    let z = 2;
    while (z < 320) {
      const length = rng.range(12, 30);
      blocks.push({
        side,
        z0: z,
        z1: z + length,
        height: rng.range(10, 34),
        shade: mix([0.05, 0.055, 0.07], tone.glow, rng.range(0.04, 0.12)),
      });
      z += length + rng.range(0, 4);
    }
  }
  blocks.sort((a, b) => b.z0 - a.z0);
  const lamps = rng.range(18, 26);
  for (const block of blocks) {
    const x = block.side * 10;
    const front = view.quad([
      [x, 0, block.z0],
      [x, block.height, block.z0],
      [x, block.height, block.z1],
      [x, 0, block.z1],
    ]);
    const end = view.quad([
      [x, 0, block.z0],
      [x, block.height, block.z0],
      [x + block.side * 40, block.height, block.z0],
      [x + block.side * 40, 0, block.z0],
    ]);
    const fade = Math.min(1, block.z0 / 250);
    const wall = mix(block.shade, mix([0.25, 0.22, 0.3], tone.glow, 0.3), fade * 0.6);
    canvas.add(el('path', { d: end, fill: rgb(scale(wall, 0.7)) }), el('path', { d: front, fill: rgb(wall) }));
    const windows: string[] = [];
    const dark: string[] = [];
    for (let y = 1.8; y < block.height - 1.5; y += 3.3) {
      for (let z = block.z0 + 1.4; z < block.z1 - 1.2; z += 2.8) {
        const quad = view.quad([
          [x - block.side * 0.02, y, z],
          [x - block.side * 0.02, y + 1.7, z],
          [x - block.side * 0.02, y + 1.7, z + 1.4],
          [x - block.side * 0.02, y, z + 1.4],
        ]);
        if (view.unit(z) * 1.4 < 1.5) continue;
        if (rng.chance(0.42))
          windows.push(
            el('path', { d: quad, fill: rgb(windowColor(rng, tone)), opacity: rng.range(0.55, 0.95).toFixed(2) }),
          );
        else dark.push(quad);
      }
    }
    canvas.add(el('path', { d: dark.join(''), fill: rgb(scale(wall, 0.55)) }), el('g', {}, windows.join('')));
  }
  // Street lamps with their pools and wet-road reflections.
  const lampColor = mix(warmWhite, tone.glow, 0.15);
  const pools: string[] = [];
  const poles: string[] = [];
  const heads: string[] = [];
  for (let z = 180; z >= 6; z -= lamps) {
    for (const side of [-1, 1]) {
      const base = view.screen([side * 7, 0, z]);
      const top = view.screen([side * 7, 7, z]);
      const head = view.screen([side * 5.6, 6.8, z]);
      const pool = view.ellipse(side * 5, 0, z, 4.5);
      const unit = view.unit(z);
      poles.push(`M${n(base[0])} ${n(base[1])}L${n(top[0])} ${n(top[1])}L${n(head[0])} ${n(head[1])}`);
      pools.push(
        lightCone(canvas, head, 0.4 * unit, pool, lampColor, 0.18),
        lightEllipse(canvas, pool.cx, pool.cy, pool.rx * 1.2, pool.ry * 1.2, lampColor, 0.5),
        lightEllipse(canvas, pool.cx, pool.cy + pool.ry, 0.6 * unit, 3 * unit, lampColor, 0.25),
      );
      heads.push(
        lightEllipse(canvas, head[0], head[1], 1.4 * unit, 1.4 * unit, lampColor, 0.5),
        el('ellipse', { cx: head[0], cy: head[1], rx: 0.3 * unit, ry: 0.1 * unit, fill: '#fff6e6' }),
      );
    }
  }
  canvas.add(
    el('g', { style: 'mix-blend-mode:screen' }, pools.join('')),
    el('path', { d: poles.join(''), stroke: '#0b0c0f', 'stroke-width': 2.2, fill: 'none' }),
    el('g', { style: 'mix-blend-mode:screen' }, heads.join('')),
  );
}

function facade(canvas: Canvas, rng: Rng, tone: Palette): void {
  if (rng.chance(0.5)) {
    glassTower(canvas, rng, tone);
    return;
  }
  const ground = H * rng.range(0.74, 0.8);
  duskSky(canvas, tone, ground, rng);
  skyline(canvas, rng, tone, ground, 260, mix([0.03, 0.035, 0.05], tone.glow, 0.06));
  const left = W * rng.range(0.1, 0.22);
  const right = W - W * rng.range(0.1, 0.22);
  const top = H * rng.range(0.12, 0.26);
  const stone = mix([0.07, 0.07, 0.08], tone.glow, 0.06);
  canvas.add(el('rect', { x: left, y: top, width: right - left, height: ground - top, fill: rgb(stone) }));
  const bays = rng.int(5, 9);
  const bay = (right - left) / bays;
  const floors = rng.int(4, 7);
  const floorHeight = (ground - top - 40) / floors;
  const wash = rng.chance(0.5) ? tone.glow : mix(warmWhite, tone.glow, 0.2);
  const windows: string[] = [];
  for (let column = 0; column < bays; column += 1) {
    for (let row = 0; row < floors; row += 1) {
      const x = left + column * bay + bay * 0.22;
      const y = top + 30 + row * floorHeight + floorHeight * 0.18;
      const lit = rng.chance(0.45);
      windows.push(
        el('rect', {
          x,
          y,
          width: bay * 0.56,
          height: floorHeight * 0.62,
          fill: lit ? rgb(windowColor(rng, tone)) : rgb(mix(stone, [0.15, 0.18, 0.28], 0.5)),
          opacity: lit ? rng.range(0.55, 0.9).toFixed(2) : undefined,
        }),
      );
    }
  }
  canvas.add(el('g', {}, windows.join('')));
  // Uplights at every pier graze the façade; the roofline carries a thin line of light.
  const washes: string[] = [];
  for (let column = 0; column <= bays; column += 1) {
    const x = left + column * bay;
    washes.push(
      el('rect', { x: x - bay * 0.1, y: top, width: bay * 0.2, height: ground - top, fill: rgb(scale(stone, 1.25)) }),
      lightEllipse(canvas, x, ground, bay * 0.38, (ground - top) * 0.85, wash, 0.75),
    );
  }
  canvas.add(
    el('g', { style: 'mix-blend-mode:screen' }, washes.join('')),
    el('rect', { x: left, y: top - 3, width: right - left, height: 3, fill: rgb(mix(wash, [1, 1, 1], 0.5)) }),
    el('rect', {
      x: left,
      y: top - 16,
      width: right - left,
      height: 30,
      fill: rgb(wash),
      opacity: 0.35,
      filter: canvas.blur(8),
    }),
  );
  // A plaza that reflects the façade and a line of bollards.
  canvas.add(
    el('rect', {
      x: 0,
      y: ground,
      width: W,
      height: H - ground,
      fill: canvas.linear(
        [
          [0, mix(stone, wash, 0.1)],
          [1, [0.01, 0.012, 0.016]],
        ],
        0,
        ground,
        0,
        H,
      ),
    }),
    el(
      'g',
      { transform: `translate(0 ${n(2 * ground)}) scale(1 -1)`, opacity: 0.22, filter: canvas.blur(4) },
      windows.join(''),
    ),
  );
  const bollards: string[] = [];
  const count = rng.int(6, 10);
  for (let index = 0; index < count; index += 1) {
    const x = (W * (index + 0.5)) / count;
    const y = ground + (H - ground) * 0.55;
    bollards.push(
      lightEllipse(canvas, x, y + 4, 70, 14, mix(warmWhite, tone.glow, 0.2), 0.55),
      el('rect', { x: x - 5, y: y - 36, width: 10, height: 40, fill: '#0d0e11' }),
      el('rect', { x: x - 5, y: y - 34, width: 10, height: 5, fill: '#fff1dc' }),
    );
  }
  canvas.add(el('g', {}, bollards.join('')));
}

/** A glazed tower at dusk: lit floor plates behind a fine mullion grid, a crown of light. */
function glassTower(canvas: Canvas, rng: Rng, tone: Palette): void {
  const ground = H * rng.range(0.8, 0.86);
  duskSky(canvas, tone, ground, rng);
  skyline(canvas, rng, tone, ground, 300, mix([0.03, 0.035, 0.05], tone.glow, 0.06));
  const centre = W * rng.range(0.38, 0.62);
  const width = rng.range(420, 560);
  const top = H * rng.range(0.06, 0.16);
  const left = centre - width / 2;
  const glass = canvas.linear(
    [
      [0, mix([0.1, 0.13, 0.22], tone.glow, 0.3)],
      [1, mix([0.03, 0.035, 0.05], tone.glow, 0.1)],
    ],
    left,
    top,
    left + width,
    ground,
  );
  // A side face in shadow gives the tower its volume.
  const side = rng.sign();
  const depth = width * 0.28;
  const sideX = side > 0 ? left + width : left - depth;
  canvas.add(
    el('path', {
      d: `M${n(side > 0 ? left + width : left)} ${n(top)}L${n(side > 0 ? sideX + depth : sideX)} ${n(top + 26)}L${n(side > 0 ? sideX + depth : sideX)} ${n(ground)}L${n(side > 0 ? left + width : left)} ${n(ground)}Z`,
      fill: rgb(mix([0.02, 0.025, 0.035], tone.glow, 0.08)),
    }),
    el('rect', { x: left, y: top, width, height: ground - top, fill: glass }),
  );
  const floors = Math.floor((ground - top) / 34);
  const plates: string[] = [];
  for (let floor = 0; floor < floors; floor += 1) {
    const y = top + 12 + floor * 34;
    let x = left;
    while (x < left + width - 10) {
      const run = Math.min(left + width - x, rng.range(40, 220));
      if (rng.chance(0.55)) {
        const color = windowColor(rng, tone);
        plates.push(
          el('rect', { x, y, width: run, height: 22, fill: rgb(color), opacity: rng.range(0.35, 0.8).toFixed(2) }),
        );
      }
      x += run;
    }
  }
  const mullions: string[] = [];
  for (let x = left; x <= left + width + 0.5; x += width / Math.round(width / 24))
    mullions.push(`M${n(x)} ${n(top)}V${n(ground)}`);
  for (let floor = 0; floor <= floors; floor += 1)
    mullions.push(`M${n(left)} ${n(top + 6 + floor * 34)}H${n(left + width)}`);
  const crown = mix(tone.glow, [1, 1, 1], 0.35);
  canvas.add(
    el('g', {}, plates.join('')),
    el('path', { d: mullions.join(''), stroke: '#0b0d12', 'stroke-width': 2.2, fill: 'none', opacity: 0.9 }),
    el('rect', { x: left, y: top - 4, width, height: 4, fill: rgb(crown) }),
    el('rect', {
      x: left - 10,
      y: top - 40,
      width: width + 20,
      height: 70,
      fill: rgb(crown),
      opacity: 0.3,
      filter: canvas.blur(14, { x: left, y: top - 40, width, height: 70 }),
    }),
    lightEllipse(canvas, centre, ground, width * 0.6, 60, mix(warmWhite, tone.glow, 0.2), 0.5),
    el('rect', {
      x: 0,
      y: ground,
      width: W,
      height: H - ground,
      fill: canvas.linear(
        [
          [0, mix([0.05, 0.05, 0.06], tone.glow, 0.12)],
          [1, [0.01, 0.012, 0.016]],
        ],
        0,
        ground,
        0,
        H,
      ),
    }),
    el(
      'g',
      {
        transform: `translate(0 ${n(2 * ground)}) scale(1 -1)`,
        opacity: 0.18,
        filter: canvas.blur(5, { x: left, y: ground, width, height: H - ground }),
      },
      plates.join(''),
    ),
  );
}

function bridge(canvas: Canvas, rng: Rng, tone: Palette): void {
  const water = H * rng.range(0.64, 0.7);
  duskSky(canvas, tone, water, rng);
  skyline(canvas, rng, tone, water, 190, mix([0.025, 0.03, 0.045], tone.glow, 0.08));
  canvas.add(
    el('rect', {
      x: 0,
      y: water,
      width: W,
      height: H - water,
      fill: canvas.linear(
        [
          [0, mix([0.05, 0.06, 0.09], tone.glow, 0.2)],
          [1, [0.006, 0.008, 0.012]],
        ],
        0,
        water,
        0,
        H,
      ),
    }),
  );
  const deck = water - rng.range(190, 250);
  const spans = rng.int(2, 3);
  const pier = 46;
  const span = (W + 2 * pier) / spans;
  const offset = -pier + rng.range(-span * 0.3, 0);
  const archLight = mix(tone.glow, [1, 1, 1], 0.3);
  const body: string[] = [];
  const arches: string[] = [];
  const washes: string[] = [];
  for (let index = 0; index <= spans; index += 1) {
    const x0 = offset + index * span + pier / 2;
    const x1 = x0 + span - pier;
    const crown = deck + 34;
    const rise = water - crown;
    const arch = `M${n(x0)} ${n(water)}Q${n((x0 + x1) / 2)} ${n(water - rise * 2)} ${n(x1)} ${n(water)}`;
    body.push(
      `${arch}L${n(x1 + pier)} ${n(water)}L${n(x1 + pier)} ${n(deck)}L${n(x0 - pier)} ${n(deck)}L${n(x0 - pier)} ${n(water)}Z`,
    );
    arches.push(arch);
    washes.push(lightEllipse(canvas, x0 - pier / 2, water, pier * 1.6, rise * 0.9, archLight, 0.45));
  }
  const stone = mix([0.05, 0.05, 0.06], tone.glow, 0.05);
  canvas.add(
    el('path', { d: body.join(''), fill: rgb(stone) }),
    el(
      'g',
      { style: 'mix-blend-mode:screen', 'clip-path': canvas.clip(el('path', { d: body.join('') })) },
      washes.join(''),
    ),
    el('path', {
      d: arches.join(''),
      stroke: rgb(archLight),
      'stroke-width': 10,
      fill: 'none',
      filter: canvas.blur(10),
      opacity: 0.7,
    }),
    el('path', { d: arches.join(''), stroke: rgb(mix(archLight, [1, 1, 1], 0.4)), 'stroke-width': 2, fill: 'none' }),
    el('rect', { x: 0, y: deck - 30, width: W, height: 30, fill: rgb(scale(stone, 0.7)) }),
    el('rect', { x: 0, y: deck - 2, width: W, height: 3, fill: rgb(mix(archLight, [1, 1, 1], 0.5)) }),
    el('rect', {
      x: 0,
      y: deck - 14,
      width: W,
      height: 26,
      fill: rgb(archLight),
      opacity: 0.35,
      filter: canvas.blur(8),
    }),
  );
  // Reflections: the arches' light and the lamps, stretched and broken by ripples.
  canvas.add(
    el(
      'g',
      { transform: `translate(0 ${n(2 * water)}) scale(1 -1)`, opacity: 0.3, filter: canvas.blur(5) },
      el('path', { d: arches.join(''), stroke: rgb(archLight), 'stroke-width': 6, fill: 'none' }),
    ),
  );
  const lampColor = mix(warmWhite, tone.glow, 0.1);
  const lamps: string[] = [];
  const streaks: string[] = [];
  const spacing = rng.range(110, 170);
  for (let x = spacing / 2; x < W; x += spacing) {
    lamps.push(
      el('rect', { x: x - 1.6, y: deck - 100, width: 3.2, height: 70, fill: '#08090c' }),
      lightEllipse(canvas, x, deck - 100, 44, 44, lampColor, 0.55),
      el('circle', { cx: x, cy: deck - 100, r: 4, fill: '#fff3df' }),
    );
    streaks.push(lightEllipse(canvas, x, water + 110, 9, 100, lampColor, 0.3));
  }
  canvas.add(el('g', {}, lamps.join('')), el('g', { style: 'mix-blend-mode:screen' }, streaks.join('')));
  const ripples: string[] = [];
  for (let y = water + 6; y < H; y += rng.range(6, 16)) {
    const x = rng.range(0, W);
    ripples.push(el('line', { x1: x - rng.range(30, 220), y1: y, x2: x + rng.range(30, 220), y2: y }));
  }
  canvas.add(el('g', { stroke: rgb(archLight), 'stroke-opacity': 0.1, 'stroke-width': 1 }, ripples.join('')));
}

// ---- interiors ----------------------------------------------------------------------------

export function drawInterior(canvas: Canvas, rng: Rng, tone: Palette): void {
  const draw = rng.pick([office, office, shop, hall, lobby, parking, sportHall]);
  draw(canvas, rng, tone);
}

function office(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(700, W / 2 + rng.range(-140, 140), H * rng.range(0.46, 0.52), 1.6, rng.range(-1.5, 1.5));
  const room: Room = { view, width: 7, height: 3.2, depth: 30 };
  const wall = mix([0.16, 0.16, 0.17], tone.glow, 0.08);
  roomShell(canvas, room, tone, wall, mix([0.1, 0.1, 0.11], tone.glow, 0.05), true, rng);
  const light = tone.light;
  const glows: string[] = [];
  const fixtures: string[] = [];
  const lines = rng.chance(0.5);
  for (const x of [-3.6, 0, 3.6]) {
    if (lines) {
      fixtures.push(
        view.quad([
          [x - 0.07, 3.19, 1.5],
          [x + 0.07, 3.19, 1.5],
          [x + 0.07, 3.19, 29],
          [x - 0.07, 3.19, 29],
        ]),
      );
    }
    for (let z = 2.5; z < 29; z += 2.4) {
      if (!lines)
        fixtures.push(
          view.quad([
            [x - 0.3, 3.19, z],
            [x + 0.3, 3.19, z],
            [x + 0.3, 3.19, z + 0.6],
            [x - 0.3, 3.19, z + 0.6],
          ]),
        );
      const pool = view.ellipse(x, 0, z + 0.3, 1.7);
      glows.push(lightEllipse(canvas, pool.cx, pool.cy, pool.rx, pool.ry, light, 0.22));
      const halo = view.ellipse(x, 3.19, z + 0.3, 1.2);
      glows.push(lightEllipse(canvas, halo.cx, halo.cy, halo.rx, halo.ry, light, 0.25));
    }
  }
  canvas.add(el('g', { style: 'mix-blend-mode:screen' }, glows.join('')));
  const meshes: Mesh[] = [];
  const top = matte([0.8, 0.79, 0.76], 0.4);
  const leg = matte([0.12, 0.12, 0.13]);
  const screen = matte([0.04, 0.045, 0.05], 0.8);
  for (const x of [-4.2, -1.6, 1.6, 4.2]) {
    for (let z = 3.5; z < 24; z += 3.4) {
      meshes.push(
        move(box(1.6, 0.04, 0.8, top), x, 0.74, z),
        move(box(0.04, 0.72, 0.7, leg), x - 0.76, 0.36, z),
        move(box(0.04, 0.72, 0.7, leg), x + 0.76, 0.36, z),
      );
      meshes.push(move(box(0.6, 0.36, 0.03, screen), x, 1.02, z + 0.25));
    }
  }
  drawMeshes(canvas, view, [meshes], tone);
  canvas.add(
    el('path', { d: fixtures.join(''), fill: rgb(mix(light, [1, 1, 1], 0.5)) }),
    el('path', { d: fixtures.join(''), fill: rgb(light), filter: canvas.blur(5), opacity: 0.8 }),
  );
}

function shop(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(700, W / 2 + rng.range(-120, 120), H * rng.range(0.44, 0.5), 1.6, rng.range(-1, 1));
  const room: Room = { view, width: 5.5, height: 3.6, depth: 24 };
  const wall = mix([0.12, 0.115, 0.11], tone.glow, 0.06);
  roomShell(canvas, room, tone, wall, mix([0.13, 0.12, 0.11], tone.glow, 0.04), false, rng);
  const light = mix(tone.light, warmWhite, 0.3);
  const accent = mix(tone.glow, [1, 1, 1], 0.2);
  const tracks: string[] = [];
  const spots: string[] = [];
  const washes: string[] = [];
  for (const x of [-2.4, 2.4]) {
    tracks.push(
      view.quad([
        [x - 0.03, 3.58, 1],
        [x + 0.03, 3.58, 1],
        [x + 0.03, 3.58, 24],
        [x - 0.03, 3.58, 24],
      ]),
    );
    for (let z = 2.5; z < 23; z += 2.2) {
      const head = view.screen([x, 3.45, z]);
      spots.push(el('circle', { cx: head[0], cy: head[1], r: 0.09 * view.unit(z), fill: '#fff8ec' }));
      // Each spot lights a display on the side wall: a bright, sharp-edged oval.
      const side = Math.sign(x) * 5.49;
      const target = view.screen([side, 1.6, z + 0.6]);
      const u = view.unit(z + 0.6);
      washes.push(
        lightEllipse(canvas, target[0], target[1], 0.55 * u, 1.1 * u, rng.chance(0.25) ? accent : light, 0.55),
      );
    }
  }
  for (let z = 3; z < 22; z += 3.2) {
    const pool = view.ellipse(0, 0, z, 1.4);
    washes.push(lightEllipse(canvas, pool.cx, pool.cy, pool.rx, pool.ry, light, 0.3));
  }
  canvas.add(el('g', { style: 'mix-blend-mode:screen' }, washes.join('')));
  const meshes: Mesh[] = [];
  const plinth = matte([0.85, 0.84, 0.82], 0.5);
  for (let z = 5; z < 20; z += 5) {
    const x = rng.range(-1.2, 1.2);
    meshes.push(move(box(2.2, 0.7, 1, plinth), x, 0.35, z));
    for (let item = 0; item < 3; item += 1) {
      const height = rng.range(0.15, 0.4);
      const product = matte(item === 1 ? mix(tone.glow, [0.9, 0.9, 0.9], 0.4) : [0.9, 0.9, 0.9], 0.8);
      meshes.push(move(box(0.3, height, 0.3, product), x - 0.7 + item * 0.7, 0.7 + height / 2, z));
    }
  }
  const shelf = matte([0.2, 0.2, 0.21], 0.5);
  for (const x of [-5.2, 5.2]) {
    for (let z = 2; z < 22; z += 2.2) {
      for (const y of [0.9, 1.5, 2.1]) {
        meshes.push(move(box(0.5, 0.04, 1.8, shelf), x, y, z + 0.6));
        const goods = matte(
          rng.chance(0.3)
            ? mix(hueShift(tone.glow, rng.range(-20, 20)), [0.7, 0.7, 0.7], 0.5)
            : rng.pick<Rgb>([
                [0.85, 0.85, 0.84],
                [0.12, 0.12, 0.13],
                [0.55, 0.5, 0.45],
              ]),
          0.6,
        );
        meshes.push(move(box(0.3, 0.32, rng.range(0.6, 1.4), goods), x, y + 0.18, z + 0.6));
      }
    }
  }
  drawMeshes(canvas, view, [meshes], tone);
  canvas.add(
    el('path', { d: tracks.join(''), fill: '#050506' }),
    el('g', {}, spots.join('')),
    el('g', { filter: canvas.blur(4), opacity: 0.9 }, spots.join('')),
  );
}

function hall(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(720, W / 2 + rng.range(-60, 60), H * rng.range(0.45, 0.52), 1.6);
  const room: Room = { view, width: 2.6, height: 3.2, depth: 60 };
  const wall = mix([0.11, 0.11, 0.12], tone.glow, 0.1);
  roomShell(canvas, room, tone, wall, mix([0.07, 0.07, 0.08], tone.glow, 0.05), false, rng);
  const light = mix(tone.light, tone.glow, rng.range(0, 0.35));
  const lines: string[] = [];
  const offsets = rng.chance(0.5) ? [0] : [-1.1, 1.1];
  for (const x of offsets)
    lines.push(
      view.quad([
        [x - 0.05, 3.19, 2.5],
        [x + 0.05, 3.19, 2.5],
        [x + 0.05, 3.19, 60],
        [x - 0.05, 3.19, 60],
      ]),
    );
  // Light lines where walls meet the floor, and door reveals that glow.
  for (const x of [-2.59, 2.59])
    lines.push(
      view.quad([
        [x, 0.02, 1],
        [x, 0.05, 1],
        [x, 0.05, 60],
        [x, 0.02, 60],
      ]),
    );
  // Door openings along the walls, lit from the rooms behind.
  const doors: string[] = [];
  for (let z = rng.range(4, 7); z < 50; z += rng.range(6, 10)) {
    const x = rng.sign() * 2.59;
    doors.push(
      view.quad([
        [x, 0, z],
        [x, 2.1, z],
        [x, 2.1, z + 0.95],
        [x, 0, z + 0.95],
      ]),
    );
  }
  const reflection = offsets
    .map((x) =>
      view.quad([
        [x - 0.25, 0.001, 1],
        [x + 0.25, 0.001, 1],
        [x + 0.25, 0.001, 60],
        [x - 0.25, 0.001, 60],
      ]),
    )
    .join('');
  const end = view.screen([0, 1.6, 60]);
  // Light from the ceiling line spreads on the upper walls and the ceiling around it.
  const spill = [-2.6, 2.6]
    .map((x) =>
      view.quad([
        [x, 0.4, 1],
        [x, 3.2, 1],
        [x, 3.2, 60],
        [x, 0.4, 60],
      ]),
    )
    .join('');
  const joints: string[] = [];
  for (let z = 1; z < 60; z += 1.2)
    joints.push(
      `M${n(view.screen([-2.6, 0, z])[0])} ${n(view.screen([-2.6, 0, z])[1])}L${n(view.screen([2.6, 0, z])[0])} ${n(view.screen([2.6, 0, z])[1])}`,
    );
  for (const x of [-1.3, 0, 1.3])
    joints.push(
      `M${n(view.screen([x, 0, 1])[0])} ${n(view.screen([x, 0, 1])[1])}L${n(view.screen([x, 0, 60])[0])} ${n(view.screen([x, 0, 60])[1])}`,
    );
  canvas.add(
    el('path', {
      d: spill,
      fill: canvas.linear(
        [
          [0, light, 0.16],
          [1, light, 0],
        ],
        0,
        0,
        0,
        view.cy + 200,
      ),
    }),
    el('path', { d: joints.join(''), stroke: rgb(light), 'stroke-opacity': 0.08, 'stroke-width': 1, fill: 'none' }),
    el('path', {
      d: view.quad([
        [-1.8, 3.2, 1],
        [1.8, 3.2, 1],
        [1.8, 3.2, 60],
        [-1.8, 3.2, 60],
      ]),
      fill: rgb(light),
      opacity: 0.12,
      filter: canvas.blur(20, { x: 0, y: 0, width: W, height: view.cy }),
    }),
    lightEllipse(canvas, end[0], end[1], 120, 80, light, 0.6),
    el('path', { d: reflection, fill: rgb(light), opacity: 0.12 }),
    el('path', { d: lines.join(''), fill: rgb(light), filter: canvas.blur(6), opacity: 0.6 }),
    el('path', { d: lines.join(''), fill: rgb(mix(light, [1, 1, 1], 0.4)), opacity: 0.9 }),
    el('path', { d: doors.join(''), fill: rgb(mix(mix(light, warmWhite, 0.6), [0, 0, 0], 0.55)) }),
  );
}

// ---- industrial ---------------------------------------------------------------------------

export function drawIndustrial(canvas: Canvas, rng: Rng, tone: Palette): void {
  const draw = rng.pick([warehouse, warehouse, plant, refinery, dock, tunnel, productionLine]);
  draw(canvas, rng, tone);
}

function highbayRow(
  canvas: Canvas,
  view: Perspective,
  xs: readonly number[],
  y: number,
  from: number,
  to: number,
  step: number,
  light: Rgb,
): void {
  const cones: string[] = [];
  const lamps: string[] = [];
  for (let z = to; z >= from; z -= step) {
    for (const x of xs) {
      const disc = view.ellipse(x, y, z, 0.32);
      const pool = view.ellipse(x, 0, z, 3.2);
      cones.push(
        lightCone(canvas, [disc.cx, disc.cy], disc.rx, pool, light, 0.1),
        lightEllipse(canvas, pool.cx, pool.cy, pool.rx, pool.ry, light, 0.3),
      );
      lamps.push(
        lightEllipse(canvas, disc.cx, disc.cy, disc.rx * 5, disc.rx * 5, light, 0.35),
        el('ellipse', { cx: disc.cx, cy: disc.cy - disc.rx * 0.25, rx: disc.rx, ry: disc.rx * 0.4, fill: '#15171b' }),
        el('ellipse', { cx: disc.cx, cy: disc.cy, rx: disc.rx * 0.85, ry: Math.max(1, disc.ry), fill: '#fffaf0' }),
      );
    }
  }
  canvas.add(el('g', { style: 'mix-blend-mode:screen' }, cones.join('')), el('g', {}, lamps.join('')));
}

function trusses(canvas: Canvas, view: Perspective, width: number, y: number, depth: number, step: number): void {
  const lines: string[] = [];
  for (let z = 3; z < depth; z += step) {
    const a = view.screen([-width, y, z]);
    const b = view.screen([width, y, z]);
    const c = view.screen([-width, y - 1.2, z]);
    const d = view.screen([width, y - 1.2, z]);
    lines.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}M${n(c[0])} ${n(c[1])}L${n(d[0])} ${n(d[1])}`);
    const panels = 14;
    for (let index = 0; index < panels; index += 1) {
      const x0 = -width + (2 * width * index) / panels;
      const x1 = -width + (2 * width * (index + 1)) / panels;
      const p = view.screen([x0, index % 2 === 0 ? y : y - 1.2, z]);
      const q = view.screen([x1, index % 2 === 0 ? y - 1.2 : y, z]);
      lines.push(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`);
    }
  }
  canvas.add(el('path', { d: lines.join(''), stroke: '#1b1d22', 'stroke-width': 2, fill: 'none' }));
}

function warehouse(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(640, W / 2 + rng.range(-100, 100), H * rng.range(0.5, 0.56), 1.7, rng.range(-0.6, 0.6));
  const depth = 80;
  const roof = 13;
  const light = mix(tone.light, [1, 1, 1], 0.2);
  const air = mix([0.06, 0.065, 0.075], tone.glow, 0.12);
  canvas.add(el('rect', { width: W, height: H, fill: rgb(air) }));
  canvas.add(
    el('path', {
      d: view.quad([
        [-30, 0, 0.5],
        [30, 0, 0.5],
        [30, 0, depth],
        [-30, 0, depth],
      ]),
      fill: canvas.linear(
        [
          [0, scale(air, 1.5)],
          [1, scale(air, 0.6)],
        ],
        0,
        view.cy,
        0,
        H,
      ),
    }),
    el('path', {
      d: view.quad([
        [-30, roof, 0.5],
        [30, roof, 0.5],
        [30, roof, depth],
        [-30, roof, depth],
      ]),
      fill: rgb(scale(air, 0.55)),
    }),
    el('path', {
      d: view.quad([
        [-30, 0, depth],
        [-30, roof, depth],
        [30, roof, depth],
        [30, 0, depth],
      ]),
      fill: rgb(mix(air, light, 0.18)),
    }),
  );
  trusses(canvas, view, 30, roof - 0.2, depth, 6);
  const aisle = 1.8;
  const bay = 2.7;
  const levels = [0.15, 1.9, 3.65, 5.4, 7.15, 8.9];
  const upright = [0.12, 0.3, 0.62] as const;
  const beam = [0.92, 0.46, 0.1] as const;
  const loads: Rgb[] = [
    [0.58, 0.44, 0.3],
    [0.5, 0.38, 0.25],
    [0.78, 0.78, 0.8],
    [0.65, 0.52, 0.36],
  ];
  for (const side of [-1, 1]) {
    const x = side * aisle;
    const parts: string[] = [];
    const starts: number[] = [];
    for (let z = 0.4; z < depth - 8; z += bay) starts.unshift(z);
    for (const z of starts) {
      const haze = Math.min(0.7, z / 90);
      for (const y of levels) {
        if (rng.chance(0.85)) {
          const color = mix(scale(rng.pick(loads), 0.75 + (1 - y / 10) * 0.35), air, haze);
          const face = x + side * 0.1;
          const top = y + rng.range(1.1, 1.45);
          parts.push(
            el('path', {
              d: view.quad([
                [face, y + 0.12, z + 0.15],
                [face, top, z + 0.15],
                [face, top, z + bay - 0.15],
                [face, y + 0.12, z + bay - 0.15],
              ]),
              fill: rgb(color),
            }),
          );
          // Carton seams and the pallet under the load.
          const seam = rgb(scale(color, 0.7));
          const middle = z + bay / 2 + rng.range(-0.3, 0.3);
          parts.push(
            el('path', {
              d: view.quad([
                [face, y + 0.12, middle],
                [face, top, middle],
                [face, top, middle + 0.03],
                [face, y + 0.12, middle + 0.03],
              ]),
              fill: seam,
            }),
            el('path', {
              d: view.quad([
                [face, (y + top) / 2, z + 0.15],
                [face, (y + top) / 2 + 0.025, z + 0.15],
                [face, (y + top) / 2 + 0.025, z + bay - 0.15],
                [face, (y + top) / 2, z + bay - 0.15],
              ]),
              fill: seam,
            }),
            el('path', {
              d: view.quad([
                [face, y + 0.14, z + 0.2],
                [face, y + 0.26, z + 0.2],
                [face, y + 0.26, z + bay - 0.2],
                [face, y + 0.14, z + bay - 0.2],
              ]),
              fill: rgb(mix([0.45, 0.36, 0.25], air, haze)),
            }),
          );
        }
        parts.push(
          el('path', {
            d: view.quad([
              [x, y, z],
              [x, y + 0.14, z],
              [x, y + 0.14, z + bay],
              [x, y, z + bay],
            ]),
            fill: rgb(mix(beam, air, haze)),
          }),
        );
      }
      parts.push(
        el('path', {
          d: view.quad([
            [x, 0, z],
            [x, 10.2, z],
            [x, 10.2, z + 0.1],
            [x, 0, z + 0.1],
          ]),
          fill: rgb(mix(upright, air, haze)),
        }),
      );
    }
    canvas.add(el('g', {}, parts.join('')));
  }
  const lanes: string[] = [];
  for (const x of [-aisle + 0.25, aisle - 0.25])
    lanes.push(
      view.quad([
        [x - 0.05, 0.01, 1],
        [x + 0.05, 0.01, 1],
        [x + 0.05, 0.01, depth],
        [x - 0.05, 0.01, depth],
      ]),
    );
  canvas.add(el('path', { d: lanes.join(''), fill: '#e8b923', opacity: 0.75 }));
  highbayRow(canvas, view, [0], roof - 1.6, 4, depth - 6, 7, light);
}

function plant(canvas: Canvas, rng: Rng, tone: Palette): void {
  const view = new Perspective(620, W / 2 + rng.range(-140, 140), H * rng.range(0.5, 0.58), 1.8, rng.range(-3, 3));
  const depth = 90;
  const width = 16;
  const roof = 14;
  const light = mix(tone.light, [1, 1, 1], 0.15);
  const air = mix([0.07, 0.075, 0.085], tone.glow, 0.1);
  canvas.add(el('rect', { width: W, height: H, fill: rgb(air) }));
  canvas.add(
    el('path', {
      d: view.quad([
        [-width, 0, 0.5],
        [width, 0, 0.5],
        [width, 0, depth],
        [-width, 0, depth],
      ]),
      fill: canvas.linear(
        [
          [0, scale(air, 1.6)],
          [1, scale(air, 0.7)],
        ],
        0,
        view.cy,
        0,
        H,
      ),
    }),
    el('path', {
      d: view.quad([
        [-width, roof, 0.5],
        [width, roof, 0.5],
        [width, roof, depth],
        [-width, roof, depth],
      ]),
      fill: rgb(scale(air, 0.5)),
    }),
    el('path', {
      d: view.quad([
        [-width, 0, 0.5],
        [-width, roof, 0.5],
        [-width, roof, depth],
        [-width, 0, depth],
      ]),
      fill: rgb(scale(air, 0.85)),
    }),
    el('path', {
      d: view.quad([
        [width, 0, 0.5],
        [width, roof, 0.5],
        [width, roof, depth],
        [width, 0, depth],
      ]),
      fill: rgb(scale(air, 0.75)),
    }),
    el('path', {
      d: view.quad([
        [-width, 0, depth],
        [-width, roof, depth],
        [width, roof, depth],
        [width, 0, depth],
      ]),
      fill: rgb(mix(air, light, 0.12)),
    }),
  );
  // High clerestory glazing on both walls: the dusk outside.
  const glazing: string[] = [];
  for (const x of [-width + 0.02, width - 0.02]) {
    for (let z = 2; z < depth - 2; z += 4)
      glazing.push(
        view.quad([
          [x, roof - 3.2, z + 0.2],
          [x, roof - 0.8, z + 0.2],
          [x, roof - 0.8, z + 3.8],
          [x, roof - 3.2, z + 3.8],
        ]),
      );
  }
  canvas.add(el('path', { d: glazing.join(''), fill: rgb(mix([0.16, 0.2, 0.36], tone.glow, 0.3)), opacity: 0.85 }));
  trusses(canvas, view, width, roof - 0.2, depth, 6);
  // A crane runway along each wall and a gantry across the hall.
  const steel = mix([0.9, 0.62, 0.1], tone.glow, 0.15);
  const crane = rng.range(14, 30);
  canvas.add(
    el('path', {
      d: [-width + 0.6, width - 0.6]
        .map((x) =>
          view.quad([
            [x, 9.2, 1],
            [x, 9.7, 1],
            [x, 9.7, depth],
            [x, 9.2, depth],
          ]),
        )
        .join(''),
      fill: rgb(scale(steel, 0.5)),
    }),
    el('path', {
      d: view.quad([
        [-width + 0.6, 9.7, crane],
        [width - 0.6, 9.7, crane],
        [width - 0.6, 10.6, crane],
        [-width + 0.6, 10.6, crane],
      ]),
      fill: rgb(steel),
    }),
  );
  highbayRow(canvas, view, [-8, 0, 8], roof - 1.8, 5, depth - 6, 8, light);
  const meshes: Mesh[] = [];
  const machine = matte(mix([0.5, 0.55, 0.58], tone.glow, 0.15), 0.5);
  const guard = matte([0.85, 0.7, 0.15], 0.4);
  for (const x of [-6, 6]) {
    for (let z = 6; z < 60; z += rng.range(7, 10)) {
      const w = rng.range(1.6, 2.6);
      const h = rng.range(1.2, 2.4);
      meshes.push(move(box(w, h, rng.range(2, 3.5), machine), x + rng.range(-0.6, 0.6), h / 2, z));
      meshes.push(move(box(w * 0.4, 0.5, 0.6, matte([0.12, 0.13, 0.14], 0.6)), x, h + 0.25, z));
      meshes.push(move(box(w + 0.8, 0.06, 0.06, guard), x, 1, z - 1.8));
    }
  }
  drawMeshes(canvas, view, [meshes], tone);
  const lanes: string[] = [];
  for (const x of [-3.4, 3.4])
    lanes.push(
      view.quad([
        [x - 0.06, 0.01, 1],
        [x + 0.06, 0.01, 1],
        [x + 0.06, 0.01, depth],
        [x - 0.06, 0.01, depth],
      ]),
    );
  canvas.add(el('path', { d: lanes.join(''), fill: '#e8c22a', opacity: 0.7 }));
}
