import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { idsToRead } from '../../codes.js';

/** The content API reads at most this many models at once. */
export const maxModelsRead = 24;

export const models: NonNullable<QueryResolvers['models']> = (_parent, { ids }, context) => {
  const wanted = idsToRead(ids, maxModelsRead);
  return wanted.length === 0 ? [] : readOr(context, 'models', { query: { 'ids[]': wanted } }, []);
};
