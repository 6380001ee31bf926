import { modifyUrl } from 'vike/modifyUrl';
import type { PageContext } from 'vike/types';
import { splitLocale } from '@/app/i18n/locale';

/** The language comes from the URL alone (requirements §2): routing sees the path without `/en`. */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname);
  return {
    pageContext: {
      locale,
      logicalPath: path,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }),
    },
  };
}
