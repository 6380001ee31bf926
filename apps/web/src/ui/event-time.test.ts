import { describe, expect, it } from 'vitest';
import { eventInstant, eventTiming, formatEventWhen } from './event-time';

describe('formatEventWhen', () => {
  it('writes one day with its hours at the place’s own time', () => {
    expect(formatEventWhen('2026-12-10T11:00:00+03:00', '2026-12-10T17:00:00+03:00', 'ru')).toBe(
      '10 декабря 2026 г., 11:00–17:00 МСК',
    );
    expect(formatEventWhen('2026-12-10T11:00:00+03:00', '2026-12-10T17:00:00+03:00', 'en')).toBe(
      '10 December 2026, 11:00–17:00 Moscow time',
    );
  });

  it('writes several days as one range with the daily hours', () => {
    expect(formatEventWhen('2023-10-17T10:00:00+03:00', '2023-10-20T17:00:00+03:00', 'ru')).toBe(
      '17–20 октября 2023 г., 10:00–17:00 МСК',
    );
    expect(formatEventWhen('2023-10-17T10:00:00+03:00', '2023-10-20T17:00:00+03:00', 'en')).toBe(
      '17\u2009–\u200920 October 2023, 10:00–17:00 Moscow time',
    );
  });

  it('names other zones by their offset, whatever the server’s zone', () => {
    expect(formatEventWhen('2024-03-14T11:30:00+05:00', null, 'en')).toBe('14 March 2024, 11:30 UTC+5');
    expect(formatEventWhen('2024-03-14T23:30:00-03:30', null, 'ru')).toBe('14 марта 2024 г., 23:30 UTC−3:30');
    expect(formatEventWhen('2024-03-14T09:00:00Z', null, 'en')).toBe('14 March 2024, 09:00 UTC');
  });

  it('leaves out an end that is missing, before the start or in another zone', () => {
    expect(formatEventWhen('2026-12-10T11:00:00+03:00', '2026-12-10T10:00:00+03:00', 'en')).toBe(
      '10 December 2026, 11:00 Moscow time',
    );
    expect(formatEventWhen('2026-12-10T11:00:00+03:00', 'soon', 'en')).toBe('10 December 2026, 11:00 Moscow time');
  });

  it('gives nothing for what is not a date-time', () => {
    for (const value of ['', '2026-12-10', '2026-02-30T10:00:00+03:00', 'tomorrow']) {
      expect(formatEventWhen(value, null, 'ru')).toBeNull();
    }
  });
});

describe('eventTiming', () => {
  const start = '2026-12-10T11:00:00+03:00';
  it('is upcoming before the start, ongoing until the end and past after it', () => {
    const end = '2026-12-10T17:00:00+03:00';
    expect(eventTiming(start, end, new Date('2026-12-10T07:59:59Z'))).toBe('upcoming');
    expect(eventTiming(start, end, new Date('2026-12-10T08:00:00Z'))).toBe('ongoing');
    expect(eventTiming(start, end, new Date('2026-12-10T14:00:00Z'))).toBe('past');
  });

  it('lets an event without an end run to midnight where it takes place', () => {
    expect(eventTiming(start, null, new Date('2026-12-10T20:59:59Z'))).toBe('ongoing');
    expect(eventTiming(start, null, new Date('2026-12-10T21:00:00Z'))).toBe('past');
  });

  it('gives nothing for a start that is not a date-time', () => {
    expect(eventTiming('soon', null, new Date())).toBeNull();
  });
});

describe('eventInstant', () => {
  it('reads the instant with its offset', () => {
    expect(eventInstant('2026-12-10T11:00:00+03:00')?.toISOString()).toBe('2026-12-10T08:00:00.000Z');
    expect(eventInstant('nope')).toBeNull();
  });
});
