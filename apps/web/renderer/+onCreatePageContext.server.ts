import type { PageContextServer } from 'vike/types';
import { splitPageUrl } from '@/app/i18n/locale';
import { loadFrame } from '@/app/page/frame-data';

/**
 * Every page context knows its language and unprefixed path from the start, including the ones
 * Vike creates to render the error page. The frame (header and footer) starts loading here, for
 * every page at once, alongside the page's own `+data`; `+onBeforeRender` waits for it.
 */
export function onCreatePageContext(pageContext: PageContextServer) {
  // The error page's context may already carry the unprefixed (logical) URL.
  const { locale, path } = splitPageUrl(pageContext.urlOriginal);
  pageContext.locale = locale;
  pageContext.logicalPath = path;
  pageContext.frameLoading = loadFrame(pageContext);
  // Awaited (and its failure handled) in +onBeforeRender; a page whose +data fails never gets there.
  pageContext.frameLoading.catch(() => undefined);
}
