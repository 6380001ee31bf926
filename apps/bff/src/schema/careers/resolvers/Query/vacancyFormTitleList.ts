import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { emptyTitleBlock } from '../../empty.js';

export const vacancyFormTitleList: NonNullable<QueryResolvers['vacancyFormTitleList']> = (_parent, _args, context) =>
  readOr(context, 'vacancyFormTitleList', {}, emptyTitleBlock);
