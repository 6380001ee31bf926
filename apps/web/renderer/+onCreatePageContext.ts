import type { PageContext } from 'vike/types';
import { splitPageUrl } from '../src/app/i18n/locale';

/**
 * Every page context knows its language and unprefixed path from the start, including the ones
 * Vike creates to render the error page.
 */
export function onCreatePageContext(pageContext: PageContext) {
  // The error page's context may already carry the unprefixed (logical) URL.
  const { locale, path } = splitPageUrl(pageContext.urlOriginal);
  pageContext.locale = locale;
  pageContext.logicalPath = path;
}
