import { localePath, type Locale } from '@/app/i18n/locale';

/** The search page for `text` (`exact`: as typed, not as the search would read it). */
export function searchUrl(locale: Locale, text: string, exact = false): string {
  return `${localePath(locale, '/search')}?query=${encodeURIComponent(text.trim())}${exact ? '&exact=1' : ''}`;
}
