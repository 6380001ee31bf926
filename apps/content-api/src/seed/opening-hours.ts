import type { OpeningHours } from '@ostrel/contract/schemas/distributors';

type Locale = 'ru' | 'en';

// Weekdays as the seed writes them (schema.org's openingHours text: "Mo-Fr 09:00-18:00; Sa 10:00-14:00").
const dayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const dayNames: Record<Locale, readonly string[]> = {
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};
const day = `(${dayCodes.join('|')})`;
const time = '([01]\\d|2[0-3]):([0-5]\\d)';
const rule = new RegExp(`^${day}(?:-${day})? ${time}-(?:${time}|(24):(00))$`);

/**
 * Reads the seed's opening hours ("Mo-Fr 09:00-18:00; Sa 10:00-14:00") into the contract's
 * structure; throws on anything else, naming the part it could not read.
 */
export function parseOpeningHours(text: string): OpeningHours[] {
  return text.split(';').map((part) => {
    const match = rule.exec(part.trim());
    if (!match) throw new Error(`opening hours "${part.trim()}": expected e.g. "Mo-Fr 09:00-18:00"`);
    const [, from = '', to, opensHour, opensMinute, ...closing] = match;
    const first = dayCodes.indexOf(from as (typeof dayCodes)[number]) + 1;
    const last = to ? dayCodes.indexOf(to as (typeof dayCodes)[number]) + 1 : first;
    if (last < first) throw new Error(`opening hours "${part.trim()}": the days run backwards`);
    const [closesHour, closesMinute] = closing.filter(Boolean);
    return {
      days: Array.from({ length: last - first + 1 }, (_, index) => first + index),
      opens: `${opensHour}:${opensMinute}`,
      closes: `${closesHour}:${closesMinute}`,
    };
  });
}

/** The hours as a visitor reads them: "Пн–Пт 9:00–18:00, Сб 10:00–14:00". */
export function formatOpeningHours(hours: readonly OpeningHours[], locale: Locale): string {
  const names = dayNames[locale];
  const clock = (value: string) => value.replace(/^0(\d)/, '$1');
  return hours
    .map(({ days, opens, closes }) => {
      const first = names[(days[0] ?? 1) - 1];
      const last = names[(days.at(-1) ?? 1) - 1];
      return `${days.length > 1 ? `${first}–${last}` : first} ${clock(opens)}–${clock(closes)}`;
    })
    .join(', ');
}
