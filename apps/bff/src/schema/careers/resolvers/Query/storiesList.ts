import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const storiesList: NonNullable<QueryResolvers['storiesList']> = (_parent, _args, context) =>
  readOr(context, 'storiesList', {}, []);
