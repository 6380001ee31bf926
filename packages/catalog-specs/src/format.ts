import type { Locale } from '@ostrel/contract/schemas/common';

/** «год», «года», «лет» / "year", "years" for a count. */
export function yearsUnit(count: number, locale: Locale): string {
  if (locale === 'en') return count === 1 ? 'year' : 'years';
  const mod10 = count % 10;
  const mod100 = count % 100;
  return mod10 === 1 && mod100 !== 11
    ? 'год'
    : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
      ? 'года'
      : 'лет';
}

/** «1 год», «3 года», «5 лет» / "1 year", "5 years". */
export function years(count: number, locale: Locale): string {
  return `${count} ${yearsUnit(count, locale)}`;
}

const NBSP = '\u00a0';

/**
 * Locale number format written out by hand so the bytes do not depend on the ICU build:
 * ru «12 500,5» (no-break space, decimal comma), en "12,500.5".
 */
export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const trimmedFrac = frac?.replace(/0+$/, '') ?? '';
  // Russian typography leaves four-digit numbers ungrouped.
  const group = locale === 'ru' ? (int.length > 4 ? NBSP : '') : ',';
  const grouped = group === '' ? int : int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 && Number(fixed) !== 0 ? '−' : '';
  return `${sign}${grouped}${trimmedFrac ? (locale === 'ru' ? ',' : '.') + trimmedFrac : ''}`;
}

/** Voltage strings come in English notation; Russian documents use «В» and «Гц». */
export function localiseVoltage(voltage: string, locale: Locale): string {
  if (locale === 'en') return voltage;
  return voltage
    .replace(/\(DALI bus\)/g, '(шина DALI)')
    .replace(/(\d)\.(\d)/g, '$1,$2')
    .replace(/\bV\b/g, 'В')
    .replace(/\bHz\b/g, 'Гц');
}

/** «−40…+50» with a true minus sign. */
export function temperatureRange(min: number, max: number, locale: Locale): string {
  const signed = (value: number): string =>
    value > 0 ? `+${formatNumber(value, locale)}` : formatNumber(value, locale);
  return `${signed(min)}…${signed(max)}`;
}
