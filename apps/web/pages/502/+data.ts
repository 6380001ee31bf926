import type { PageContextServer } from 'vike/types';
import { errorPageData } from '../../src/page/error-data';

/** Where a rendering crash sends the visitor (SPEC §4); the server answers it with status 502. */
export function data(pageContext: PageContextServer) {
  return errorPageData(pageContext, 'server-error');
}
