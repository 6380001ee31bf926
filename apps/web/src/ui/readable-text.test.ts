import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, readableTextOn, relativeLuminance } from './readable-text';

describe('relative luminance and contrast', () => {
  it('follows WCAG 2 for the extremes and a known pair', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('gives null for what is not a hex colour', () => {
    expect(relativeLuminance('')).toBeNull();
    expect(relativeLuminance('red')).toBeNull();
    expect(relativeLuminance('#12345')).toBeNull();
    expect(contrastRatio('#fff', 'rgb(0 0 0)')).toBeNull();
    expect(isHexColor('#4a6fa5')).toBe(true);
    expect(isHexColor('4a6fa5')).toBe(false);
    expect(isHexColor('var(--x)')).toBe(false);
  });
});

describe('readable text on a colour', () => {
  it('is white on dark colours and ink on light ones', () => {
    expect(readableTextOn('#1d3557')).toEqual({ color: '#ffffff', tone: 'light' });
    expect(readableTextOn('#14171c')).toEqual({ color: '#ffffff', tone: 'light' });
    expect(readableTextOn('#e9b949')).toEqual({ color: '#14171c', tone: 'dark' });
    expect(readableTextOn('#ffffff')).toEqual({ color: '#14171c', tone: 'dark' });
  });

  it('falls back to white text for a colour it cannot read', () => {
    expect(readableTextOn('')).toEqual({ color: '#ffffff', tone: 'light' });
  });

  // Every grey and every hue at every lightness step: the chosen text always passes WCAG AA.
  it('always reaches 4.5:1', () => {
    const hex = (value: number) => value.toString(16).padStart(2, '0');
    for (let r = 0; r <= 255; r += 15) {
      for (let g = 0; g <= 255; g += 15) {
        for (let b = 0; b <= 255; b += 15) {
          const background = `#${hex(r)}${hex(g)}${hex(b)}`;
          expect(contrastRatio(background, readableTextOn(background).color), background).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});
