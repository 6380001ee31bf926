import type { Locale } from '../app/i18n/locale';

/**
 * `lang` for a name inside a page's text (WCAG 3.1.2, language of parts): a product name in Latin
 * letters on a Russian page ("PLATO Eco", "TITAN HB 150") is English to a screen reader, which
 * would otherwise spell it out with Russian letter names. Undefined where the page's own language
 * already fits: on English pages, and for any name with a Cyrillic letter in it.
 */
export function latinNameLang(locale: Locale, name: string): 'en' | undefined {
  if (locale !== 'ru') return undefined;
  return /\p{Script=Latin}/u.test(name) && !/\p{Script=Cyrillic}/u.test(name) ? 'en' : undefined;
}
