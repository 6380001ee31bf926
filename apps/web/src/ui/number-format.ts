import type { Locale } from '../app/i18n/locale';

const formats = new Map<Locale, Intl.NumberFormat>();

/** A number as the page's language writes it (1 900 in Russian, 1,900 in English), at most one decimal. */
export function formatNumber(locale: Locale, value: number): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format.format(value);
}

const fixedFormats = new Map<string, Intl.NumberFormat>();

/** A number with exactly `digits` decimals, as the page's language writes it (0,33 in Russian, 0.33 in English). */
export function formatFixed(locale: Locale, value: number, digits: number): string {
  const key = `${locale}:${digits}`;
  let format = fixedFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    fixedFormats.set(key, format);
  }
  return format.format(value);
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
