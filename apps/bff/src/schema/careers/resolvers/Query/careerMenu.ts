import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const careerMenu: NonNullable<QueryResolvers['careerMenu']> = (_parent, _args, context) =>
  readOr(context, 'careerMenu', {}, []);
