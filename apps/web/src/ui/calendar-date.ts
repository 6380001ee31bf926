import { dateTimeFormat } from './intl-formats';
import type { Locale } from '../app/i18n/locale';

/**
 * The calendar date an ISO 8601 value was written for (`2026-02-16` or `2026-02-16T10:00:00+03:00`),
 * as `YYYY-MM-DD`; null when the value is empty or not a real date. The date is taken as written:
 * a revision made on the 16th in Moscow stays the 16th whatever the server's time zone.
 */
export function calendarDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** A calendar date for readers, in the page's language: «16 февраля 2026 г.», "16 February 2026"; null when unknown. */
export function formatCalendarDate(value: string, locale: Locale): string | null {
  const date = calendarDate(value);
  if (!date) return null;
  return dateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
