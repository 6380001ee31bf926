import type { PageContextServer } from 'vike/types';
import { catalogFor } from '../src/app/i18n/i18n';

/** The page's messages travel in its HTML (src/app/islands/island-page.ts), so no script holds a catalog. */
export function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { messages: catalogFor(pageContext.locale) } };
}
