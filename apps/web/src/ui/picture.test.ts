import { describe, expect, it } from 'vitest';
import { columnSizes, pictureSizes } from './picture';

/** The width a browser takes from a `sizes` list at a viewport width (the min-width and calc forms used here). */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(', ')) {
    const match = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(entry);
    if (!match?.[2]) continue;
    if (match[1] && viewport < Number(match[1])) continue;
    const value = match[2];
    const fixed = /^(\d+)px$/.exec(value);
    if (fixed?.[1]) return Number(fixed[1]);
    const calc = /^calc\(\(?100vw - ([\d.]+)px\)?(?: \* ([\d.]+))?(?: - ([\d.]+)px)?\)$/.exec(value);
    if (calc?.[1]) return (viewport - Number(calc[1])) * Number(calc[2] ?? 1) - Number(calc[3] ?? 0);
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

describe('pictureSizes', () => {
  const padding = (viewport: number) => (viewport >= 1220 ? 40 : viewport >= 768 ? 32 : 20);
  const content = (viewport: number) => Math.min(viewport, 1440) - 2 * padding(viewport);

  it('takes a side column out before splitting the rest into columns', () => {
    // The catalogue: one column on phones, three on tablets, four beside a 280 px filter column (gap 40) on desktops.
    const sizes = pictureSizes({ phone: { columns: 1 }, tablet: { columns: 3 }, desktop: { columns: 4, minus: 320 } });
    expect(slotWidth(sizes, 375)).toBeCloseTo(335, 0);
    expect(slotWidth(sizes, 768)).toBeCloseTo((content(768) - 40) / 3, 1);
    expect(slotWidth(sizes, 1300)).toBeCloseTo((content(1300) - 320 - 60) / 4, 1);
    expect(slotWidth(sizes, 1920)).toBe(245);
  });

  it('gives one side of a fractional split, a sideways row and a fixed box', () => {
    const sizes = pictureSizes({ phone: { share: 0.78 }, tablet: 96, desktop: { minus: 56, share: 5 / 12 } });
    expect(slotWidth(sizes, 375)).toBeCloseTo(0.78 * 335, 1);
    expect(slotWidth(sizes, 1000)).toBe(96);
    expect(slotWidth(sizes, 1300)).toBeCloseTo(((content(1300) - 56) * 5) / 12, 1);
    expect(slotWidth(sizes, 1440)).toBe(544);
  });

  it('honours a gap wider than the gutter', () => {
    const sizes = pictureSizes({ phone: { columns: 1 }, tablet: { columns: 2 }, desktop: { columns: 3, gap: 32 } });
    expect(slotWidth(sizes, 1300)).toBeCloseTo((content(1300) - 64) / 3, 1);
  });
});
