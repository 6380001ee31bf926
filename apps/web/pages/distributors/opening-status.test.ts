import { describe, expect, it } from 'vitest';
import { displayTime, openingStatus, sameClockAsVisitor, zoneOffsets, type OpeningRun } from './opening-status';

const weekdays: OpeningRun[] = [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' }];
const withSaturday: OpeningRun[] = [...weekdays, { days: [6], opens: '10:00', closes: '14:00' }];
// Wednesday 25 November 2026; Moscow is UTC+3, Novosibirsk UTC+7, Vladivostok UTC+10.
const utc = (day: number, time: string) => new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00Z`);

describe('openingStatus', () => {
  it('reads the hours in the office’s own time zone', () => {
    const at = utc(25, '03:30');
    expect(openingStatus(weekdays, zoneOffsets('Asia/Novosibirsk', at), at)).toEqual({ open: true, closes: '18:00' });
    expect(openingStatus(weekdays, zoneOffsets('Europe/Moscow', at), at)).toEqual({
      open: false,
      opens: '9:00',
      inDays: 0,
      weekday: 3,
    });
  });

  it('tells tomorrow and a later day apart', () => {
    // Wednesday 19:00 in Moscow: tomorrow, Thursday.
    expect(openingStatus(weekdays, zoneOffsets('Europe/Moscow', utc(25, '16:00')), utc(25, '16:00'))).toEqual({
      open: false,
      opens: '9:00',
      inDays: 1,
      weekday: 4,
    });
    // Friday 19:00 in Moscow: Saturday when it works Saturdays, else Monday.
    expect(openingStatus(withSaturday, zoneOffsets('Europe/Moscow', utc(27, '16:00')), utc(27, '16:00'))).toMatchObject(
      {
        opens: '10:00',
        inDays: 1,
        weekday: 6,
      },
    );
    expect(openingStatus(weekdays, zoneOffsets('Europe/Moscow', utc(27, '16:00')), utc(27, '16:00'))).toMatchObject({
      opens: '9:00',
      inDays: 3,
      weekday: 1,
    });
  });

  it('finds Monday from Sunday, across the end of the week', () => {
    // Sunday 29 November, noon in Vladivostok.
    expect(openingStatus(weekdays, zoneOffsets('Asia/Vladivostok', utc(29, '02:00')), utc(29, '02:00'))).toMatchObject({
      inDays: 1,
      weekday: 1,
    });
  });

  it('counts opening as open and closing as closed', () => {
    expect(openingStatus(weekdays, zoneOffsets('Europe/Moscow', utc(25, '06:00')), utc(25, '06:00'))).toEqual({
      open: true,
      closes: '18:00',
    });
    expect(openingStatus(weekdays, zoneOffsets('Europe/Moscow', utc(25, '15:00')), utc(25, '15:00'))).toMatchObject({
      open: false,
      inDays: 1,
    });
  });

  it('keeps a night run open past midnight, into the next week too', () => {
    const nights: OpeningRun[] = [{ days: [7], opens: '20:00', closes: '02:00' }];
    // Monday 01:00 in Moscow is Sunday's night run.
    expect(
      openingStatus(
        nights,
        zoneOffsets('Europe/Moscow', new Date('2026-11-29T22:00:00Z')),
        new Date('2026-11-29T22:00:00Z'),
      ),
    ).toEqual({
      open: true,
      closes: '2:00',
    });
    const late: OpeningRun[] = [{ days: [1, 2, 3, 4, 5, 6, 7], opens: '08:00', closes: '24:00' }];
    expect(openingStatus(late, zoneOffsets('Europe/Moscow', utc(25, '20:59')), utc(25, '20:59'))).toEqual({
      open: true,
      closes: '0:00',
    });
  });

  it('says nothing without hours or a zone it knows', () => {
    expect(openingStatus([], zoneOffsets('Europe/Moscow', utc(25, '10:00')), utc(25, '10:00'))).toBeNull();
    expect(openingStatus(weekdays, null, utc(25, '10:00'))).toBeNull();
    expect(openingStatus(weekdays, zoneOffsets('Mars/Olympus', utc(25, '10:00')), utc(25, '10:00'))).toBeNull();
  });
});

describe('displayTime', () => {
  it('drops the leading zero of the hour and writes midnight as 0:00', () => {
    expect([displayTime('09:30'), displayTime('18:00'), displayTime('24:00')]).toEqual(['9:30', '18:00', '0:00']);
  });
});

describe('zoneOffsets', () => {
  it('gives a zone without daylight saving one offset for the year ahead', () => {
    expect(zoneOffsets('Asia/Vladivostok', utc(25, '10:00'))).toEqual([{ from: Date.UTC(2026, 10, 25), minutes: 600 }]);
  });

  it('finds each change of a zone with daylight saving to the minute', () => {
    // Berlin: UTC+1 in winter, UTC+2 from 01:00 UTC on the last Sunday of March, back on the last of October.
    expect(zoneOffsets('Europe/Berlin', utc(25, '10:00'), 365)).toEqual([
      { from: Date.UTC(2026, 10, 25), minutes: 60 },
      { from: Date.UTC(2027, 2, 28, 1), minutes: 120 },
      { from: Date.UTC(2027, 9, 31, 1), minutes: 60 },
    ]);
  });

  it('is null for a zone the runtime does not know, or none', () => {
    expect(zoneOffsets('Mars/Olympus', utc(25, '10:00'))).toBeNull();
    expect(zoneOffsets(null, utc(25, '10:00'))).toBeNull();
  });

  it('reads the open status in a zone with daylight saving on either side of a change', () => {
    const offsets = zoneOffsets('Europe/Berlin', utc(25, '10:00'), 365);
    // 07:30 UTC on a Monday is 8:30 in Berlin's winter (closed) and 9:30 in its summer (open).
    expect(openingStatus(weekdays, offsets, new Date('2027-03-22T07:30:00Z'))).toMatchObject({ open: false });
    expect(openingStatus(weekdays, offsets, new Date('2027-03-29T07:30:00Z'))).toEqual({ open: true, closes: '18:00' });
  });
});

describe('sameClockAsVisitor', () => {
  it('compares the zone’s offset with the browser’s own', () => {
    const at = utc(25, '10:00');
    const here = -at.getTimezoneOffset();
    expect(sameClockAsVisitor([{ from: 0, minutes: here }], at)).toBe(true);
    expect(sameClockAsVisitor([{ from: 0, minutes: here + 60 }], at)).toBe(false);
  });
});
