import { useClient } from 'urql';
import { loadBreakerTool } from './breaker-data';
import { loadLightingTool } from './lighting-data';
import type { ToolReads } from './tool-reads';

/**
 * The calculators' reads in the browser, through urql's client (loaded with the first change of a
 * field, `useGraphqlOnDemand`): the same loaders and documents the page's server render used.
 */
export default function useToolActions() {
  const client = useClient();
  const reads: ToolReads = {
    query: async (document, variables) => {
      const result = await client.query(document, variables, { requestPolicy: 'network-only' }).toPromise();
      if (!result.data) throw result.error ?? new Error('GraphQL operation answered without data');
      return result.data;
    },
    // Picking from favourites is a button that sends the form: the server reads them.
    favoriteModelIds: () => [],
  };
  return {
    breaker: (search: URLSearchParams) => loadBreakerTool(reads, search),
    lighting: (search: URLSearchParams) => loadLightingTool(reads, search),
  };
}
