import type { PageContext } from 'vike/types';
import { splitLocale } from '../src/i18n/locale';

/**
 * Every page context knows its language and unprefixed path from the start, including the ones
 * Vike creates to render the error page.
 */
export function onCreatePageContext(pageContext: PageContext) {
  // urlOriginal: the error page's context may already carry the unprefixed (logical) URL. On client
  // navigation it names the page's data request (`/en/news/index.pageContext.json`): drop that part.
  const pathname = new URL(pageContext.urlOriginal, 'http://site.invalid').pathname.replace(/\/?(index)?\.pageContext\.json$/, '');
  const { locale, path } = splitLocale(pathname || '/');
  pageContext.locale = locale;
  pageContext.logicalPath = path;
}
