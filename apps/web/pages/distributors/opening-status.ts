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
const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const clocks = new Map<string, Intl.DateTimeFormat>();

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

/** Minutes since Monday 00:00 of the zone's current week. */
function weekMinute(at: Date, timeZone: string): number {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(at).map((part) => [part.type, part.value]));
  const weekday = weekdays[parts.weekday ?? ''] ?? 1;
  return (weekday - 1) * dayMinutes + Number(parts.hour) * 60 + Number(parts.minute);
}

/** `14:05` as a visitor reads it: `14:05`; `09:00` → `9:00`; midnight `24:00` → `0:00`. */
export function displayTime(time: string): string {
  return time === '24:00' ? '0:00' : time.replace(/^0(\d)/, '$1');
}

/**
 * The office's status at `at`: null when its hours are unknown or its zone is not one this
 * runtime knows. Hours that close before they open run past midnight.
 */
export function openingStatus(runs: readonly OpeningRun[], timeZone: string | null, at: Date): OpeningStatus {
  if (!timeZone || runs.length === 0) return null;
  let now: number;
  try {
    now = weekMinute(at, timeZone);
  } catch {
    return null;
  }
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

/** Whether a clock in `timeZone` reads the same as the visitor's own at `at`. */
export function sameClockAsVisitor(timeZone: string, at: Date): boolean {
  try {
    return weekMinute(at, timeZone) === weekMinute(at, Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return true;
  }
}
