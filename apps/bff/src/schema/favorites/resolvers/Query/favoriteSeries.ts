import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { idsToRead } from '../../../catalog/codes.js';

export const favoriteSeries: NonNullable<QueryResolvers['favoriteSeries']> = (_parent, { ids }, context) => {
  const wanted = idsToRead(ids, 200);
  return wanted.length === 0 ? [] : readOr(context, 'favoriteSeries', { query: { 'ids[]': wanted } }, []);
};
