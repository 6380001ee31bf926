import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const careerStatistics: NonNullable<QueryResolvers['careerStatistics']> = (_parent, _args, context) =>
  readOr(context, 'careerStatistics', {}, []);
