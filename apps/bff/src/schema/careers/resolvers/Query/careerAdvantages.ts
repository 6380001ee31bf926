import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const careerAdvantages: NonNullable<QueryResolvers['careerAdvantages']> = (_parent, _args, context) =>
  readOr(context, 'careerAdvantages', {}, []);
