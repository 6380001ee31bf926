import { useClient } from 'urql';
import { graphql } from '@/app/graphql/generated';
import type { SearchSuggestQuery } from '@/app/graphql/generated/graphql';

const SearchSuggest = graphql(`
  query SearchSuggest($query: String!) {
    search(query: $query, limit: 5) {
      __typename
      ... on SearchResults {
        query
        total
        rewrite {
          typed
          reason
        }
        items {
          id
          type
          title
          url
        }
      }
    }
  }
`);

export type Suggestions = Extract<SearchSuggestQuery['search'], { __typename: 'SearchResults' }>;

/**
 * The best few results for what is typed in the header's search panel, through the BFF. Loaded
 * with the first keystroke (`useGraphqlOnDemand`); null when the BFF could not answer.
 */
export default function useSearchSuggestActions() {
  const client = useClient();
  return {
    suggest: async (text: string): Promise<Suggestions | null> => {
      const { data } = await client
        .query(SearchSuggest, { query: text }, { requestPolicy: 'network-only' })
        .toPromise();
      return data?.search.__typename === 'SearchResults' ? data.search : null;
    },
  };
}
