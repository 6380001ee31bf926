import { searchTypes, type SearchHit } from '@ostrel/contract/schemas/search';
import type { QueryResolvers, SearchRewriteReason } from '../../../../generated/resolvers-types.js';
import { onlyMarks } from '../../marks.js';

// Requirements §6; the contract takes the same bounds, so nothing it would refuse is sent.
const minLength = 2;
const maxLength = 256;

/** Kept within the range the contract takes, so a stray argument cannot turn the read into a 400. */
const within = (value: number | null | undefined, fallback: number, min: number, max: number) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.min(max, Math.max(min, Math.trunc(value)));

export const search: NonNullable<QueryResolvers['search']> = async (_parent, args, context) => {
  const query = args.query.trim();
  // Counted in UTF-16 units, as the contract's rule counts them.
  if (query.length < minLength || query.length > maxLength) {
    return {
      __typename: 'SearchQueryInvalid',
      query: query.slice(0, maxLength),
      problem: query.length < minLength ? 'too_short' : 'too_long',
      minLength,
      maxLength,
    };
  }
  const pageNum = within(args.pageNum, 1, 1, 10_000);
  const limit = within(args.limit, 10, 1, 50);
  const perType = args.perType === null || args.perType === undefined ? undefined : within(args.perType, 1, 1, 10);
  const result = await context.read('search', {
    query: { query, type: args.type ?? undefined, pageNum, limit, perType, exact: args.exact ? 'true' : 'false' },
  });
  if (result.status !== 'ok') {
    return {
      __typename: 'SearchResults',
      query,
      rewrite: null,
      total: 0,
      groups: searchTypes.map((type) => ({ type, count: 0, top: [] })),
      items: [],
      pagination: { pageNum, limit, total: 0, totalPages: 0 },
    };
  }
  const safe = (hit: SearchHit): SearchHit => ({
    ...hit,
    title: onlyMarks(hit.title),
    snippet: onlyMarks(hit.snippet),
  });
  const { reading, someWords } = result.data;
  const reasons: SearchRewriteReason[] = [...(reading?.reasons ?? []), ...(someWords ? ['someWords' as const] : [])];
  return {
    __typename: 'SearchResults',
    query: result.data.query,
    rewrite: reasons[0] === undefined ? null : { typed: query, reason: reasons[0], reasons },
    total: result.data.total,
    groups: result.data.groups.map((group) => ({ ...group, top: group.top.map(safe) })),
    items: result.data.items.map(safe),
    pagination: result.data.pagination,
  };
};
