import type { Pagination } from '../../generated/resolvers-types.js';

/** Where an empty list stands: the page asked for, and nothing in the whole list. */
export const emptyPage = (pageNum: number, limit: number): Pagination => ({ pageNum, limit, total: 0, totalPages: 0 });
