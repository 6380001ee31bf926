import { numberFormat } from './intl-formats';
import type { Locale } from '../app/i18n/locale';

/**
 * Requirements §7: a file size in kB while the byte count has fewer than 7 digits, in MB from there.
 * Binary units (1 kB = 1024 B), one decimal at most, in the page's number format.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const inMegabytes = Math.trunc(safe) >= 1_000_000;
  const value = inMegabytes ? safe / 1024 / 1024 : safe / 1024;
  const number = numberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value > 0 && value < 0.1 ? 0.1 : value);
  const unit = locale === 'ru' ? (inMegabytes ? 'МБ' : 'кБ') : inMegabytes ? 'MB' : 'kB';
  return `${number}\u00a0${unit}`;
}
