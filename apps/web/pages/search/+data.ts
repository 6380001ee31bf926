import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import type { SearchPageQuery as SearchPageResult } from '@/app/graphql/generated/graphql';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import type { PageData } from '@/app/page/page-data';
import { groupsByBestHit, searchViewFrom, type SearchView } from './search-view';

const SearchPageQuery = graphql(`
  query SearchPage($query: String!, $type: SearchType, $pageNum: Int!, $limit: Int!, $perType: Int, $exact: Boolean!) {
    search(query: $query, type: $type, pageNum: $pageNum, limit: $limit, perType: $perType, exact: $exact) {
      __typename
      ... on SearchResults {
        query
        total
        rewrite {
          typed
          reason
          reasons
        }
        groups {
          type
          count
          top {
            id
            rank
            ...SearchHitRow
          }
        }
        items {
          id
          ...SearchHitRow
        }
        pagination {
          pageNum
          totalPages
        }
        exArea {
          ...ExSearchAnswer
        }
      }
      ... on SearchQueryInvalid {
        problem
        minLength
        maxLength
      }
    }
  }
`);

/** The overview shows a few of each kind; one kind is paged ten at a time. */
const overviewPerType = 3;
const perPage = 10;

type Outcome = SearchPageResult['search'];

async function searched(pageContext: PageContextServer, view: SearchView): Promise<Outcome> {
  const run = (pageNum: number) =>
    queryOnServer(pageContext, SearchPageQuery, {
      query: view.query,
      type: view.type,
      pageNum,
      limit: view.type ? perPage : 1,
      perType: view.type ? null : overviewPerType,
      exact: view.exact,
    });
  const { search } = await run(view.page);
  // A page past the end (an old link) shows the last one rather than an empty list.
  if (
    search.__typename === 'SearchResults' &&
    search.pagination.totalPages > 0 &&
    view.page > search.pagination.totalPages
  ) {
    return (await run(search.pagination.totalPages)).search;
  }
  return search;
}

export async function data(pageContext: PageContextServer) {
  const view = searchViewFrom(new URLSearchParams(pageContext.urlParsed.searchOriginal ?? ''));
  const outcome = view.query ? await searched(pageContext, view) : null;
  const i18n = i18nFor(pageContext.locale);
  const title = view.query ? i18n._(msg`Поиск: ${view.query}`) : i18n._(msg`Поиск по сайту`);
  const results = outcome?.__typename === 'SearchResults' ? outcome : null;
  return {
    // Result pages are for visitors, not for search engines' indexes.
    head: {
      title: `${title} — ${i18n._(msg`Острель`)}`,
      description: i18n._(msg`Поиск по сайту Острель: продукция, решения, проекты, статьи, новости и вакансии.`),
      og: { title, image: null, type: 'website' },
      article: null,
      noindex: true,
    },
    view,
    invalid: outcome?.__typename === 'SearchQueryInvalid' ? outcome : null,
    results: results && {
      query: results.query,
      total: results.total,
      rewrite: results.rewrite,
      counts: results.groups.filter((group) => group.count > 0).map(({ type, count }) => ({ type, count })),
      overview: view.type ? [] : groupsByBestHit(results.groups),
      items: view.type ? results.items : [],
      page: results.pagination.pageNum,
      totalPages: results.pagination.totalPages,
      exArea: results.exArea,
    },
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
