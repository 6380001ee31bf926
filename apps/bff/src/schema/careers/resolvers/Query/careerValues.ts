import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const careerValues: NonNullable<QueryResolvers['careerValues']> = (_parent, _args, context) =>
  readOr(context, 'careerValues', {}, []);
