import { setupI18n, type I18n } from '@lingui/core';
import { messages as enMessages } from './locales/en.po';
import { messages as ruMessages } from './locales/ru.po';
import type { Locale } from './locale';

// Both catalogs are small; loading them up front keeps a language switch free of a second round trip.
const catalogs = { ru: ruMessages, en: enMessages } as const;
const instances = new Map<Locale, I18n>();

/**
 * The translations of a language. One read-only instance per language, shared by every request:
 * it holds no visitor state.
 */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}
