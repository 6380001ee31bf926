import type { Locale } from '../app/i18n/locale';
import { numberFormat } from './intl-formats';

/** A number as the page's language writes it (1 900 in Russian, 1,900 in English), at most one decimal. */
export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: 1 }).format(value);
}

/** A number with exactly `digits` decimals, as the page's language writes it (0,33 in Russian, 0.33 in English). */
export function formatFixed(locale: Locale, value: number, digits: number): string {
  return numberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** "18–36 W", or "36 W" when both ends are the same; null without figures. */
export function formatRange(
  locale: Locale,
  min: number | null | undefined,
  max: number | null | undefined,
  unit: string,
): string | null {
  const low = min ?? max;
  const high = max ?? min;
  if (low === null || low === undefined || high === null || high === undefined) return null;
  const text = low === high ? formatNumber(locale, low) : `${formatNumber(locale, low)}–${formatNumber(locale, high)}`;
  return unit ? `${text}\u00a0${unit}` : text;
}
