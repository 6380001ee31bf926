import type { PageContext } from 'vike/types';
import { splitLocale } from '../src/i18n/locale';

/**
 * Every page context knows its language and unprefixed path from the start, including the ones
 * Vike creates to render the error page.
 */
export function onCreatePageContext(pageContext: PageContext) {
  // urlOriginal: the error page's context may already carry the unprefixed (logical) URL.
  const { locale, path } = splitLocale(new URL(pageContext.urlOriginal, 'http://site.invalid').pathname);
  pageContext.locale = locale;
  pageContext.logicalPath = path;
}
