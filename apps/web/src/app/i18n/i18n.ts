import type { I18n, Messages } from '@lingui/core';
import { i18nFromMessages } from './i18n-client';
import { messages as enMessages } from './locales/en.po';
import { messages as ruMessages } from './locales/ru.po';
import type { Locale } from './locale';

const catalogs = { ru: ruMessages, en: enMessages } as const;

/** A language's compiled messages; the server sends the page's own with it (see +onBeforeRender). */
export function catalogFor(locale: Locale): Messages {
  return catalogs[locale];
}

/**
 * The translations of a language, on the server: one read-only instance per language, shared by
 * every request (it holds no visitor state).
 */
export function i18nFor(locale: Locale): I18n {
  return i18nFromMessages(locale, catalogs[locale]);
}
