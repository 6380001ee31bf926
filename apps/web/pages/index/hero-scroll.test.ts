import { describe, expect, it } from 'vitest';
import { bannerScrollOffset, easeInOutCubic, scrollPositionAt, scrollTargetFor } from './hero-scroll';

describe('the banner scroll', () => {
  it('lands 50 px below the top on phones and 80 px from 768 px up', () => {
    expect(bannerScrollOffset(320)).toBe(50);
    expect(bannerScrollOffset(375)).toBe(50);
    expect(bannerScrollOffset(767)).toBe(50);
    expect(bannerScrollOffset(768)).toBe(80);
    expect(bannerScrollOffset(1440)).toBe(80);
  });

  it('eases in and out: still at the ends, half way at half time, always forward', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
    for (let step = 1; step <= 100; step += 1)
      expect(easeInOutCubic(step / 100)).toBeGreaterThan(easeInOutCubic((step - 1) / 100));
  });

  it('takes exactly the given time, up or down', () => {
    expect(scrollPositionAt(0, 600, 0, 1200)).toBe(0);
    expect(scrollPositionAt(0, 600, 600, 1200)).toBe(300);
    expect(scrollPositionAt(0, 600, 1000, 1200)).toBeLessThan(600);
    expect(scrollPositionAt(0, 600, 1200, 1200)).toBe(600);
    expect(scrollPositionAt(0, 600, 5000, 1200)).toBe(600);
    expect(scrollPositionAt(900, 100, 600, 1200)).toBe(500);
    expect(scrollPositionAt(900, 100, 0, 0)).toBe(100);
  });

  it('targets the element at the offset, within the page', () => {
    // The element 700 px below the viewport's top, the page at 100 px: 800 px down, less the offset.
    expect(scrollTargetFor(700, 100, 80, 5000)).toBe(720);
    expect(scrollTargetFor(700.4, 0, 50, 5000)).toBe(650);
    // Above the top of the page, or past its end: as far as the page goes.
    expect(scrollTargetFor(20, 0, 80, 5000)).toBe(0);
    expect(scrollTargetFor(700, 0, 80, 300)).toBe(300);
    expect(scrollTargetFor(700, 0, 80, -10)).toBe(0);
  });
});
