import { hueShift, mix, type Palette, type Rgb } from './color.js';
import type { Rng } from './random.js';
import { lightEllipse, Perspective, rgb } from './scene-kit.js';
import { el, n, points, polygonPath, smoothPath, VIEW_HEIGHT, VIEW_WIDTH, type Canvas, type Point } from './svg-kit.js';

const W = VIEW_WIDTH;
const H = VIEW_HEIGHT;

function backdrop(canvas: Canvas, tone: Palette, cx: number, cy: number, lift = 1): void {
  canvas.add(
    el('rect', {
      width: W,
      height: H,
      fill: canvas.radial(
        [
          [0, mix(tone.deep, tone.glow, 0.12 * lift)],
          [0.55, tone.deep],
          [1, tone.abyss],
        ],
        { cx, cy, r: W * 0.75, squash: 0.8 },
      ),
    }),
  );
}

/** The 15 solution sectors: an abstract composition in the sector colour, four families. */
export function drawSector(canvas: Canvas, rng: Rng, tone: Palette): void {
  const variant = rng.int(0, 3);
  if (variant === 0) orbit(canvas, rng, tone);
  else if (variant === 1) horizonGrid(canvas, rng, tone);
  else if (variant === 2) curtains(canvas, rng, tone);
  else portals(canvas, rng, tone);
}

function orbit(canvas: Canvas, rng: Rng, tone: Palette): void {
  const cx = rng.pick([W * 0.3, W * 0.7]) + rng.range(-60, 60);
  const cy = H * rng.range(0.45, 0.62);
  backdrop(canvas, tone, cx, cy, 1.4);
  const light = mix(tone.glow, [1, 1, 1], 0.45);
  // Rays first, so the rings sit on top as precise drawing over soft light.
  const rays: string[] = [];
  const rayCount = rng.int(5, 9);
  for (let index = 0; index < rayCount; index += 1) {
    const angle = rng.range(0, Math.PI * 2);
    const spread = rng.range(0.03, 0.09);
    const length = rng.range(700, 1300);
    const tip = (a: number): Point => [cx + Math.cos(a) * length, cy + Math.sin(a) * length];
    rays.push(
      el('path', {
        d: polygonPath([[cx, cy], tip(angle - spread), tip(angle + spread)]),
        fill: canvas.linear(
          [
            [0, light, 0.35],
            [1, tone.glow, 0],
          ],
          cx,
          cy,
          tip(angle)[0],
          tip(angle)[1],
        ),
      }),
    );
  }
  canvas.add(el('g', { filter: canvas.blur(10), style: 'mix-blend-mode:screen' }, rays.join('')));
  canvas.add(
    lightEllipse(canvas, cx, cy, 620, 620, tone.glow, 0.35),
    lightEllipse(canvas, cx, cy, 130, 130, light, 0.9),
  );
  const rings: string[] = [];
  const nodes: string[] = [];
  let radius = rng.range(120, 170);
  while (radius < 1200) {
    const start = rng.range(0, Math.PI * 2);
    const sweep = rng.range(Math.PI * 0.5, Math.PI * 1.7);
    const a: Point = [cx + Math.cos(start) * radius, cy + Math.sin(start) * radius];
    const b: Point = [cx + Math.cos(start + sweep) * radius, cy + Math.sin(start + sweep) * radius];
    const opacity = Math.max(0.06, 0.5 - radius / 2600);
    rings.push(
      el('path', {
        d: `M${points([a])}A${n(radius)} ${n(radius)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${points([b])}`,
        stroke: rgb(light),
        'stroke-opacity': opacity,
        'stroke-width': rng.chance(0.3) ? 2 : 1,
        'stroke-dasharray': rng.chance(0.3) ? '2 6' : undefined,
        fill: 'none',
      }),
    );
    if (rng.chance(0.7)) {
      const at = start + sweep * rng.range(0.2, 1);
      const p: Point = [cx + Math.cos(at) * radius, cy + Math.sin(at) * radius];
      nodes.push(
        lightEllipse(canvas, p[0], p[1], 22, 22, light, 0.7),
        el('circle', { cx: p[0], cy: p[1], r: 3.2, fill: '#fff' }),
      );
    }
    radius *= rng.range(1.18, 1.38);
  }
  canvas.add(el('g', {}, rings.join('')), el('g', {}, nodes.join('')));
}

function horizonGrid(canvas: Canvas, rng: Rng, tone: Palette): void {
  const horizon = H * rng.range(0.5, 0.6);
  const vx = W * rng.range(0.38, 0.62);
  backdrop(canvas, tone, vx, horizon, 1);
  const view = new Perspective(520, vx, horizon, 1.6);
  const light = mix(tone.glow, [1, 1, 1], 0.4);
  const lines: string[] = [];
  for (let x = -40; x <= 40; x += 2)
    lines.push(`M${points([view.screen([x, 0, 0.8])])}L${points([view.screen([x, 0, 300])])}`);
  for (let z = 1; z < 300; z *= 1.25)
    lines.push(`M${points([view.screen([-60, 0, z])])}L${points([view.screen([60, 0, z])])}`);
  canvas.add(
    el('path', {
      d: lines.join(''),
      stroke: canvas.linear(
        [
          [0, light, 0.4],
          [1, light, 0.02],
        ],
        0,
        H,
        0,
        horizon,
      ),
      'stroke-width': 1.1,
      fill: 'none',
    }),
  );
  // A glowing horizon band and a single pillar of light where everything converges.
  canvas.add(
    lightEllipse(canvas, vx, horizon, 900, 120, tone.glow, 0.55),
    lightEllipse(canvas, vx, horizon, 260, 40, light, 0.9),
    el('rect', {
      x: vx - 3,
      y: 0,
      width: 6,
      height: horizon,
      fill: canvas.linear(
        [
          [0, light, 0],
          [1, light, 0.85],
        ],
        0,
        0,
        0,
        horizon,
      ),
      filter: canvas.blur(3),
    }),
  );
  const dots: string[] = [];
  for (let index = 0; index < 26; index += 1) {
    const r = rng.range(6, 40);
    dots.push(
      lightEllipse(
        canvas,
        rng.range(0, W),
        rng.range(40, horizon - 60),
        r,
        r,
        rng.chance(0.5) ? light : tone.glow,
        rng.range(0.15, 0.45),
      ),
    );
  }
  canvas.add(el('g', { style: 'mix-blend-mode:screen' }, dots.join('')));
}

function curtains(canvas: Canvas, rng: Rng, tone: Palette): void {
  const floor = H * rng.range(0.74, 0.82);
  backdrop(canvas, tone, W / 2, H * 0.3, 0.8);
  const light = mix(tone.glow, [1, 1, 1], 0.5);
  const beams: string[] = [];
  const reflections: string[] = [];
  const count = rng.int(5, 8);
  for (let index = 0; index < count; index += 1) {
    const x = (W * (index + 0.5)) / count + rng.range(-60, 60);
    const top = rng.range(10, 40);
    const bottom = rng.range(60, 180);
    const color = rng.chance(0.35) ? light : tone.glow;
    const opacity = rng.range(0.3, 0.6);
    const fill = canvas.linear(
      [
        [0, color, opacity],
        [1, color, opacity * 0.12],
      ],
      0,
      0,
      0,
      floor,
    );
    beams.push(
      el('path', {
        d: polygonPath([
          [x - top, 0],
          [x + top, 0],
          [x + bottom, floor],
          [x - bottom, floor],
        ]),
        fill,
      }),
    );
    reflections.push(lightEllipse(canvas, x, floor + 4, bottom * 1.3, 26, color, opacity * 0.8));
    reflections.push(
      lightEllipse(canvas, x, floor + (H - floor) * 0.35, bottom * 0.45, (H - floor) * 0.6, color, opacity * 0.35),
    );
  }
  canvas.add(
    el('g', { filter: canvas.blur(18), style: 'mix-blend-mode:screen' }, beams.join('')),
    el('g', { style: 'mix-blend-mode:screen' }, reflections.join('')),
  );
  const rules: string[] = [];
  for (let y = 90; y < floor; y += rng.range(70, 140)) {
    rules.push(
      el('line', {
        x1: 0,
        y1: y,
        x2: W,
        y2: y,
        stroke: rgb(light),
        'stroke-opacity': rng.range(0.05, 0.14),
        'stroke-width': 1,
      }),
    );
  }
  rules.push(
    el('line', { x1: 0, y1: floor, x2: W, y2: floor, stroke: rgb(light), 'stroke-opacity': 0.35, 'stroke-width': 1.2 }),
  );
  canvas.add(el('g', {}, rules.join('')));
}

function portals(canvas: Canvas, rng: Rng, tone: Palette): void {
  // A corridor of light frames receding to a glowing end: precise lines, soft light.
  const horizon = H * rng.range(0.46, 0.54);
  const vx = W * rng.range(0.4, 0.6);
  backdrop(canvas, tone, vx, horizon, 1.2);
  const view = new Perspective(620, vx, horizon, 1.5);
  const light = mix(tone.glow, [1, 1, 1], 0.5);
  const arched = rng.chance(0.5);
  const width = rng.range(2.6, 3.6);
  const height = rng.range(3.2, 4.2);
  const gap = rng.range(1.6, 2.4);
  const frames: string[] = [];
  const floorGlow: string[] = [];
  for (let index = 14; index >= 0; index -= 1) {
    const z = 2.2 + index * gap;
    const corners = [
      view.screen([-width, 0, z]),
      view.screen([-width, height, z]),
      view.screen([width, height, z]),
      view.screen([width, 0, z]),
    ];
    const [bl, tl, tr, br] = corners as [Point, Point, Point, Point];
    const d = arched
      ? `M${points([bl])}L${points([[tl[0], tl[1] + (tr[0] - tl[0]) * 0.25]])}A${n((tr[0] - tl[0]) / 2)} ${n((tr[0] - tl[0]) * 0.25)} 0 0 1 ${points([[tr[0], tr[1] + (tr[0] - tl[0]) * 0.25]])}L${points([br])}`
      : `M${points([bl])}L${points([tl])}L${points([tr])}L${points([br])}`;
    const fade = Math.max(0.08, 1 - index / 15);
    frames.push(el('path', { d, 'stroke-opacity': fade.toFixed(2) }));
    floorGlow.push(
      el('line', { x1: bl[0], y1: bl[1], x2: br[0], y2: br[1], 'stroke-opacity': (fade * 0.5).toFixed(2) }),
    );
  }
  const stroke = { stroke: rgb(light), fill: 'none', 'stroke-linejoin': 'round' };
  canvas.add(
    lightEllipse(canvas, vx, horizon - 40, 420, 300, tone.glow, 0.5),
    lightEllipse(canvas, vx, horizon - 20, 70, 90, light, 0.9),
    el(
      'g',
      { ...stroke, 'stroke-width': 9, filter: canvas.blur(8), opacity: 0.8, style: 'mix-blend-mode:screen' },
      frames.join(''),
    ),
    el('g', { ...stroke, 'stroke-width': 1.8 }, frames.join('')),
    el('g', { ...stroke, 'stroke-width': 1 }, floorGlow.join('')),
  );
  // Reflection on a glossy floor: the frames' glow, stretched and faint.
  const floorTop = view.screen([0, 0, 2.2 + 14 * gap]);
  canvas.add(lightEllipse(canvas, vx, floorTop[1] + 120, 260, 200, tone.glow, 0.18));
}

/** Editorial abstracts for blog and news: light trails, bokeh, a wave grid, a dot field. */
export function drawPattern(canvas: Canvas, rng: Rng, tone: Palette): void {
  const variant = rng.int(0, 3);
  if (variant === 0) trails(canvas, rng, tone);
  else if (variant === 1) bokeh(canvas, rng, tone);
  else if (variant === 2) waveGrid(canvas, rng, tone);
  else dotField(canvas, rng, tone);
}

function trails(canvas: Canvas, rng: Rng, tone: Palette): void {
  backdrop(canvas, tone, W / 2, H / 2, 0.8);
  const second = hueShift(tone.glow, rng.sign() * rng.range(25, 60));
  const count = rng.int(28, 48);
  const amplitude = rng.range(90, 220);
  const frequency = rng.range(0.0022, 0.0045);
  const phase = rng.range(0, Math.PI * 2);
  const base = H * rng.range(0.4, 0.6);
  const soft: string[] = [];
  const crisp: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const t = index / (count - 1);
    const offset = (t - 0.5) * rng.range(160, 260);
    const list: Point[] = [];
    for (let x = -100; x <= W + 100; x += 100) {
      const swell = Math.sin(x * frequency + phase + t * 1.6) * amplitude * (0.6 + t * 0.6);
      list.push([x, base + offset + swell + Math.sin(x * 0.011 + index) * 6]);
    }
    const color = mix(mix(tone.glow, second, t), [1, 1, 1], rng.range(0.1, 0.5));
    const stroke = canvas.linear(
      [
        [0, color, 0],
        [0.35 + rng.range(-0.15, 0.15), color, rng.range(0.45, 0.9)],
        [1, color, 0.05],
      ],
      0,
      0,
      W,
      0,
    );
    const d = smoothPath(list);
    crisp.push(el('path', { d, stroke, 'stroke-width': rng.range(0.8, 2.2), fill: 'none' }));
    if (index % 4 === 0) soft.push(el('path', { d, stroke, 'stroke-width': 14, fill: 'none' }));
  }
  canvas.add(
    el('g', { filter: canvas.blur(12), style: 'mix-blend-mode:screen', opacity: 0.7 }, soft.join('')),
    el('g', { style: 'mix-blend-mode:screen' }, crisp.join('')),
  );
}

function bokeh(canvas: Canvas, rng: Rng, tone: Palette): void {
  backdrop(canvas, tone, W * 0.5, H * 0.5, 0.6);
  const second = hueShift(tone.glow, rng.sign() * rng.range(15, 35));
  const colors: Rgb[] = [tone.glow, tone.glow, second, mix(tone.light, tone.glow, 0.3)];
  // A diagonal band keeps the composition calm instead of confetti.
  const slope = rng.range(-0.35, 0.35);
  const disc = (r: number, opacity: number, rim: number): string => {
    const x = rng.range(-60, W + 60);
    const y = H / 2 + (x - W / 2) * slope + (rng.next() + rng.next() - 1) * 320;
    const color = mix(rng.pick(colors), [1, 1, 1], rng.range(0, 0.25));
    const fill = canvas.radial(
      [
        [0, color, opacity * 0.6],
        [0.8, color, opacity * (0.7 + rim)],
        [0.92, color, opacity * (0.75 + rim)],
        [1, color, 0],
      ],
      { cx: x, cy: y, r },
    );
    return el('circle', { cx: x, cy: y, r, fill });
  };
  const far = Array.from({ length: rng.int(10, 16) }, () => disc(rng.range(80, 170), rng.range(0.1, 0.2), 0));
  const mid = Array.from({ length: rng.int(14, 22) }, () => disc(rng.range(22, 60), rng.range(0.18, 0.4), 0.15));
  const near = Array.from({ length: rng.int(8, 14) }, () => disc(rng.range(5, 14), rng.range(0.4, 0.7), 0.1));
  canvas.add(
    el('g', { filter: canvas.blur(10), style: 'mix-blend-mode:screen' }, far.join('')),
    el('g', { style: 'mix-blend-mode:screen' }, mid.join('')),
    el('g', { style: 'mix-blend-mode:screen' }, near.join('')),
  );
}

function waveGrid(canvas: Canvas, rng: Rng, tone: Palette): void {
  const horizon = H * rng.range(0.3, 0.42);
  backdrop(canvas, tone, W / 2, horizon, 1);
  const view = new Perspective(700, W / 2 + rng.range(-120, 120), horizon, 3.2);
  const k1 = rng.range(0.35, 0.7);
  const k2 = rng.range(0.2, 0.45);
  const amplitude = rng.range(0.6, 1.3);
  const phase = rng.range(0, 6);
  const height = (x: number, z: number) =>
    amplitude * Math.sin(x * k1 + phase) * Math.cos(z * k2 + x * 0.15) + 0.4 * Math.sin(z * 0.6 + phase);
  const light = mix(tone.glow, [1, 1, 1], 0.4);
  const rows: string[] = [];
  for (let z = 2.5; z < 40; z *= 1.07) {
    const list: Point[] = [];
    for (let x = -26; x <= 26; x += 1) list.push(view.screen([x, height(x, z), z]));
    rows.push(el('path', { d: smoothPath(list), 'stroke-opacity': Math.max(0.05, 0.75 - z / 45) }));
  }
  const columns: string[] = [];
  for (let x = -26; x <= 26; x += 0.8) {
    const list: Point[] = [];
    for (let z = 2.5; z < 40; z *= 1.07) list.push(view.screen([x, height(x, z), z]));
    columns.push(el('path', { d: smoothPath(list) }));
  }
  canvas.add(
    lightEllipse(canvas, view.cx, horizon, 800, 200, tone.glow, 0.4),
    el('g', { stroke: rgb(light), 'stroke-width': 1.1, fill: 'none' }, rows.join('')),
    el(
      'g',
      {
        stroke: canvas.linear(
          [
            [0, light, 0.3],
            [1, light, 0.02],
          ],
          0,
          H,
          0,
          horizon,
        ),
        'stroke-width': 0.8,
        fill: 'none',
      },
      columns.join(''),
    ),
  );
}

function dotField(canvas: Canvas, rng: Rng, tone: Palette): void {
  backdrop(canvas, tone, W / 2, H / 2, 0.5);
  const second = hueShift(tone.glow, rng.sign() * rng.range(25, 55));
  const blobs = Array.from({ length: rng.int(2, 3) }, () => ({
    x: rng.range(250, W - 250),
    y: rng.range(200, H - 200),
    r: rng.range(160, 320),
  }));
  const wave = rng.range(0.006, 0.014);
  // A soft light behind each cluster: the dots read as a screen of LEDs, lit.
  canvas.add(...blobs.map((blob) => lightEllipse(canvas, blob.x, blob.y, blob.r * 1.6, blob.r * 1.3, tone.glow, 0.3)));
  const step = 26;
  const dots: string[] = [];
  for (let y = step / 2; y < H; y += step) {
    for (let x = step / 2; x < W; x += step) {
      let value = 0;
      for (const blob of blobs) value += Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / (2 * blob.r ** 2));
      value = Math.min(1, value * (0.75 + 0.25 * Math.sin(x * wave + y * wave * 0.6)));
      const r = 0.6 + value * 6;
      if (value < 0.06) continue;
      const color = mix(mix(second, tone.glow, value), [1, 1, 1], value * value * 0.6);
      dots.push(el('circle', { cx: x, cy: y, r, fill: rgb(color), opacity: Number((0.2 + value * 0.8).toFixed(2)) }));
    }
  }
  canvas.add(el('g', {}, dots.join('')));
}
