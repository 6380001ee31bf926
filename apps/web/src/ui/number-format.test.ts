import { describe, expect, it } from 'vitest';
import { formatNumber, formatRange } from './number-format';

describe('catalogue figures', () => {
  it('writes numbers the way each language does', () => {
    expect(formatNumber('ru', 1900)).toBe('1\u00a0900');
    expect(formatNumber('en', 1900)).toBe('1,900');
    expect(formatNumber('ru', 0.95)).toBe('1');
    expect(formatNumber('en', 12.5)).toBe('12.5');
  });

  it('writes a range once when both ends agree, and nothing without figures', () => {
    expect(formatRange('en', 18, 36, 'W')).toBe('18–36\u00a0W');
    expect(formatRange('en', 36, 36, 'W')).toBe('36\u00a0W');
    expect(formatRange('en', null, 36, 'W')).toBe('36\u00a0W');
    expect(formatRange('en', null, null, 'W')).toBeNull();
  });
});
