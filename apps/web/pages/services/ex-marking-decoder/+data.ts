import type { PageContextServer } from 'vike/types';
import { queryOnServer } from '@/app/graphql/query-server';
import { ExMarkingDecodingQuery, markingParam } from '@/features/tools/ex-marking-decoder';
import { loadServicePage } from '../service-page';

/**
 * The Ex marking decoder: a service page whose content says `hasTool`, drawn with the decoder and
 * the answer for the marking in the query string (so it works without script and can be shared).
 */
export async function data(pageContext: PageContextServer) {
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '');
  const text = (search.get(markingParam) ?? '').slice(0, 200);
  const [page, decoded] = await Promise.all([
    loadServicePage(pageContext, 'ex-marking-decoder'),
    text.trim() ? queryOnServer(pageContext, ExMarkingDecodingQuery, { text }) : null,
  ]);
  const decoder = { text, decoding: decoded?.exMarkingDecoding ?? null };
  return { ...page, decoder: page.service.hasTool ? decoder : null };
}

export type Data = Awaited<ReturnType<typeof data>>;
