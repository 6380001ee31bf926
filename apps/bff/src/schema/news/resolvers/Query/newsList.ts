import { endpoints } from '@ostrel/contract/endpoints';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { emptyPage } from '../../pagination.js';

export const newsList: NonNullable<QueryResolvers['newsList']> = (_parent, { limit, pageNum }, context) => {
  const empty = { items: [], pagination: emptyPage(pageNum, limit) };
  // Paging the content API refuses (a 400) is answered here, without a call or a failure logged.
  if (!endpoints.newsList.query.safeParse({ limit, pageNum }).success) return empty;
  return readOr(context, 'newsList', { query: { limit, pageNum } }, empty);
};
