import { useMemo } from 'react';
import { useClient } from 'urql';
import type { ToolReads } from './tool-reads';

/**
 * The calculators' reads in the browser, through urql's client (the island is under
 * `withGraphql`): the same loaders and documents the page's server render used, whose queries
 * depend on each other's answers (a model's data after its search), hence the client rather than
 * a `useQuery` per document.
 */
export function useBrowserToolReads(): ToolReads {
  const client = useClient();
  return useMemo(
    () => ({
      query: async (document, variables) => {
        const result = await client.query(document, variables, { requestPolicy: 'network-only' }).toPromise();
        if (!result.data) throw result.error ?? new Error('GraphQL operation answered without data');
        return result.data;
      },
      // Picking from favourites is a button that sends the form: the server reads them.
      favoriteModelIds: () => [],
    }),
    [client],
  );
}
