import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const internshipSelectData: NonNullable<QueryResolvers['internshipSelectData']> = (_parent, _args, context) =>
  readOr(context, 'internshipSelectData', {}, { directions: [], educationLevels: [], formats: [], cities: [] });
