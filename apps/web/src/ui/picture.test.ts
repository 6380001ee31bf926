import { describe, expect, it } from 'vitest';
import { columnSizes } from './picture';

/** The width a browser takes from a `sizes` list at a viewport width (the min-width and calc forms used here). */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(', ')) {
    const match = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(entry);
    if (!match?.[2]) continue;
    if (match[1] && viewport < Number(match[1])) continue;
    const value = match[2];
    const fixed = /^(\d+)px$/.exec(value);
    if (fixed?.[1]) return Number(fixed[1]);
    const calc = /^calc\(\(100vw - (\d+)px\) \/ (\d+)\)$/.exec(value);
    if (calc?.[1] && calc[2]) return (viewport - Number(calc[1])) / Number(calc[2]);
    throw new Error(`unexpected size ${value}`);
  }
  throw new Error('no size matched');
}

/** The box width of one of `count` columns in the content column (renderer/global.css, card.module.css). */
function boxWidth(viewport: number, count: number): number {
  const padding = viewport >= 1220 ? 40 : viewport >= 768 ? 32 : 20;
  return (Math.min(viewport, 1440) - 2 * padding - (count - 1) * 20) / count;
}

describe('columnSizes', () => {
  it('gives the box width of a card grid column at each layout width', () => {
    const sizes = columnSizes({ phone: 1, tablet: 2, desktop: 3 });
    const columns = (viewport: number) => (viewport >= 1220 ? 3 : viewport >= 768 ? 2 : 1);
    for (const viewport of [320, 375, 767, 768, 1024, 1219, 1220, 1440, 1920])
      expect(slotWidth(sizes, viewport), String(viewport)).toBeCloseTo(boxWidth(viewport, columns(viewport)), 0);
    // A phone at 2x takes the 768 px file, not the 1440 one; a wide desktop a 440 px slot, not a third of the screen.
    expect(slotWidth(sizes, 375) * 2).toBeLessThanOrEqual(768);
    expect(slotWidth(sizes, 2560)).toBe(440);
  });

  it('gives the content column for a full-width picture', () => {
    const sizes = columnSizes({ phone: 1, tablet: 1, desktop: 1 });
    for (const viewport of [375, 768, 1220, 1440, 1920])
      expect(slotWidth(sizes, viewport), String(viewport)).toBeCloseTo(boxWidth(viewport, 1), 0);
  });
});
