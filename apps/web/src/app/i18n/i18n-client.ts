import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locale';

const instances = new Map<Locale, I18n>();

/**
 * The translations of a language, made once. In the browser the messages are those that came with
 * the page: the bundle carries no catalog, and a language switch brings the other language's
 * messages with its page data.
 */
export function i18nFromMessages(locale: Locale, messages: Messages): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}
