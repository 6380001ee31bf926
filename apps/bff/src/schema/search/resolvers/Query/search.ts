import { searchTypes, type SearchHit } from '@ostrel/contract/schemas/search';
import type { QueryResolvers, SearchRewriteReason } from '../../../../generated/resolvers-types.js';
import { inOtherLayout } from '../../keyboard-layout.js';
import { onlyMarks } from '../../marks.js';

// SPEC §5 and §9; the contract takes the same bounds, so nothing it would refuse is sent.
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
  const read = (text: string, match: 'all' | 'any' = 'all') =>
    context.read('search', { query: { query: text, type: args.type ?? undefined, pageNum, limit, perType, match } });
  type Read = Awaited<ReturnType<typeof read>>;
  // Every type counts, so a search kept to one type is not rewritten where the others would have answered as typed.
  const foundAny = (result: Read | null): boolean =>
    result?.status === 'ok' && result.data.groups.some((group) => group.count > 0);
  const answer = (result: Read, searched: string, reason: SearchRewriteReason | null) => {
    if (result.status !== 'ok') {
      const groups = searchTypes.map((type) => ({ type, count: 0, top: [] }));
      return {
        query,
        rewrite: null,
        total: 0,
        groups,
        items: [],
        pagination: { pageNum, limit, total: 0, totalPages: 0 },
      };
    }
    const safe = (hit: SearchHit): SearchHit => ({
      ...hit,
      title: onlyMarks(hit.title),
      snippet: onlyMarks(hit.snippet),
    });
    return {
      query: searched,
      rewrite: reason === null ? null : { typed: query, reason },
      total: result.data.total,
      groups: result.data.groups.map((group) => ({ ...group, top: group.top.map(safe) })),
      items: result.data.items.map(safe),
      pagination: result.data.pagination,
    };
  };
  const outcome = async () => {
    const asTyped = await read(query);
    if (asTyped.status !== 'ok' || foundAny(asTyped)) return answer(asTyped, query, null);
    // Nothing found: perhaps it was typed in the wrong keyboard layout, then perhaps misspelt. The
    // suggestion for the text as typed comes first; that for the switched text covers both at once.
    const switched = inOtherLayout(query);
    const inLayout = switched === null ? null : await read(switched);
    if (switched !== null && inLayout !== null && foundAny(inLayout))
      return answer(inLayout, switched, 'keyboardLayout');
    const suggestions = [
      ...new Set([asTyped.data.suggestion, inLayout?.status === 'ok' ? inLayout.data.suggestion : null]),
    ].filter((text) => text !== null);
    for (const suggestion of suggestions) {
      const corrected = await read(suggestion);
      if (foundAny(corrected)) return answer(corrected, suggestion, 'spelling');
    }
    // No result has every word: show those with some of them, spelt as best we can.
    const loose = suggestions[0] ?? query;
    if ((loose.match(/[\p{L}\p{N}]+/gu) ?? []).length > 1) {
      const someWords = await read(loose, 'any');
      if (foundAny(someWords)) return answer(someWords, loose, 'someWords');
    }
    return answer(asTyped, query, null);
  };
  return { __typename: 'SearchResults', ...(await outcome()) };
};
