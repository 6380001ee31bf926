import { endpoints } from '@ostrel/contract/endpoints';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { emptyPage } from '../../../news/pagination.js';
import { validCodes } from '../../../pages/content-detail.js';

export const blogList: NonNullable<QueryResolvers['blogList']> = (_parent, { queryType, page, limit }, context) => {
  const empty = { queryType, items: [], pagination: emptyPage(page, limit) };
  // A tab or paging the content API refuses is answered here, without a call or a failure logged.
  if (!validCodes([queryType]) || !endpoints.blogList.query.safeParse({ page, limit }).success) return empty;
  return readOr(context, 'blogList', { params: { queryType }, query: { page, limit } }, empty);
};
