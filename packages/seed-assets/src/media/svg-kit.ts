import { toHex, type Rgb } from './color.js';

/**
 * Every scene is drawn in this fixed 16:10 coordinate space and scaled to the requested size,
 * so the three renditions are the same picture and other aspect ratios crop around the centre.
 */
export const VIEW_WIDTH = 1600;
export const VIEW_HEIGHT = 1000;

export type Point = readonly [number, number];

/** Short, stable number formatting keeps the SVG small and byte-identical across runs. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

/** A closed path through the points. */
export function polygonPath(list: readonly Point[]): string {
  return `${list.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('')}Z`;
}

export type Attrs = Record<string, string | number | undefined>;

export function el(tag: string, attrs: Attrs, children?: string): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');
  return children === undefined ? `<${tag}${list}/>` : `<${tag}${list}>${children}</${tag}>`;
}

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [offset: number, color: Rgb | string, opacity?: number];

function stopMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', {
        offset: Number(offset.toFixed(3)),
        'stop-color': typeof color === 'string' ? color : toHex(color),
        'stop-opacity': opacity === undefined || opacity >= 1 ? undefined : Number(opacity.toFixed(3)),
      }),
    )
    .join('');
}

export interface RadialOptions {
  cx: number;
  cy: number;
  r: number;
  fx?: number;
  fy?: number;
  /** Stretches the circle into an ellipse: rx = r, ry = r * squash (user space only). */
  squash?: number;
  rotate?: number;
}

/** Collects <defs> with deterministic ids and the drawing itself. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private readonly blurs = new Map<string, string>();
  private counter = 0;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter.toString(36)}`;
  }

  add(...markup: string[]): void {
    this.parts.push(...markup);
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** A linear gradient in user space from (x1, y1) to (x2, y2); returns a paint reference. */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('l');
    this.def(el('linearGradient', { id, gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 }, stopMarkup(stops)));
    return `url(#${id})`;
  }

  /** A linear gradient across the shape's own box (0..1 coordinates). */
  linearBox(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.def(
      el('linearGradient', { id, x1: fixed(x1), y1: fixed(y1), x2: fixed(x2), y2: fixed(y2) }, stopMarkup(stops)),
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space, optionally squashed into an ellipse and rotated. */
  radial(stops: readonly Stop[], options: RadialOptions): string {
    const id = this.id('r');
    const { cx, cy, r, squash = 1, rotate = 0 } = options;
    const transform =
      squash !== 1 || rotate !== 0
        ? `translate(${n(cx)} ${n(cy)}) rotate(${n(rotate)}) scale(1 ${fixed(squash)}) translate(${n(-cx)} ${n(-cy)})`
        : undefined;
    this.def(
      el(
        'radialGradient',
        {
          id,
          gradientUnits: 'userSpaceOnUse',
          cx,
          cy,
          r,
          fx: options.fx,
          fy: options.fy,
          gradientTransform: transform,
        },
        stopMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** A radial gradient over the shape's own box. */
  radialBox(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.def(el('radialGradient', { id, cx: fixed(cx), cy: fixed(cy), r: fixed(r) }, stopMarkup(stops)));
    return `url(#${id})`;
  }

  /**
   * A Gaussian blur filter. The region is in user space so thin shapes are not clipped; blurring
   * costs in proportion to its area, so callers that know their shapes' bounds pass them.
   */
  blur(deviation: number, bounds?: Box): string {
    const margin = deviation * 3;
    const region = bounds
      ? clampBox({
          x: bounds.x - margin,
          y: bounds.y - margin,
          width: bounds.width + 2 * margin,
          height: bounds.height + 2 * margin,
        })
      : { x: 0, y: 0, width: VIEW_WIDTH, height: VIEW_HEIGHT };
    const key = `${n(deviation)}:${n(region.x)}:${n(region.y)}:${n(region.width)}:${n(region.height)}`;
    const known = this.blurs.get(key);
    if (known) return known;
    const id = this.id('f');
    this.def(
      el(
        'filter',
        { id, filterUnits: 'userSpaceOnUse', ...region, 'color-interpolation-filters': 'sRGB' },
        el('feGaussianBlur', { stdDeviation: n(deviation) }),
      ),
    );
    const reference = `url(#${id})`;
    this.blurs.set(key, reference);
    return reference;
  }

  /** A clip path from raw shape markup; returns the reference. */
  clip(shapes: string): string {
    const id = this.id('c');
    this.def(el('clipPath', { id }, shapes));
    return `url(#${id})`;
  }

  toSvg(width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${String(Math.round(width))}" height="${String(Math.round(height))}"` +
      ` viewBox="0 0 ${String(VIEW_WIDTH)} ${String(VIEW_HEIGHT)}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The bounding box of some points. */
export function bounds(list: readonly Point[]): Box {
  const xs = list.map((p) => p[0]);
  const ys = list.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Limits a region to the frame (blurring outside it is wasted work). */
function clampBox(box: Box): Box {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  const width = Math.max(1, Math.min(VIEW_WIDTH, box.x + box.width) - x);
  const height = Math.max(1, Math.min(VIEW_HEIGHT, box.y + box.height) - y);
  return { x, y, width, height };
}

function fixed(value: number): string {
  return String(Number(value.toFixed(4)));
}

export function hex(color: Rgb): string {
  return toHex(color);
}

/** A soft vignette over the whole frame: draws the eye to the lit centre. */
export function vignette(canvas: Canvas, strength = 0.6, cx = VIEW_WIDTH / 2, cy = VIEW_HEIGHT * 0.46): void {
  const fill = canvas.radial(
    [
      [0, '#000', 0],
      [0.55, '#000', 0],
      [0.85, '#000', strength * 0.6],
      [1, '#000', strength],
    ],
    { cx, cy, r: VIEW_WIDTH * 0.62, squash: 0.78 },
  );
  canvas.add(el('rect', { x: 0, y: 0, width: VIEW_WIDTH, height: VIEW_HEIGHT, fill }));
}

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(list: readonly Point[], tension = 1): string {
  if (list.length < 2) return '';
  const at = (index: number): Point => list[Math.min(list.length - 1, Math.max(0, index))] ?? [0, 0];
  let path = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let index = 0; index < list.length - 1; index += 1) {
    const p0 = at(index - 1);
    const p1 = at(index);
    const p2 = at(index + 1);
    const p3 = at(index + 2);
    const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    path += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return path;
}
