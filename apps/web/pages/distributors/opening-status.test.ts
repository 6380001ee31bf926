import { describe, expect, it } from 'vitest';
import { displayTime, openingStatus, type OpeningRun } from './opening-status';

const weekdays: OpeningRun[] = [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' }];
const withSaturday: OpeningRun[] = [...weekdays, { days: [6], opens: '10:00', closes: '14:00' }];
// Wednesday 25 November 2026; Moscow is UTC+3, Novosibirsk UTC+7, Vladivostok UTC+10.
const utc = (day: number, time: string) => new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00Z`);

describe('openingStatus', () => {
  it('reads the hours in the office’s own time zone', () => {
    const at = utc(25, '03:30');
    expect(openingStatus(weekdays, 'Asia/Novosibirsk', at)).toEqual({ open: true, closes: '18:00' });
    expect(openingStatus(weekdays, 'Europe/Moscow', at)).toEqual({
      open: false,
      opens: '9:00',
      inDays: 0,
      weekday: 3,
    });
  });

  it('tells tomorrow and a later day apart', () => {
    // Wednesday 19:00 in Moscow: tomorrow, Thursday.
    expect(openingStatus(weekdays, 'Europe/Moscow', utc(25, '16:00'))).toEqual({
      open: false,
      opens: '9:00',
      inDays: 1,
      weekday: 4,
    });
    // Friday 19:00 in Moscow: Saturday when it works Saturdays, else Monday.
    expect(openingStatus(withSaturday, 'Europe/Moscow', utc(27, '16:00'))).toMatchObject({
      opens: '10:00',
      inDays: 1,
      weekday: 6,
    });
    expect(openingStatus(weekdays, 'Europe/Moscow', utc(27, '16:00'))).toMatchObject({
      opens: '9:00',
      inDays: 3,
      weekday: 1,
    });
  });

  it('finds Monday from Sunday, across the end of the week', () => {
    // Sunday 29 November, noon in Vladivostok.
    expect(openingStatus(weekdays, 'Asia/Vladivostok', utc(29, '02:00'))).toMatchObject({ inDays: 1, weekday: 1 });
  });

  it('counts opening as open and closing as closed', () => {
    expect(openingStatus(weekdays, 'Europe/Moscow', utc(25, '06:00'))).toEqual({ open: true, closes: '18:00' });
    expect(openingStatus(weekdays, 'Europe/Moscow', utc(25, '15:00'))).toMatchObject({ open: false, inDays: 1 });
  });

  it('keeps a night run open past midnight, into the next week too', () => {
    const nights: OpeningRun[] = [{ days: [7], opens: '20:00', closes: '02:00' }];
    // Monday 01:00 in Moscow is Sunday's night run.
    expect(openingStatus(nights, 'Europe/Moscow', new Date('2026-11-29T22:00:00Z'))).toEqual({
      open: true,
      closes: '2:00',
    });
    const late: OpeningRun[] = [{ days: [1, 2, 3, 4, 5, 6, 7], opens: '08:00', closes: '24:00' }];
    expect(openingStatus(late, 'Europe/Moscow', utc(25, '20:59'))).toEqual({ open: true, closes: '0:00' });
  });

  it('says nothing without hours or a zone it knows', () => {
    expect(openingStatus([], 'Europe/Moscow', utc(25, '10:00'))).toBeNull();
    expect(openingStatus(weekdays, null, utc(25, '10:00'))).toBeNull();
    expect(openingStatus(weekdays, 'Mars/Olympus', utc(25, '10:00'))).toBeNull();
  });
});

describe('displayTime', () => {
  it('drops the leading zero of the hour and writes midnight as 0:00', () => {
    expect([displayTime('09:30'), displayTime('18:00'), displayTime('24:00')]).toEqual(['9:30', '18:00', '0:00']);
  });
});
