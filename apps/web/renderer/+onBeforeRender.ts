import type { PageContextServer } from 'vike/types';
import { catalogFor } from '@/app/i18n/i18n';

/**
 * The frame every page is drawn in (started with the page context), and the page's messages,
 * which travel in its HTML (src/app/islands/island-page.ts) so that no script holds a catalog.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { frame: await pageContext.frameLoading, messages: catalogFor(pageContext.locale) } };
}
