import { mix, type Rgb } from './color.js';
import { ring, type Beam } from './light.js';
import {
  box,
  dot,
  lathe,
  move,
  normalize,
  plus,
  prism,
  rotate,
  rotatePoint,
  roundedRect,
  times,
  type Mesh,
  type Vec3,
} from './mesh.js';
import { cylinder, emit, materials, resample, torus, type ProductBuilder } from './product-model.js';
import { cone } from './products-indoor.js';
import { el, hex, points, type Point } from './svg-kit.js';

export const highbay: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const finish = rng.chance(0.6) ? m.graphite : m.aluminium;
  const body = lathe(
    [
      [0, 3.4],
      [14.6, 3.4],
      [16, 2.6],
      [16, 0.7],
      [15.6, 0],
    ],
    64,
    finish,
  );
  const lens = lathe(
    [
      [15.6, 0],
      [15.3, -1.1],
      [12, -1.5],
      [0, -1.6],
    ],
    64,
    m.emitter,
  );
  const driver = lathe(
    [
      [0, 9.4],
      [6.4, 9.4],
      [7, 8.8],
      [7, 3.4],
    ],
    48,
    m.aluminium,
  );
  const eye = move(rotate(torus(1.9, 0.55, m.aluminium), 'x', 90), 0, 12.2, 0);
  const neck = cylinder(0.9, 9.4, 10.4, m.aluminium, 16);
  const count = 36;
  const fins = Array.from({ length: count }, (_, index) =>
    rotate(move(box(7.6, 4.2, 0.45, finish), 11.2, 5.4, 0), 'y', (index * 360) / count + 5),
  );
  return {
    camera: { yaw: rng.range(0, 360), pitch: rng.range(13, 19), distance: 230 },
    layers: [[body], [lens], [driver, ...fins], [neck, eye]],
    frame: { cx: 800 + rng.range(-80, 80), cy: 300, width: 620, height: 260 },
    beams: [cone([0, -1.6, 0], [0, -1, 0], 14, 95, 32, 0.95, true)],
    horizon: null,
  };
};

export const street: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const plan: Point[] = [
    [-32, -7],
    [18, -15],
    [27, -13.5],
    [32, -7],
    [32, 7],
    [27, 13.5],
    [18, 15],
    [-32, 7],
  ];
  // The plan is drawn in XY and laid flat: its +Z cap becomes the underside.
  const flat = (mesh: Mesh) => rotate(mesh, 'x', 90);
  const shell = flat(prism(plan, 5, m.graphite));
  const cover = move(
    flat(
      prism(
        plan.map(([x, y]): Point => [x * 0.92 + 1, y * 0.86]),
        2.2,
        m.graphite,
      ),
    ),
    0,
    3.4,
    0,
  );
  const lensPlate = move(flat(prism(roundedRect(38, 21, 3), 0.5, m.lens)), 9, -2.7, 0);
  const leds: Mesh[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      leds.push(move(cylinder(1.35, -0.5, 0, m.emitter, 12), -7.5 + column * 4.5, -2.95, (row - 1) * 5.6));
    }
  }
  const arm = move(rotate(cylinder(1.9, 0, 50, m.graphite, 24), 'z', 90), -30, 0.5, 0);
  const pole = move(cylinder(3.2, -420, 2.5, m.graphite, 28), -81, 0, 0);
  const tilt = rng.range(3, 8);
  const lift = (mesh: Mesh) => rotate(mesh, 'z', tilt);
  const head = [shell, cover, lensPlate, ...leds].map(lift);
  const corners: Vec3[] = [
    [-10, -3, -10.5],
    [28, -3, -10.5],
    [28, -3, 10.5],
    [-10, -3, 10.5],
  ];
  const ground = -360;
  return {
    camera: { yaw: rng.sign() * rng.range(20, 34), pitch: -rng.range(10, 16), distance: 330 },
    layers: [[pole, arm], head.slice(0, 2), head.slice(2)],
    fitTo: [...head, arm],
    frame: { cx: 820 + rng.range(-80, 80), cy: 280, width: 860, height: 260 },
    beams: [
      {
        from: corners,
        to: [
          [-70, ground, -170],
          [130, ground, -170],
          [130, ground, 170],
          [-70, ground, 170],
        ],
        strength: 0.9,
      },
    ],
    horizon: null,
  };
};

export const floodlight: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const body = box(36, 28, 7, m.graphite);
  const glass = move(box(32, 24, 0.5, m.emitter), 0, 0, -3.7);
  const fins = Array.from({ length: 11 }, (_, index) => move(box(0.9, 25, 6, m.graphite), -15 + index * 3, 0, 6.4));
  const tilt = rng.range(28, 42);
  const aim = (mesh: Mesh) => rotate(mesh, 'x', tilt);
  const plates = [-19.2, 19.2].map((x) => move(box(1.4, 22, 5, m.graphite), x, -9, 0));
  const bar = move(box(39.8, 1.4, 5, m.graphite), 0, -20, 0);
  const stub = cylinder(2.4, -28, -20, m.aluminium, 20);
  const pivots = [-19.2, 19.2].map((x) => move(rotate(cylinder(2.6, -1, 1, m.aluminium, 20), 'z', 90), x * 1.04, 0, 0));
  const normal = rotatePoint([0, 0, -1], 'x', tilt);
  const corners: Vec3[] = (
    [
      [-16, -12],
      [16, -12],
      [16, 12],
      [-16, 12],
    ] as const
  ).map(([x, y]) => rotatePoint([x, y, -4], 'x', tilt));
  const reach = 260;
  return {
    camera: { yaw: rng.sign() * rng.range(48, 62), pitch: rng.range(2, 8), distance: 300 },
    layers: [[stub, bar], [...fins.map(aim), aim(body)], [aim(glass)], [...plates, ...pivots]],
    frame: { cx: 800 + rng.range(-40, 40), cy: 640, width: 460, height: 400 },
    beams: [
      {
        from: corners,
        to: corners.map((p) => plus(times(p, 4.2), times(normal, reach))),
        strength: 1,
      },
    ],
    horizon: null,
  };
};

export const exproof: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const body = lathe(
    [
      [0, 14],
      [8, 14],
      [9.6, 13.2],
      [12, 12],
      [12.5, 11],
      [12.5, 1.6],
      [13.4, 1.2],
      [13.4, 0],
      [10, 0],
    ],
    56,
    m.castGrey,
  );
  const ribs = Array.from({ length: 16 }, (_, index) =>
    rotate(move(box(1.8, 8.6, 1.4, m.castGrey), 13.1, 6.2, 0), 'y', index * 22.5 + 11),
  );
  const boss = lathe(
    [
      [0, 21],
      [3.6, 21],
      [4.3, 20.3],
      [4.3, 17],
      [5.4, 16.4],
      [5.4, 14],
    ],
    36,
    m.castGrey,
  );
  const gland = move(
    rotate(
      lathe(
        [
          [0, 6],
          [2.4, 6],
          [2.4, 3.5],
          [3, 3],
          [3, 0],
          [0, 0],
        ],
        24,
        m.aluminium,
      ),
      'z',
      -90,
    ),
    12.5,
    9,
    0,
  );
  const glassColor = mix(tone.light, [0.85, 0.93, 1], 0.35);
  const glass = lathe(
    [
      [10, 0],
      [9.5, -1],
      [9.5, -8],
      [9, -11],
      [7.6, -13.6],
      [5.2, -15.3],
      [2.6, -16.1],
      [0, -16.3],
    ],
    48,
    emit(glassColor, 1),
  );
  const yaw = rng.range(0, 360);
  return {
    camera: { yaw, pitch: rng.range(8, 14), distance: 180 },
    layers: [[body, boss, gland, ...ribs], [glass]],
    frame: { cx: 800 + rng.range(-120, 120), cy: 420, width: 520, height: 560 },
    beams: [cone([0, -14, 0], [0, -1, 0], 9, 70, 34, 0.8, true)],
    horizon: null,
    over: (canvas, projection) => {
      // The wire guard in front of the glowing glass: only the bars facing the camera.
      const guard: [number, number][] = [
        [11.4, 0],
        [11.2, -8],
        [10.5, -12.3],
        [8.4, -16],
        [5.2, -18.2],
        [0, -18.9],
      ];
      const dark = '#121416';
      const shine = hex(mix([0.8, 0.82, 0.85], tone.glow, 0.15));
      const strokes: string[] = [];
      const facing = (p: Vec3) => {
        const viewPoint = projection.view(p);
        const outward = projection.view(normalize([p[0], 0, p[2]]));
        return dot(outward, projection.eyeDirection(viewPoint)) > -0.3;
      };
      const draw = (path: Vec3[]) => {
        let run: Point[] = [];
        const flush = () => {
          if (run.length > 1) {
            const list = points(run);
            strokes.push(
              el('polyline', {
                points: list,
                stroke: dark,
                'stroke-width': 7,
                fill: 'none',
                'stroke-linecap': 'round',
                'stroke-linejoin': 'round',
              }),
              el('polyline', {
                points: list,
                stroke: shine,
                'stroke-width': 1.6,
                'stroke-opacity': 0.55,
                fill: 'none',
                'stroke-linecap': 'round',
              }),
            );
          }
          run = [];
        };
        for (const p of path) {
          if (facing(p)) run.push(projection.screen(p));
          else flush();
        }
        flush();
      };
      for (let bar = 0; bar < 6; bar += 1) {
        const angle = (bar * 60 * Math.PI) / 180;
        draw(
          resample(
            guard.map(([r, y]): Vec3 => [r * Math.cos(angle), y, r * Math.sin(angle)]),
            6,
          ),
        );
      }
      for (const [r, y] of [
        [11.3, -4],
        [10.6, -12],
      ] as const) {
        draw(ring([0, y, 0], [0, 1, 0], r, 96));
      }
      const cap = projection.screen([0, -18.9, 0]);
      strokes.push(
        el('circle', {
          cx: cap[0],
          cy: cap[1],
          r: 1.1 * projection.scale,
          fill: dark,
          stroke: shine,
          'stroke-opacity': 0.5,
          'stroke-width': 1.2,
        }),
      );
      canvas.add(el('g', {}, strokes.join('')));
    },
  };
};

export const bollard: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const finish = rng.chance(0.5) ? m.graphite : m.castGrey;
  const unit = (x: number, z: number): Mesh[] => {
    const cap = lathe(
      [
        [0, 86],
        [8.6, 86],
        [9.2, 85.3],
        [9.2, 81],
        [8.2, 80.4],
      ],
      48,
      finish,
    );
    const band = lathe(
      [
        [7.4, 80.4],
        [7.4, 66],
      ],
      48,
      m.emitter,
    );
    const post = lathe(
      [
        [8.2, 66],
        [8.2, 1.6],
        [10.4, 1.2],
        [10.4, 0],
      ],
      48,
      finish,
    );
    const louvres = Array.from({ length: 10 }, (_, index) =>
      rotate(move(box(1.6, 14.4, 1, finish), 8, 73.2, 0), 'y', index * 36),
    );
    return [cap, band, post, ...louvres].map((mesh) => move(mesh, x, 0, z));
  };
  const side = rng.sign();
  const main = unit(0, 0);
  const far = [unit(side * 110, 260), unit(side * 190, 560), unit(-side * 150, 420)];
  const pools: Beam[] = [
    [0, 0],
    [side * 110, 260],
    [side * 190, 560],
    [-side * 150, 420],
  ].map(([x, z]) => ({
    from: ring([x ?? 0, 73, z ?? 0], [0, 1, 0], 7.4, 24),
    to: ring([x ?? 0, 0, z ?? 0], [0, 1, 0], 62, 40),
    strength: 0.55,
    pool: true,
  }));
  return {
    camera: { yaw: rng.range(-10, 10), pitch: rng.range(9, 14), distance: 360 },
    layers: [...far, main],
    fitTo: main,
    frame: { cx: 800 + side * rng.range(-220, -120), cy: 520, width: 320, height: 600 },
    beams: pools,
    horizon: null,
  };
};

export const sensor: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const base = lathe(
    [
      [0, 0],
      [6.6, 0],
      [6.6, -1.1],
      [6.1, -1.8],
      [4.7, -1.8],
    ],
    64,
    m.whitePaint,
  );
  // Alternating ring radii give the faceted look of a Fresnel lens.
  const rings = 12;
  const dome = lathe(
    Array.from({ length: rings + 1 }, (_, index): [number, number] => {
      const angle = ((90 * index) / rings) * (Math.PI / 180);
      const r = 4.6 * (index % 2 === 1 ? 0.965 : 1);
      return [r * Math.cos(angle), -1.8 - r * Math.sin(angle)];
    }),
    64,
    { kind: 'matte', color: [0.93, 0.94, 0.95], gloss: 0.9 },
  );
  const indicator = move(box(0.9, 0.3, 0.9, emit(mix(tone.glow, [1, 1, 1], 0.2), 1.5)), 0, -1.95, -5.4);
  return {
    camera: { yaw: rng.range(0, 360), pitch: -rng.range(16, 24), distance: 90 },
    layers: [[base], [dome], [indicator]],
    frame: { cx: 800 + rng.range(-200, 200), cy: 260, width: 300, height: 160 },
    beams: [],
    horizon: null,
    bloom: 0.5,
    behind: (canvas, projection, palette) => {
      const centre = projection.screen([0, -4, 0]);
      const color = mix(palette.glow, [1, 1, 1], 0.35);
      const waves: string[] = [];
      // Detection field: expanding arcs under the sensor, like a sonar sweep frozen in time.
      for (let index = 1; index <= 7; index += 1) {
        const r = 110 * index;
        const from = (200 * Math.PI) / 180;
        const to = (340 * Math.PI) / 180;
        const a: Point = [centre[0] + r * Math.cos(from), centre[1] - r * Math.sin(from)];
        const b: Point = [centre[0] + r * Math.cos(to), centre[1] - r * Math.sin(to)];
        waves.push(
          el('path', {
            d: `M${points([a])}A${String(r)} ${String(r)} 0 0 0 ${points([b])}`,
            stroke: hex(color),
            'stroke-opacity': Math.max(0.05, 0.4 - index * 0.05),
            'stroke-width': 1.3,
            'stroke-dasharray': index % 2 === 0 ? '3 7' : undefined,
            fill: 'none',
          }),
        );
      }
      const spread = (58 * Math.PI) / 180;
      const far = 900;
      const fan = canvas.radial(
        [
          [0, palette.glow, 0.32],
          [0.6, palette.glow, 0.08],
          [1, palette.glow, 0],
        ],
        { cx: centre[0], cy: centre[1], r: far },
      );
      waves.unshift(
        el('path', {
          d: `M${points([centre])}L${points([[centre[0] - far * Math.sin(spread), centre[1] + far * Math.cos(spread)]])}A${String(far)} ${String(far)} 0 0 0 ${points([[centre[0] + far * Math.sin(spread), centre[1] + far * Math.cos(spread)]])}Z`,
          fill: fan,
        }),
      );
      canvas.add(el('g', {}, waves.join('')));
    },
  };
};

export const controller: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const plastic = { kind: 'matte', color: [0.86, 0.87, 0.88], gloss: 0.45 } as const;
  const profile: Point[] = [
    [0, -45],
    [44, -45],
    [44, -22.5],
    [58, -22.5],
    [58, 22.5],
    [44, 22.5],
    [44, 45],
    [0, 45],
  ];
  const accent = { kind: 'matte', color: mix(tone.glow, tone.base, 0.5), gloss: 0.4 } as const;
  const widths = rng
    .pick([
      [2, 4, 1],
      [1, 2, 4],
      [4, 2, 2, 1],
      [2, 2, 4],
    ])
    .map((units) => units * 17.6);
  const total = widths.reduce((sum, width) => sum + width, 0) + (widths.length - 1) * 0.6;
  const modules: Mesh[] = [];
  const lights: Mesh[] = [];
  let x = -total / 2;
  const ledColors: Rgb[] = [[0.3, 1, 0.5], mix(tone.glow, [1, 1, 1], 0.3), [1, 0.7, 0.25]];
  widths.forEach((width, index) => {
    const centre = x + width / 2;
    const place = (mesh: Mesh) => move(rotate(mesh, 'y', 90), centre, 0, 0);
    modules.push(place(prism(profile, width, plastic)));
    const faceZ = -58;
    modules.push(move(box(width - 3, 3.2, 0.3, accent), centre, -15, faceZ - 0.15));
    modules.push(move(box(width - 4, 12, 0.3, m.blackMatte), centre, 9, faceZ - 0.15));
    const dots = Math.max(1, Math.min(4, Math.round(width / 14)));
    for (let led = 0; led < dots; led += 1) {
      const color = ledColors[(index + led) % ledColors.length] ?? tone.light;
      lights.push(move(box(1.6, 1.6, 0.3, emit(color, 1.2)), centre - width / 2 + 4 + led * 4, 12, faceZ - 0.35));
    }
    // Screw terminals along the shoulders, top and bottom.
    const screws = Math.max(2, Math.floor(width / 6));
    for (let screw = 0; screw < screws; screw += 1) {
      const sx = centre - width / 2 + (width / screws) * (screw + 0.5);
      for (const sy of [33.5, -33.5]) {
        modules.push(move(box(4.4, 4.4, 0.4, m.blackMatte), sx, sy, -44.2));
        modules.push(move(rotate(cylinder(1.5, 0, 0.6, m.zinc, 14), 'x', -90), sx, sy, -44.4));
      }
    }
    x += width + 0.6;
  });
  const rail = [
    move(box(total + 60, 25, 1, m.zinc), 0, 0, 0.5),
    ...[-12.5, 12.5].map((y) => move(box(total + 60, 1, 7.5, m.zinc), 0, y, 4.2)),
    ...[-15.5, 15.5].map((y) => move(box(total + 60, 5, 1, m.zinc), 0, y, 7.5)),
  ];
  return {
    camera: { yaw: rng.sign() * rng.range(22, 32), pitch: rng.range(10, 16), distance: 520 },
    layers: [rail, modules, lights],
    frame: { cx: 800, cy: 500, width: 900, height: 560 },
    beams: [],
    horizon: null,
    bloom: 0.35,
    behind: (canvas, _projection, palette) => {
      // Faint circuit traces behind the module: the controller's world is signals, not light.
      const color = hex(mix(palette.glow, [1, 1, 1], 0.3));
      const traces: string[] = [];
      for (let index = 0; index < 14; index += 1) {
        const y = 120 + index * 58 + rng.range(-8, 8);
        const bend = rng.range(200, 500);
        const left = rng.chance(0.5);
        const x0 = left ? -20 : 1620;
        const x1 = left ? bend : 1600 - bend;
        const x2 = left ? x1 + 40 : x1 - 40;
        traces.push(
          el('path', {
            d: `M${points([[x0, y]])}H${points([[x1, 0]]).split(',')[0] ?? ''}L${points([[x2, y + 40]])}H${left ? '560' : '1040'}`,
            stroke: color,
            'stroke-opacity': rng.range(0.05, 0.14),
            'stroke-width': 1.2,
            fill: 'none',
          }),
          el('circle', { cx: left ? 560 : 1040, cy: y + 40, r: 3, fill: color, 'fill-opacity': 0.25 }),
        );
      }
      canvas.add(el('g', {}, traces.join('')));
    },
  };
};
