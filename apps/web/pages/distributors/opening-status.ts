import { dateTimeFormat } from '@/ui/intl-formats.js';

/** One run of opening hours, as the graph gives it: ISO weekdays (1 Monday … 7 Sunday), HH:MM local. */
export interface OpeningRun {
  days: readonly number[];
  opens: string;
  closes: string;
}

/**
 * Whether an office is open at a moment, in its own time zone: open until when, or closed until
 * when (`inDays`: 0 today, 1 tomorrow, more for a later day, then `weekday` names it).
 */
export type OpeningStatus =
  { open: true; closes: string } | { open: false; opens: string; inDays: number; weekday: number } | null;

const dayMinutes = 24 * 60;
const weekMinutes = 7 * dayMinutes;

/**
 * A zone's offsets from UTC in minutes, each from a moment (epoch ms) on: what a browser needs to
 * read the zone's clock without asking `Intl` for it (its first zone-aware formatter loads the
 * time-zone data, ~85 ms of a fast machine's main thread, several times that on a phone).
 */
export type ZoneOffsets = readonly { from: number; minutes: number }[];

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** The zone's offset at a moment, by `Intl` (the server's side). */
function intlOffset(timeZone: string, at: number): number {
  const clock = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(clock.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  const local = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute);
  return Math.round((local - Math.floor(at / minuteMs) * minuteMs) / minuteMs);
}

const schedules = new Map<string, { day: number; offsets: ZoneOffsets }>();

/**
 * The zone's offsets from `from` for `days` ahead, each change found to the minute; null for a
 * zone this runtime does not know. Kept per zone for the day.
 */
export function zoneOffsets(timeZone: string | null, from: Date, days = 400): ZoneOffsets | null {
  if (!timeZone) return null;
  const day = Math.floor(from.getTime() / dayMs);
  const kept = schedules.get(timeZone);
  if (kept?.day === day) return kept.offsets;
  try {
    const start = day * dayMs;
    const offsets = [{ from: start, minutes: intlOffset(timeZone, start) }];
    for (let at = start + dayMs; at <= start + days * dayMs; at += dayMs) {
      const minutes = intlOffset(timeZone, at);
      if (minutes === offsets.at(-1)?.minutes) continue;
      // The change lies within the day before: halve it down to the minute.
      let before = at - dayMs;
      let after = at;
      while (after - before > minuteMs) {
        const middle = before + Math.floor((after - before) / 2 / minuteMs) * minuteMs;
        if (intlOffset(timeZone, middle) === minutes) after = middle;
        else before = middle;
      }
      offsets.push({ from: after, minutes });
    }
    schedules.set(timeZone, { day, offsets });
    return offsets;
  } catch {
    return null;
  }
}

/** The offset in force at a moment (the first one for a moment before them all). */
function offsetAt(offsets: ZoneOffsets, at: number): number {
  let minutes = offsets[0]?.minutes ?? 0;
  for (const offset of offsets) if (offset.from <= at) minutes = offset.minutes;
  return minutes;
}

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

/** Minutes since Monday 00:00 of the zone's current week. */
function weekMinute(at: Date, offsets: ZoneOffsets): number {
  const local = new Date(at.getTime() + offsetAt(offsets, at.getTime()) * minuteMs);
  const weekday = (local.getUTCDay() + 6) % 7;
  return weekday * dayMinutes + local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** `14:05` as a visitor reads it: `14:05`; `09:00` → `9:00`; midnight `24:00` → `0:00`. */
export function displayTime(time: string): string {
  return time === '24:00' ? '0:00' : time.replace(/^0(\d)/, '$1');
}

/**
 * The office's status at `at`: null when its hours are unknown or its zone is not one this
 * runtime knows. Hours that close before they open run past midnight.
 */
export function openingStatus(runs: readonly OpeningRun[], offsets: ZoneOffsets | null, at: Date): OpeningStatus {
  if (!offsets || offsets.length === 0 || runs.length === 0) return null;
  const now = weekMinute(at, offsets);
  // Every opening of the week as [start, end) in week minutes, and each again a week later, so
  // that Sunday night's run reaches into Monday and the next opening after Sunday is found.
  const spans = runs.flatMap(({ days, opens, closes }) =>
    days.flatMap((day) => {
      const start = (day - 1) * dayMinutes + minutes(opens);
      let end = (day - 1) * dayMinutes + minutes(closes);
      if (end <= start) end += dayMinutes;
      return [
        { start, end, opens, closes },
        { start: start + weekMinutes, end: end + weekMinutes, opens, closes },
      ];
    }),
  );
  for (const time of [now, now + weekMinutes]) {
    const current = spans.find((span) => span.start <= time && time < span.end);
    if (current) return { open: true, closes: displayTime(current.closes) };
  }
  const next = spans.filter((span) => span.start > now).sort((a, b) => a.start - b.start)[0];
  if (!next) return null;
  const startDay = Math.floor(next.start / dayMinutes);
  return {
    open: false,
    opens: displayTime(next.opens),
    inDays: startDay - Math.floor(now / dayMinutes),
    weekday: (startDay % 7) + 1,
  };
}

/** Whether the zone's clock reads the same as the visitor's own at `at`. */
export function sameClockAsVisitor(offsets: ZoneOffsets, at: Date): boolean {
  return offsetAt(offsets, at.getTime()) === -at.getTimezoneOffset();
}
