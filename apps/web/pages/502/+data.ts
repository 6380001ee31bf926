import type { PageContextServer } from 'vike/types';
import { errorPageData } from '@/app/outcome/page-outcome';

/** Where a rendering crash sends the visitor (requirements §14); its outcome makes the server answer 502. */
export function data(pageContext: PageContextServer) {
  return errorPageData(pageContext, 'server-error');
}
