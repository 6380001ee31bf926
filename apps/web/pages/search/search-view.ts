import type { SearchType } from '@/app/graphql/generated/graphql';
import { pageParam } from '@/ui/page-param';

/** The kinds of result, in the order the BFF counts them. */
const searchTypes = [
  'series',
  'model',
  'section',
  'solution',
  'project',
  'news',
  'blog',
  'vacancy',
  'distributor',
  'page',
] as const satisfies readonly SearchType[];

export interface SearchView {
  /** The text as the visitor sent it (trimmed); empty when there was none. */
  query: string;
  /** One kind of result, paged; null for the overview of every kind. */
  type: SearchType | null;
  page: number;
  /** Search the words as typed, with no other layout, alphabet or spelling (`exact=1`). */
  exact: boolean;
}

/** What a /search URL asks for. An unknown type shows the overview; a bad page number, the first. */
export function searchViewFrom(search: URLSearchParams): SearchView {
  const type = search.get('type');
  return {
    query: (search.get('query') ?? '').trim(),
    type: searchTypes.find((known) => known === type) ?? null,
    page: pageParam(search, 'page'),
    exact: search.get('exact') === '1',
  };
}

/** The site path of a search view (without the language prefix); the first page and the overview need no parameter. */
export function searchHref(view: SearchView): string {
  const params = new URLSearchParams({ query: view.query });
  if (view.type) params.set('type', view.type);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.exact) params.set('exact', '1');
  return `/search?${params.toString()}`;
}

/** Overview groups that found something, the one with the best hit first (ties keep the BFF's order). */
export function groupsByBestHit<Group extends { count: number; top: readonly { rank: number }[] }>(
  groups: readonly Group[],
): Group[] {
  return groups.filter((group) => group.count > 0).sort((a, b) => (b.top[0]?.rank ?? 0) - (a.top[0]?.rank ?? 0));
}
