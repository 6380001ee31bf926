import type { PageContextServer } from 'vike/types';
import { errorPageData } from '@/app/outcome/page-outcome';

/** The error page Vike renders for a not-found or rate-limited abort, or when a page crashed while rendering. */
export function data(pageContext: PageContextServer) {
  return errorPageData(
    pageContext,
    pageContext.is404 ? 'not-found' : pageContext.abortStatusCode === 429 ? 'rate-limited' : 'server-error',
  );
}
