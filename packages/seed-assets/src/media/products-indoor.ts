import { mix, type Palette, type Rgb } from './color.js';
import { ring, type Beam } from './light.js';
import {
  box,
  lathe,
  move,
  paint,
  plus,
  prism,
  rotate,
  rotatePoint,
  roundedRect,
  times,
  type Mesh,
  type Projection,
  type Vec3,
} from './mesh.js';
import { cylinder, emit, materials, type ProductBuilder } from './product-model.js';
import { el, hex, points, polygonPath, type Point } from './svg-kit.js';

/** A hairline in world space: suspension wires, rods. */
function wire(projection: Projection, from: Vec3, to: Vec3, color: Rgb, opacity: number, width = 1.2): string {
  const [x1, y1] = projection.screen(from);
  const [x2, y2] = projection.screen(to);
  return el('line', {
    x1,
    y1,
    x2,
    y2,
    stroke: hex(color),
    'stroke-width': width,
    'stroke-opacity': opacity,
    'stroke-linecap': 'round',
  });
}

/** A down-pointing light cone from a circular emitter at `center` along `direction`. */
export function cone(
  center: Vec3,
  direction: Vec3,
  radius: number,
  length: number,
  halfAngle: number,
  strength: number,
  pool = false,
): Beam {
  const end = plus(center, times(direction, length));
  return {
    from: ring(center, direction, radius, 24),
    to: ring(end, direction, radius + length * Math.tan((halfAngle * Math.PI) / 180), 32),
    strength,
    pool,
  };
}

export const panel: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const size = 60;
  const frame = box(size, 1.4, size, m.whitePaint);
  const diffuser = move(box(size - 3.6, 0.3, size - 3.6, m.emitter), 0, -0.86, 0);
  const edge = (size - 3.6) / 2;
  const corners: Vec3[] = [
    [-edge, -1, -edge],
    [edge, -1, -edge],
    [edge, -1, edge],
    [-edge, -1, edge],
  ];
  const depth = 62;
  return {
    camera: { yaw: rng.sign() * rng.range(24, 38), pitch: -rng.range(22, 30), distance: 330 },
    layers: [[frame], [diffuser]],
    frame: { cx: 800 + rng.range(-60, 60), cy: 300, width: 700, height: 250 },
    beams: [
      { from: corners, to: corners.map(([x, , z]): Vec3 => [x * 2.1, -depth, z * 2.1]), strength: 0.9, pool: true },
    ],
    horizon: null,
    // Wires hang above the product, so the housing hides them: drawn behind it.
    behind: (canvas, projection) => {
      const h = size / 2 - 2;
      const wires = [-h, h].flatMap((x) =>
        [-h, h].map((z) => wire(projection, [x, 0.7, z], [x, 140, z], [0.8, 0.82, 0.86], 0.35, 1)),
      );
      canvas.add(...wires);
    },
  };
};

export const linear: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const length = 170;
  const housing = prism(roundedRect(7, 6, 1.4), length, m.aluminium, m.graphite);
  const diffuserProfile: Point[] = Array.from({ length: 13 }, (_, index): Point => {
    const angle = Math.PI + (Math.PI * index) / 12;
    return [3.2 * Math.cos(angle), -3 + 1.7 * Math.sin(angle)];
  });
  const diffuser = prism(diffuserProfile, length - 0.6, m.emitter);
  const half = length / 2 - 4;
  return {
    camera: { yaw: rng.sign() * rng.range(58, 68), pitch: -rng.range(9, 14), distance: 620 },
    layers: [[housing], [diffuser]],
    frame: { cx: 800, cy: 330 + rng.range(-30, 20), width: 1180, height: 230 },
    beams: [
      {
        from: [
          [-3, -4.5, -half],
          [3, -4.5, -half],
          [3, -4.5, half],
          [-3, -4.5, half],
        ],
        to: [
          [-55, -95, -half * 1.15],
          [55, -95, -half * 1.15],
          [55, -95, half * 1.15],
          [-55, -95, half * 1.15],
        ],
        strength: 0.85,
        pool: true,
      },
    ],
    horizon: null,
    behind: (canvas, projection) => {
      const at = length / 2 - 18;
      canvas.add(...[-at, at].map((z) => wire(projection, [0, 3, z], [0, 160, z], [0.8, 0.82, 0.86], 0.3, 1)));
    },
  };
};

export const downlight: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const body = lathe(
    [
      [0, 9.5],
      [8.6, 9.5],
      [9.2, 9],
      [9.2, 1.3],
      [11, 1.3],
      [11.5, 0.8],
      [11.3, 0.15],
      [10.8, 0],
      [8, 0],
    ],
    56,
    (index) => (index < 3 ? m.aluminium : m.whitePaint),
  );
  // Short radial fins stay inside the flange's outline, so from below they read as a heat sink.
  const fins = Array.from({ length: 24 }, (_, index) =>
    rotate(move(box(1.8, 6, 0.45, m.aluminium), 10, 5.4, 0), 'y', index * 15),
  );
  const reflector = lathe(
    [
      [8, 0],
      [6.8, 2.2],
      [6.3, 3.2],
    ],
    56,
    { kind: 'metal', color: [0.78, 0.78, 0.8], gloss: 1 },
  );
  const disc = lathe(
    [
      [6.3, 3.2],
      [0, 3.2],
    ],
    40,
    m.emitter,
  );
  return {
    camera: { yaw: rng.range(0, 360), pitch: -rng.range(30, 38), distance: 160 },
    layers: [fins, [body], [reflector], [disc]],
    frame: { cx: 800 + rng.range(-90, 90), cy: 330, width: 440, height: 300 },
    beams: [cone([0, 0, 0], [0, -1, 0], 7.6, 70, 26, 1, true)],
    horizon: null,
  };
};

/** A track head along -Y around its pivot: finned can, recessed reflector, emitter. */
function spotHead(tone: Palette, radius: number, length: number): Mesh[] {
  const m = materials(tone);
  const top = length / 2;
  const profile: [number, number][] = [
    [0, top],
    [radius * 0.82, top],
    [radius, top - 0.6],
  ];
  // Cooling rings on the back third of the can.
  const ridges = 4;
  for (let index = 0; index < ridges; index += 1) {
    const y = top - 1.2 - index * 1.6;
    profile.push([radius, y], [radius * 0.9, y - 0.35], [radius, y - 0.8]);
  }
  profile.push([radius, -top], [radius * 0.84, -top - 0.4]);
  const can = lathe(profile, 40, m.graphite);
  const bezel = lathe(
    [
      [radius * 0.84, -top - 0.4],
      [radius * 0.6, -top + 2.4],
    ],
    40,
    { kind: 'metal', color: [0.5, 0.5, 0.52], gloss: 1 },
  );
  const lens = lathe(
    [
      [radius * 0.6, -top + 2.4],
      [0, -top + 2.4],
    ],
    32,
    m.emitter,
  );
  return [can, bezel, lens];
}

export const track: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const railLength = 230;
  const rail = box(railLength, 3.6, 3.8, m.blackMatte);
  const heads: Mesh[][] = [];
  const beams: Beam[] = [];
  const count = rng.int(2, 3);
  const spacing = count === 3 ? 66 : 86;
  for (let index = 0; index < count; index += 1) {
    const x = (index - (count - 1) / 2) * spacing + rng.range(-6, 6);
    const tilt = rng.range(22, 42);
    const pan = rng.range(-50, 50) + (index - 1) * 20;
    const pivot: Vec3 = [x, -13.5, 0];
    const place = (mesh: Mesh) => move(rotate(rotate(mesh, 'x', tilt), 'y', pan), ...pivot);
    const head = spotHead(tone, 4.6, 13).map(place);
    const adapter = move(box(4, 2.6, 4.6, m.blackMatte), x, -3.1, 0);
    const stem = move(cylinder(0.7, -6.5, -4.4, m.graphite, 16), x, 0, 0);
    const yokeTop = move(box(11.4, 1, 2.2, m.graphite), x, -7, 0);
    const arms = [-5.2, 5.2].map((dx) =>
      move(rotate(box(0.9, 7, 2.2, m.graphite), 'y', pan), ...plus(pivot, rotatePoint([dx, 3.2, 0], 'y', pan))),
    );
    heads.push([adapter, stem, yokeTop, ...arms, ...head]);
    const direction = rotatePoint(rotatePoint([0, -1, 0], 'x', tilt), 'y', pan);
    beams.push(cone(plus(pivot, times(direction, 7)), direction, 2.8, 190, 10, 0.95));
  }
  return {
    camera: { yaw: rng.range(-14, 14), pitch: -rng.range(8, 13), distance: 560 },
    layers: [[rail], ...heads],
    fitTo: [rail, ...heads.flat()],
    frame: { cx: 800, cy: 250, width: 1250, height: 190 },
    beams,
    horizon: 820,
  };
};

export const spot: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const finish = rng.chance(0.5) ? m.whitePaint : m.graphite;
  const canopy = lathe(
    [
      [0, 2.2],
      [6, 2.2],
      [6.5, 1.6],
      [6.5, 0],
      [0, 0],
    ],
    40,
    finish,
  );
  const stem = cylinder(0.9, -4.6, 0, m.graphite, 16);
  const yokeTop = move(box(18.4, 1.2, 3.4, m.graphite), 0, -5, 0);
  const arms = [-8.6, 8.6].map((x) => move(box(1.2, 13, 3.4, m.graphite), x, -11.5, 0));
  const tilt = rng.range(24, 36);
  const pivot: Vec3 = [0, -16, 0];
  const head = spotHead(tone, 7, 19).map((mesh) => move(rotate(mesh, 'x', tilt), ...pivot));
  const direction = rotatePoint([0, -1, 0], 'x', tilt);
  const floor = -62;
  const rim = plus(pivot, times(direction, 10));
  // The pool is where the cone's rays meet the floor plane, so its ellipse has true perspective.
  const hits = ring([0, 0, 0], direction, 1, 32).map((offset) => {
    const ray = plus(direction, times(offset, Math.tan((15 * Math.PI) / 180)));
    const t = (floor - rim[1]) / ray[1];
    return plus(rim, times(ray, t));
  });
  return {
    camera: { yaw: rng.sign() * rng.range(50, 70), pitch: rng.range(2, 6), distance: 420 },
    layers: [
      [canopy, stem, yokeTop],
      [...arms, ...head],
    ],
    fitTo: [canopy, ...arms, ...head],
    frame: { cx: 800 + rng.range(-160, 160), cy: 240, width: 420, height: 330 },
    beams: [{ from: ring(rim, direction, 4, 24), to: hits, strength: 1.1, pool: true, reach: 0.25 }],
    horizon: 740,
  };
};

export const wallwasher: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const length = 240;
  const profile: Point[] = [
    [-4, 0],
    [4, 0],
    [4, 8],
    [-1, 8],
    [-4, 5],
  ];
  // Built across X, turned so the chamfered lens faces the wall (+z) and up.
  let fixture = rotate(prism(profile, length, m.aluminium, m.graphite), 'y', 90);
  fixture = paint(fixture, [0, 0.707, 0.707], m.emitter, 0.95);
  fixture = move(fixture, 0, 0, 22);
  const wallZ = 30;
  const wallTop = 300;
  const wall: Vec3[] = [
    [-400, 0, wallZ],
    [400, 0, wallZ],
    [400, wallTop, wallZ],
    [-400, wallTop, wallZ],
  ];
  const leds = rng.int(6, 9);
  const courses = rng.int(6, 9);
  const joint = rng.range(40, 70);
  const light = mix(tone.light, tone.glow, rng.range(0.15, 0.5));
  return {
    camera: { yaw: rng.sign() * rng.range(14, 24), pitch: rng.range(13, 18), distance: 520 },
    layers: [[fixture]],
    fitTo: [fixture],
    frame: { cx: 800, cy: 800, width: 1380, height: 200 },
    beams: [],
    horizon: null,
    behind: (canvas, projection, palette) => {
      const screen = (p: Vec3) => projection.screen(p);
      const floor: Vec3[] = [
        [-400, 0, wallZ],
        [400, 0, wallZ],
        [400, 0, -300],
        [-400, 0, -300],
      ];
      const base = screen([0, 0, wallZ]);
      const top = screen([0, 200, wallZ]);
      const wallPath = polygonPath(wall.map(screen));
      canvas.add(
        el('path', { d: wallPath, fill: hex(mix(palette.abyss, palette.deep, 0.7)) }),
        el('path', {
          d: polygonPath(floor.map(screen)),
          fill: canvas.linear(
            [
              [0, mix(palette.deep, light, 0.06)],
              [1, palette.abyss],
            ],
            0,
            base[1],
            0,
            1000,
          ),
        }),
      );
      // Each LED throws a tall scallop from the wall's foot, brightest just above the fixture.
      const washes: string[] = [];
      for (let index = 0; index < leds; index += 1) {
        const x = -length / 2 + 14 + ((length - 28) * index) / (leds - 1);
        const foot = screen([x, 0, wallZ]);
        const side = screen([x + 30, 0, wallZ]);
        const up = screen([x, 210, wallZ]);
        const rx = Math.hypot(side[0] - foot[0], side[1] - foot[1]);
        const ry = Math.hypot(up[0] - foot[0], up[1] - foot[1]);
        const fill = canvas.radial(
          [
            [0, mix(light, [1, 1, 1], 0.35), 0.7],
            [0.25, light, 0.42],
            [0.6, light, 0.12],
            [1, light, 0],
          ],
          { cx: foot[0], cy: foot[1], r: rx, squash: ry / rx },
        );
        washes.push(el('ellipse', { cx: foot[0], cy: foot[1], rx, ry, fill }));
      }
      const spill = canvas.linear(
        [
          [0, light, 0.28],
          [0.5, light, 0.06],
          [1, light, 0],
        ],
        0,
        base[1],
        0,
        top[1],
      );
      const left = screen([-length / 2 - 30, 0, wallZ]);
      const right = screen([length / 2 + 30, 0, wallZ]);
      washes.push(
        el('rect', {
          x: Math.min(left[0], right[0]),
          y: top[1],
          width: Math.abs(right[0] - left[0]),
          height: base[1] - top[1] + 40,
          fill: spill,
          opacity: 0.8,
        }),
      );
      canvas.add(
        el(
          'g',
          { 'clip-path': canvas.clip(el('path', { d: wallPath })), style: 'mix-blend-mode:screen' },
          washes.join(''),
        ),
      );
      // Stone courses catch the grazing light: crisp near the fixture, fading up the wall.
      const seams: string[] = [];
      const height = 200 / courses;
      for (let course = 1; course <= courses + 2; course += 1) {
        const y = height * course;
        seams.push(
          el('path', { d: `M${points([screen([-400, y, wallZ]), screen([400, y, wallZ])]).replace(' ', 'L')}` }),
        );
        const offset = course % 2 === 0 ? 0 : joint / 2;
        for (let x = -400 + offset; x < 400; x += joint) {
          seams.push(
            el('path', { d: `M${points([screen([x, y, wallZ]), screen([x, y - height, wallZ])]).replace(' ', 'L')}` }),
          );
        }
      }
      canvas.add(
        el(
          'g',
          {
            stroke: canvas.linear(
              [
                [0, mix(light, [1, 1, 1], 0.3), 0.55],
                [0.5, light, 0.12],
                [1, light, 0],
              ],
              0,
              base[1],
              0,
              top[1],
            ),
            'stroke-width': 1.2,
            fill: 'none',
          },
          seams.join(''),
        ),
        el('path', {
          d: `M${points([screen([-400, 0, wallZ]), screen([400, 0, wallZ])]).replace(' ', 'L')}`,
          stroke: hex(light),
          'stroke-opacity': 0.5,
          'stroke-width': 1.5,
        }),
      );
    },
  };
};

export const emergency: ProductBuilder = (rng, tone) => {
  const m = materials(tone);
  const green: Rgb = [0.1, 0.78, 0.42];
  const housing = box(44, 19, 3.4, m.whitePaint);
  const face = move(box(40.5, 15.5, 0.3, emit(green, 0.9)), 0, 0, -1.86);
  const w = 40.5 / 2;
  const h = 15.5 / 2;
  const z = -2.02;
  return {
    camera: { yaw: rng.sign() * rng.range(22, 34), pitch: -rng.range(4, 9), distance: 230 },
    layers: [[housing], [face]],
    frame: { cx: 800, cy: 420 + rng.range(-30, 30), width: 760, height: 380 },
    beams: [
      {
        from: [
          [-18, -9.5, -1.5],
          [18, -9.5, -1.5],
        ],
        to: [
          [-60, -90, -40],
          [60, -90, -40],
          [60, -90, 30],
          [-60, -90, 30],
        ],
        strength: 0.35,
        color: mix(green, [1, 1, 1], 0.4),
      },
    ],
    horizon: null,
    bloom: 1.3,
    behind: (canvas, projection) => {
      canvas.add(...[-15, 15].map((x) => wire(projection, [x, 9.5, 0], [x, 90, 0], [0.8, 0.82, 0.86], 0.4, 1.6)));
    },
    over: (canvas, projection) => {
      // The pictogram is drawn in sign coordinates (39 × 15 units) and mapped onto the face.
      const origin = projection.screen([-w, h, z]);
      const right = projection.screen([w, h, z]);
      const down = projection.screen([-w, -h, z]);
      const ax = (right[0] - origin[0]) / 40.5;
      const ay = (right[1] - origin[1]) / 40.5;
      const bx = (down[0] - origin[0]) / 15.5;
      const by = (down[1] - origin[1]) / 15.5;
      const matrix = `matrix(${[ax, ay, bx, by, origin[0], origin[1]].map((v) => v.toFixed(4)).join(' ')})`;
      canvas.add(el('g', { transform: matrix }, exitPictogram()));
    },
  };
};

/** A running figure towards a doorway and an arrow, built from strokes: no text, no font. */
function exitPictogram(): string {
  const stroke = {
    stroke: '#f4fff8',
    'stroke-width': 1.75,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    fill: 'none',
  };
  const limbs = [
    [
      [13.6, 6.2],
      [11.9, 9.7],
    ],
    [
      [13.3, 6.8],
      [15.3, 7.9],
      [16.9, 6.8],
    ],
    [
      [13.3, 6.8],
      [11.2, 7.2],
      [9.8, 8.7],
    ],
    [
      [11.9, 9.7],
      [14.2, 10.9],
      [14.4, 13.4],
    ],
    [
      [11.9, 9.7],
      [10.3, 11.5],
      [7.9, 12.2],
    ],
  ] as const;
  const figure = limbs
    .map((limb) => el('polyline', { points: points(limb as unknown as Point[]), ...stroke }))
    .join('');
  return (
    el('circle', { cx: 14.9, cy: 4.2, r: 1.45, fill: '#f4fff8' }) +
    figure +
    el('rect', { x: 19.6, y: 2.6, width: 7.4, height: 10.6, fill: 'none', stroke: '#f4fff8', 'stroke-width': 1.1 }) +
    el('rect', { x: 20.6, y: 3.6, width: 5.4, height: 8.6, fill: '#f4fff8', opacity: 0.18 }) +
    el('path', { d: 'M29.6 6.7H34.3V4.4L38.2 7.75L34.3 11.1V8.8H29.6Z', fill: '#f4fff8' })
  );
}
