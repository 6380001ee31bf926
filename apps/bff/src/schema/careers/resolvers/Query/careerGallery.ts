import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { emptyPagination } from '../../empty.js';

/** Kept within the range the contract takes, so a stray argument cannot turn the read into a 400. */
const within = (value: number | null | undefined, fallback: number, min: number, max: number) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.min(max, Math.max(min, Math.trunc(value)));

export const careerGallery: NonNullable<QueryResolvers['careerGallery']> = (_parent, args, context) => {
  const limit = within(args.limit, 15, 1, 60);
  const pageNum = within(args.pageNum, 1, 1, 10_000);
  return readOr(
    context,
    'careerGallery',
    { query: { limit, pageNum } },
    { items: [], pagination: emptyPagination(pageNum, limit) },
  );
};
