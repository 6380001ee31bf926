import { describe, expect, it } from 'vitest';
import { upcomingEvents } from './upcoming-events';

const now = new Date('2026-11-26T12:00:00Z');
const event = (code: string, startsAt: string, endsAt: string | null = null) => ({
  code,
  event: { startsAt, endsAt },
});

describe('upcomingEvents', () => {
  it('keeps events still to come or under way, soonest first, and drops news and past events', () => {
    const items = [
      event('february', '2027-02-18T10:00:00+03:00'),
      { code: 'news', event: null },
      event('december', '2026-12-10T11:00:00+03:00'),
      event('running', '2026-11-24T10:00:00+03:00', '2026-11-27T17:00:00+03:00'),
      event('past', '2026-09-17T11:00:00+03:00', '2026-09-19T17:00:00+03:00'),
    ];
    expect(upcomingEvents(items, now, 3).map((item) => item.code)).toEqual(['running', 'december', 'february']);
    expect(upcomingEvents(items, now, 1).map((item) => item.code)).toEqual(['running']);
  });

  it('ignores an event whose start is not a date-time', () => {
    expect(upcomingEvents([event('broken', 'soon')], now, 3)).toEqual([]);
  });
});
