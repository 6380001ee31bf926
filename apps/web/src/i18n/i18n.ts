import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as enMessages } from './locales/en.po';
import { messages as ruMessages } from './locales/ru.po';
import type { Locale } from './locale';

const catalogs = { ru: ruMessages, en: enMessages } as const;
const instances = new Map<Locale, I18n>();

/** A language's compiled messages; the server sends the page's own with it (see +onBeforeRender). */
export function catalogFor(locale: Locale): Messages {
  return catalogs[locale];
}

/**
 * The translations of a language, on the server. One read-only instance per language, shared by
 * every request: it holds no visitor state.
 */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}
