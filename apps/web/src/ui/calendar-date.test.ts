import { describe, expect, it } from 'vitest';
import { calendarDate, formatCalendarDate } from './calendar-date';

describe('revision dates', () => {
  it('formats a date in each language', () => {
    expect(formatCalendarDate('2026-02-16', 'ru')).toBe('16 февраля 2026 г.');
    expect(formatCalendarDate('2026-02-16', 'en')).toBe('16 February 2026');
    expect(formatCalendarDate('2026-10-01', 'en')).toBe('1 October 2026');
  });

  it('keeps the calendar date a timestamp was written for, whatever its offset', () => {
    expect(formatCalendarDate('2026-03-01T00:30:00+03:00', 'en')).toBe('1 March 2026');
    expect(formatCalendarDate('2026-03-01T23:59:59-11:00', 'ru')).toBe('1 марта 2026 г.');
    expect(calendarDate('2026-03-01T12:00:00Z')).toBe('2026-03-01');
  });

  it('answers null for an unknown or impossible date', () => {
    expect(formatCalendarDate('', 'ru')).toBeNull();
    expect(formatCalendarDate('   ', 'en')).toBeNull();
    expect(formatCalendarDate('yesterday', 'en')).toBeNull();
    expect(formatCalendarDate('2026-02-30', 'en')).toBeNull();
    expect(formatCalendarDate('2026-13-01', 'ru')).toBeNull();
    expect(formatCalendarDate('16.02.2026', 'ru')).toBeNull();
    expect(formatCalendarDate('2026-02-16junk', 'ru')).toBeNull();
  });
});
