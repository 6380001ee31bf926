import type { PageContextServer } from 'vike/types';
import { errorPageData } from '../../src/app/outcome/page-outcome';

/** Where a rendering crash sends the visitor (SPEC §4); its outcome makes the server answer 502. */
export function data(pageContext: PageContextServer) {
  return errorPageData(pageContext, 'server-error');
}
