import { mix, type Palette } from './color.js';
import { drawBeam, studioBackdrop } from './light.js';
import { drawBloom, drawMeshes, Projection } from './mesh.js';
import type { ProductBuilder } from './product-model.js';
import { downlight, emergency, linear, panel, spot, track, wallwasher } from './products-indoor.js';
import { bollard, controller, exproof, floodlight, highbay, sensor, street } from './products-technical.js';
import type { ProductShape } from './image-spec.js';
import type { Rng } from './random.js';
import { el, VIEW_HEIGHT, VIEW_WIDTH, type Canvas } from './svg-kit.js';

const builders: Record<ProductShape, ProductBuilder> = {
  panel,
  highbay,
  street,
  floodlight,
  exproof,
  bollard,
  sensor,
  controller,
  linear,
  downlight,
  track,
  spot,
  wallwasher,
  emergency,
};

/** A luminaire in a dark studio: backdrop, light volume, the product, its glow, fine lines. */
export function drawProduct(canvas: Canvas, shape: ProductShape, rng: Rng, tone: Palette): void {
  const builder = builders[shape];
  const model = builder(rng, tone);
  const meshes = model.layers.flat();
  const projection = new Projection(model.camera, model.fitTo ?? meshes, model.frame);
  studioBackdrop(canvas, tone, { glowX: model.frame.cx, glowY: model.frame.cy + 60, horizon: model.horizon });
  precisionLines(canvas, rng, tone, model.frame.cx, model.frame.cy);
  model.behind?.(canvas, projection, tone);
  for (const beam of model.beams) drawBeam(canvas, projection, beam, tone);
  const emitters = drawMeshes(canvas, projection, model.layers, tone);
  drawBloom(canvas, emitters, model.bloom ?? 1);
  model.over?.(canvas, projection, tone);
}

/** Thin, technical-drawing lines: a measured, engineered feel without any text. */
function precisionLines(canvas: Canvas, rng: Rng, tone: Palette, cx: number, cy: number): void {
  const color = mix(tone.glow, [1, 1, 1], 0.5);
  const stroke = { stroke: `rgb(${color.map((c) => Math.round(c * 255)).join(',')})`, fill: 'none', 'stroke-width': 1 };
  const variant = rng.int(0, 2);
  const parts: string[] = [];
  if (variant === 0) {
    const radius = rng.range(330, 420);
    parts.push(
      el('circle', { cx, cy, r: radius, 'stroke-opacity': 0.1 }),
      el('circle', { cx, cy, r: radius * 1.32, 'stroke-opacity': 0.05 }),
    );
    for (let tick = 0; tick < 72; tick += 1) {
      const angle = (tick * 5 * Math.PI) / 180;
      const inner = radius - (tick % 6 === 0 ? 14 : 6);
      parts.push(
        el('line', {
          x1: cx + Math.cos(angle) * inner,
          y1: cy + Math.sin(angle) * inner,
          x2: cx + Math.cos(angle) * radius,
          y2: cy + Math.sin(angle) * radius,
          'stroke-opacity': tick % 6 === 0 ? 0.2 : 0.1,
        }),
      );
    }
  } else if (variant === 1) {
    for (let x = 80; x < VIEW_WIDTH; x += 80)
      parts.push(el('line', { x1: x, y1: 0, x2: x, y2: VIEW_HEIGHT, 'stroke-opacity': 0.035 }));
    for (let y = 60; y < VIEW_HEIGHT; y += 80)
      parts.push(el('line', { x1: 0, y1: y, x2: VIEW_WIDTH, y2: y, 'stroke-opacity': 0.035 }));
    parts.push(
      el('line', { x1: cx, y1: 40, x2: cx, y2: VIEW_HEIGHT - 40, 'stroke-opacity': 0.09, 'stroke-dasharray': '2 8' }),
    );
  } else {
    const inset = 56;
    const arm = 28;
    for (const [x, y, dx, dy] of [
      [inset, inset, 1, 1],
      [VIEW_WIDTH - inset, inset, -1, 1],
      [inset, VIEW_HEIGHT - inset, 1, -1],
      [VIEW_WIDTH - inset, VIEW_HEIGHT - inset, -1, -1],
    ] as const) {
      parts.push(
        el('path', {
          d: `M${String(x)} ${String(y + dy * arm)}V${String(y)}H${String(x + dx * arm)}`,
          'stroke-opacity': 0.3,
        }),
      );
    }
    parts.push(
      el('line', {
        x1: inset + 60,
        y1: VIEW_HEIGHT - inset,
        x2: VIEW_WIDTH - inset - 60,
        y2: VIEW_HEIGHT - inset,
        'stroke-opacity': 0.08,
      }),
    );
  }
  canvas.add(el('g', stroke, parts.join('')));
}
