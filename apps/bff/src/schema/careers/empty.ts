import type { Pagination } from '../../generated/resolvers-types.js';

/** The empty value of a title block: the section renders without a heading. */
export const emptyTitleBlock = { title: '', text: '' };

/** The position of a page in a list that could not be read. */
export const emptyPagination = (pageNum: number, limit: number): Pagination => ({
  pageNum,
  limit,
  total: 0,
  totalPages: 0,
});
