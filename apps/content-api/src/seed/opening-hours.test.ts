import { describe, expect, it } from 'vitest';
import { formatOpeningHours, parseOpeningHours } from './opening-hours.js';

describe('seed opening hours', () => {
  it('reads day ranges, single days and midnight', () => {
    expect(parseOpeningHours('Mo-Fr 09:00-18:00; Sa 10:00-14:00; Su 12:00-24:00')).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
      { days: [6], opens: '10:00', closes: '14:00' },
      { days: [7], opens: '12:00', closes: '24:00' },
    ]);
  });

  it.each(['Mo-Fr 9:00-18:00', 'Fr-Mo 09:00-18:00', 'Mon-Fri 09:00-18:00', 'Mo-Fr 09:00-25:00', ''])(
    'refuses %j',
    (text) => {
      expect(() => parseOpeningHours(text)).toThrow(/opening hours/);
    },
  );

  it('writes them as a visitor reads them, in both languages', () => {
    const hours = parseOpeningHours('Mo-Fr 08:30-17:30; Sa 10:00-14:00');
    expect(formatOpeningHours(hours, 'ru')).toBe('Пн–Пт 8:30–17:30, Сб 10:00–14:00');
    expect(formatOpeningHours(hours, 'en')).toBe('Mon–Fri 8:30–17:30, Sat 10:00–14:00');
  });
});
