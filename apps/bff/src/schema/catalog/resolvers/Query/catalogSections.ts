import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const catalogSections: NonNullable<QueryResolvers['catalogSections']> = (_parent, _args, context) =>
  readOr(context, 'catalogSections', {}, []);
