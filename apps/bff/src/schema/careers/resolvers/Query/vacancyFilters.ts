import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const vacancyFilters: NonNullable<QueryResolvers['vacancyFilters']> = (_parent, _args, context) =>
  readOr(context, 'vacancyFilters', {}, { city: [], experience: [], sphere: [] });
