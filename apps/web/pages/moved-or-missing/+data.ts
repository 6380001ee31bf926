import type { PageContextServer } from 'vike/types';
import { notFound } from '@/app/outcome/page-outcome';

/**
 * A path no other page claims (`/404` among them): an old address the content redirects (requirements §14),
 * or not found. Either way this page never renders itself: the error page draws the 404.
 */
export async function data(pageContext: PageContextServer): Promise<never> {
  throw await notFound(pageContext);
}
