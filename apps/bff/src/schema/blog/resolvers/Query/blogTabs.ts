import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const blogTabs: NonNullable<QueryResolvers['blogTabs']> = (_parent, _args, context) =>
  readOr(context, 'blogTabs', {}, []);
