import { dateTimeFormat } from './intl-formats.js';
import type { Locale } from '../app/i18n/locale.js';

/** An ISO 8601 date-time as written: its wall-clock time and its offset from UTC in minutes. */
interface WallClock {
  /** The wall-clock time, as if it were UTC (for formatting in the `UTC` zone). */
  local: Date;
  /** The instant. */
  instant: Date;
  offsetMinutes: number;
}

function wallClock(value: string | null | undefined): WallClock | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|([+-])(\d{2}):?(\d{2}))$/.exec(
    (value ?? '').trim(),
  );
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', zone, sign, offsetHours, offsetMins] = match;
  const offsetMinutes = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMins));
  const local = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)),
  );
  if (Number.isNaN(local.getTime()) || local.getUTCDate() !== Number(day)) return null;
  return { local, instant: new Date(local.getTime() - offsetMinutes * 60_000), offsetMinutes };
}

/** The instant an ISO 8601 date-time names; null when it is not one. */
export function eventInstant(value: string | null | undefined): Date | null {
  return wallClock(value)?.instant ?? null;
}

export type EventTiming = 'upcoming' | 'ongoing' | 'past';

/** Whether an event is still to come, under way or over at `now` (an event without an end lasts its day). */
export function eventTiming(startsAt: string, endsAt: string | null, now: Date): EventTiming | null {
  const start = wallClock(startsAt);
  if (!start) return null;
  const end =
    wallClock(endsAt)?.instant ??
    // No end given: the event runs to the end of its day, where it takes place.
    new Date(
      Date.UTC(start.local.getUTCFullYear(), start.local.getUTCMonth(), start.local.getUTCDate() + 1) -
        start.offsetMinutes * 60_000,
    );
  if (now < start.instant) return 'upcoming';
  return now < end ? 'ongoing' : 'past';
}

/** The zone the times are given in, as a reader expects it: Moscow time, or the offset from UTC. */
function zoneLabel(offsetMinutes: number, locale: Locale): string {
  if (offsetMinutes === 180) return locale === 'ru' ? 'МСК' : 'Moscow time';
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes < 0 ? '−' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * When an event takes place, in the page's language and at the place's own time (as the content
 * writes it, never the reader's or the server's zone): «10 декабря 2026 г., 11:00–17:00 МСК»,
 * "17 – 20 October 2023, 10:00–17:00 Moscow time". Null when the start is not a date-time.
 */
export function formatEventWhen(startsAt: string, endsAt: string | null, locale: Locale): string | null {
  const start = wallClock(startsAt);
  if (!start) return null;
  const end = wallClock(endsAt);
  const language = locale === 'ru' ? 'ru-RU' : 'en-GB';
  const day = dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const zone = zoneLabel(start.offsetMinutes, locale);
  if (!end || end.offsetMinutes !== start.offsetMinutes || end.local <= start.local) {
    return `${day.format(start.local)}, ${time.format(start.local)} ${zone}`;
  }
  // Over several days the hours are each day's: «17–20 октября 2023 г., 10:00–17:00». ICU puts a
  // narrow no-break space in ranges where a single date has a plain one: written the same way here.
  const days = day.formatRange(start.local, end.local).replace(/\u202f/g, ' ');
  return `${days}, ${time.format(start.local)}–${time.format(end.local)} ${zone}`;
}
