import type { PageContextServer } from 'vike/types';
import { loadLightingTool } from '@/features/tools/lighting-data';
import { serverReads } from '@/features/tools/server-reads';
import { loadServicePage } from '../service-page';

/**
 * The illuminance calculator: a service page whose content says `hasTool`, drawn with the calculator
 * and the answer for the inputs in the query string (so it works without script).
 */
export async function data(pageContext: PageContextServer) {
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '');
  const [page, tool] = await Promise.all([
    loadServicePage(pageContext, 'lighting-calculator'),
    loadLightingTool(serverReads(pageContext), search),
  ]);
  return { ...page, tool: page.service.hasTool ? tool : null };
}

export type Data = Awaited<ReturnType<typeof data>>;
