import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('file sizes', () => {
  it('uses kB below 7 digits and MB from 7 digits', () => {
    expect(formatFileSize(2048, 'en')).toBe('2\u00a0kB');
    expect(formatFileSize(999_999, 'en')).toBe('977\u00a0kB');
    expect(formatFileSize(1_000_000, 'en')).toBe('1\u00a0MB');
    expect(formatFileSize(5_767_168, 'en')).toBe('5.5\u00a0MB');
  });

  it('writes Russian units and decimal commas', () => {
    expect(formatFileSize(1536, 'ru')).toBe('1,5\u00a0кБ');
    expect(formatFileSize(12_582_912, 'ru')).toBe('12\u00a0МБ');
  });

  it('never shows a zero for a small file, nor NaN for a bad value', () => {
    expect(formatFileSize(20, 'en')).toBe('0.1\u00a0kB');
    expect(formatFileSize(Number.NaN, 'en')).toBe('0\u00a0kB');
  });
});
