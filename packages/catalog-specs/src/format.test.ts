import { describe, expect, it } from 'vitest';
import { formatNumber, localiseVoltage, temperatureRange, years } from './format.js';

describe('formatNumber', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatNumber(1250, 'ru')).toBe('1250');
    expect(formatNumber(12500.5, 'ru', 1)).toBe('12\u00a0500,5');
    expect(formatNumber(12500.5, 'en', 1)).toBe('12,500.5');
    expect(formatNumber(1250, 'en')).toBe('1,250');
  });

  it('drops trailing zeros and writes a true minus', () => {
    expect(formatNumber(3.2, 'en', 2)).toBe('3.2');
    expect(formatNumber(36, 'ru', 1)).toBe('36');
    expect(formatNumber(-40, 'ru')).toBe('−40');
    expect(formatNumber(-0.001, 'en', 1)).toBe('0');
  });
});

describe('words and ranges', () => {
  it('declines years in Russian', () => {
    expect([1, 2, 5, 11, 21, 22, 112].map((count) => years(count, 'ru'))).toEqual([
      '1 год',
      '2 года',
      '5 лет',
      '11 лет',
      '21 год',
      '22 года',
      '112 лет',
    ]);
    expect([1, 3].map((count) => years(count, 'en'))).toEqual(['1 year', '3 years']);
  });

  it('writes temperature ranges and voltages for each language', () => {
    expect(temperatureRange(-40, 50, 'ru')).toBe('−40…+50');
    expect(temperatureRange(0, 35, 'en')).toBe('0…+35');
    expect(localiseVoltage('9.5–22.5 V DC (DALI bus), 50 Hz', 'ru')).toBe('9,5–22,5 В DC (шина DALI), 50 Гц');
    expect(localiseVoltage('230 V AC', 'en')).toBe('230 V AC');
  });
});
