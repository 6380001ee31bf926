import type { PageContextServer } from 'vike/types';
import { errorPageData } from '../../src/page/error-data';

export function data(pageContext: PageContextServer) {
  return errorPageData(pageContext, pageContext.is404 ? 'not-found' : 'server-error');
}
