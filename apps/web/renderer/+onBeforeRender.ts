import type { PageContextServer } from 'vike/types';
import { catalogFor } from '../src/app/i18n/i18n';

/** The page's messages travel with its data (passToClient), so the client bundle holds no catalog. */
export function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { messages: catalogFor(pageContext.locale) } };
}
