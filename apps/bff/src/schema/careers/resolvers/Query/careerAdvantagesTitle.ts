import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { emptyTitleBlock } from '../../empty.js';

export const careerAdvantagesTitle: NonNullable<QueryResolvers['careerAdvantagesTitle']> = (_parent, _args, context) =>
  readOr(context, 'careerAdvantagesTitle', {}, emptyTitleBlock);
