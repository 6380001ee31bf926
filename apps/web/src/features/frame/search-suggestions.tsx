import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/app/graphql/generated';
import type { SearchSuggestQuery } from '@/app/graphql/generated/graphql';
import { GraphqlProvider } from '@/app/graphql/graphql-provider';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import styles from './search-overlay.module.css';
import { searchUrl } from './search-url';

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

type Suggestions = Extract<SearchSuggestQuery['search'], { __typename: 'SearchResults' }>;

interface SearchSuggestionsProps {
  /** What was typed, trimmed and searchable. */
  text: string;
  /** Remembers a term the visitor follows. */
  onPick: (term: string) => void;
}

/**
 * The best few results for what is typed in the header's search panel, read from the BFF. Loaded
 * with the first searchable text (the panel draws it lazily), so urql and the document stay out of
 * every page's first script. The last answer stays on screen while the next is asked; nothing shows
 * when the BFF cannot answer (the search page still answers the query on Enter).
 */
export default function SearchSuggestions(props: SearchSuggestionsProps): ReactNode {
  return (
    <GraphqlProvider>
      <SuggestionsFor {...props} />
    </GraphqlProvider>
  );
}

function SuggestionsFor({ text, onPick }: SearchSuggestionsProps) {
  const [{ data }] = useQuery({ query: SearchSuggest, variables: { query: text } });
  return data?.search.__typename === 'SearchResults' ? (
    <SuggestionList suggestions={data.search} onPick={onPick} />
  ) : null;
}

/** How the text was read, up to five links, and all results. */
function SuggestionList({ suggestions, onPick }: { suggestions: Suggestions; onPick: (term: string) => void }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { query, rewrite, total, items } = suggestions;
  const typed = rewrite?.typed ?? query;
  const readOtherwise = rewrite !== null && rewrite.reason !== 'someWords';
  return (
    <div className={styles.suggestions}>
      <p className={styles.reading} role="status">
        {total === 0 ? (
          <Trans>По запросу «{typed}» ничего не найдено</Trans>
        ) : readOtherwise ? (
          <>
            <Trans>Показаны результаты по запросу «{query}».</Trans>{' '}
            <a
              href={searchUrl(locale, typed, true)}
              onClick={() => {
                onPick(typed);
              }}
            >
              <Trans>Искать точно «{typed}»</Trans>
            </a>
          </>
        ) : null}
      </p>
      {items.length > 0 ? (
        <ul aria-label={t`Лучшие результаты`}>
          {items.map((item) => (
            <li key={`${item.type}:${item.id}`}>
              {/* Titles come marked by the BFF, <mark> and nothing else (SearchHit.title). */}
              <a href={localePath(locale, item.url)} dangerouslySetInnerHTML={{ __html: item.title }} />
            </li>
          ))}
        </ul>
      ) : null}
      {total > items.length ? (
        <a
          className={styles.all}
          href={searchUrl(locale, query)}
          onClick={() => {
            onPick(query);
          }}
        >
          <Trans>Все результаты ({total})</Trans>
        </a>
      ) : null}
    </div>
  );
}
