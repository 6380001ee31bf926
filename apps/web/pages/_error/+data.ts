import type { PageContextServer } from 'vike/types';
import { errorPageData } from '../../src/app/outcome/page-outcome';

/** The error page Vike renders for a not-found abort, or when a page crashed while rendering. */
export function data(pageContext: PageContextServer) {
  return errorPageData(pageContext, pageContext.is404 ? 'not-found' : 'server-error');
}
