import { searchTypes } from '@ostrel/contract/schemas/search';
import type { QueryResolvers, SearchResults } from '../../../../generated/resolvers-types.js';
import { inOtherLayout } from '../../keyboard-layout.js';
import { onlyMarks } from '../../marks.js';

// SPEC §5 and §9; the contract takes the same bounds, so nothing it would refuse is sent.
const minLength = 2;
const maxLength = 256;

/** Kept within the range the contract takes, so a stray argument cannot turn the read into a 400. */
const within = (value: number | null | undefined, fallback: number, min: number, max: number) =>
  value === null || value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.trunc(value)));

export const search: NonNullable<QueryResolvers['search']> = async (_parent, args, context) => {
  const query = args.query.trim();
  // Counted in UTF-16 units, as the contract's rule counts them.
  if (query.length < minLength || query.length > maxLength) {
    return { __typename: 'SearchQueryInvalid', query: query.slice(0, maxLength), problem: query.length < minLength ? 'too_short' : 'too_long', minLength, maxLength };
  }
  const pageNum = within(args.pageNum, 1, 1, 10_000);
  const limit = within(args.limit, 10, 1, 50);
  const read = (text: string) => context.read('search', { query: { query: text, type: args.type ?? undefined, pageNum, limit } });
  let result = await read(query);
  let searched = query;
  let rewrite: SearchResults['rewrite'] = null;
  // Nothing found: perhaps it was typed in the wrong keyboard layout. Every type counts, so a search
  // kept to one type is not rewritten where the others would have answered as typed.
  if (result.status === 'ok' && result.data.groups.every((group) => group.count === 0)) {
    const switched = inOtherLayout(query);
    const retried = switched === null ? null : await read(switched);
    if (switched !== null && retried?.status === 'ok' && retried.data.groups.some((group) => group.count > 0)) {
      result = retried;
      searched = switched;
      rewrite = { typed: query, reason: 'keyboardLayout' };
    }
  }
  if (result.status !== 'ok') {
    const empty: SearchResults = { query, rewrite: null, total: 0, groups: searchTypes.map((type) => ({ type, count: 0 })), items: [], pagination: { pageNum, limit, total: 0, totalPages: 0 } };
    return { __typename: 'SearchResults', ...empty };
  }
  const { data } = result;
  return {
    __typename: 'SearchResults',
    ...data,
    query: searched,
    rewrite,
    items: data.items.map((hit) => ({ ...hit, title: onlyMarks(hit.title), snippet: onlyMarks(hit.snippet) })),
  };
};
