import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The OSTREL wordmark, drawn from strokes on a geometric grid (no font): cap height 36, stroke 5.
 * The O doubles as the brand mark: a ring with a point of light, like a luminaire seen from below.
 */
const INK = '#141820';
const LIGHT = '#e2a13b';
const CAP = 36;
const STROKE = 5;
const HALF = STROKE / 2;
const TRACK = 11;

interface Letter {
  width: number;
  draw: (x: number) => string;
}

const f = (value: number) => String(Math.round(value * 100) / 100);

function ringMark(cx: number, cy: number, radius: number): string {
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius - HALF)}" fill="none" stroke="${INK}" stroke-width="${f(STROKE)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.26)}" fill="${LIGHT}"/>`
  );
}

const letters: Record<'O' | 'S' | 'T' | 'R' | 'E' | 'L', Letter> = {
  O: { width: CAP, draw: (x) => ringMark(x + CAP / 2, CAP / 2, CAP / 2) },
  S: {
    width: 23,
    draw: (x) => {
      // Two stacked bowls, the lower one slightly larger, as in a classic geometric S.
      const cx = x + 11.5;
      const top = { cy: HALF + 8, r: 8 };
      const join = top.cy + top.r;
      const r = (CAP - HALF - join) / 2;
      const start = polar(cx, top.cy, top.r, -30);
      const end = polar(cx, join + r, r, 150);
      return path(
        `M${f(start[0])} ${f(start[1])}A${f(top.r)} ${f(top.r)} 0 1 0 ${f(cx)} ${f(join)}A${f(r)} ${f(r)} 0 1 1 ${f(end[0])} ${f(end[1])}`,
      );
    },
  },
  T: { width: 26, draw: (x) => path(`M${f(x)} ${f(HALF)}H${f(x + 26)}M${f(x + 13)} ${f(HALF)}V${f(CAP)}`) },
  R: {
    width: 25,
    draw: (x) => {
      const stem = x + HALF;
      const bowlBottom = CAP * 0.56;
      const r = (bowlBottom - HALF) / 2;
      return path(
        `M${f(stem)} ${f(CAP)}V${f(HALF)}H${f(x + 24 - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + 24 - r)} ${f(bowlBottom)}H${f(stem)}M${f(x + 12)} ${f(bowlBottom)}L${f(x + 25)} ${f(CAP)}`,
      );
    },
  },
  E: {
    width: 21,
    draw: (x) =>
      path(
        `M${f(x + 21)} ${f(HALF)}H${f(x + HALF)}V${f(CAP - HALF)}H${f(x + 21)}M${f(x + HALF)} ${f(CAP / 2)}H${f(x + 18)}`,
      ),
  },
  L: { width: 20, draw: (x) => path(`M${f(x + HALF)} 0V${f(CAP - HALF)}H${f(x + 20)}`) },
};

function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const angle = (degrees * Math.PI) / 180;
  return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
}

function path(d: string): string {
  return `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${f(STROKE)}" stroke-linecap="butt" stroke-linejoin="miter"/>`;
}

/** The logo as an SVG document: the full wordmark for desktop, the ring mark for mobile. */
export function logoSvg(variant: 'desktop' | 'mobile'): string {
  if (variant === 'mobile') {
    return svgDocument(CAP, CAP, ringMark(CAP / 2, CAP / 2, CAP / 2));
  }
  let x = 0;
  const parts: string[] = [];
  for (const key of ['O', 'S', 'T', 'R', 'E', 'L'] as const) {
    const letter = letters[key];
    parts.push(letter.draw(x));
    x += letter.width + TRACK;
  }
  // The clip trims the R's diagonal leg exactly at the baseline.
  const width = x - TRACK;
  return svgDocument(
    width,
    CAP,
    `<clipPath id="ostrel-cap"><rect width="${f(width)}" height="${f(CAP)}"/></clipPath><g clip-path="url(#ostrel-cap)">${parts.join('')}</g>`,
  );
}

function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f(width)} ${f(height)}" width="${f(width * 4)}" height="${f(height * 4)}" role="img" aria-label="OSTREL">` +
    `<title>OSTREL</title>${body}</svg>\n`
  );
}

export interface BrandAssets {
  desktop: string;
  mobile: string;
}

/** Writes the two logo files under `${uploadDir}/brand` and returns their URL paths. */
export function writeBrandAssets(uploadDir: string): BrandAssets {
  const dir = join(uploadDir, 'brand');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'logo.svg'), logoSvg('desktop'));
  writeFileSync(join(dir, 'logo-mobile.svg'), logoSvg('mobile'));
  return { desktop: '/upload/brand/logo.svg', mobile: '/upload/brand/logo-mobile.svg' };
}
