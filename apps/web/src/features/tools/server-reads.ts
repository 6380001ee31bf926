import type { PageContextServer } from 'vike/types';
import { queryOnServer } from '@/app/graphql/query-server';
import { newestFirst } from '../favorites';
import type { ToolReads } from './tool-reads';

/** A tool's reads for its page's server render; reading the favourites makes the page this visitor's own. */
export function serverReads(pageContext: PageContextServer): ToolReads {
  return {
    query: (document, variables) => queryOnServer(pageContext, document, variables),
    favoriteModelIds: () => newestFirst(pageContext.visitorFavorites().models),
  };
}
