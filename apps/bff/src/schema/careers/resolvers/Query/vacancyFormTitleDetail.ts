import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { emptyTitleBlock } from '../../empty.js';

export const vacancyFormTitleDetail: NonNullable<QueryResolvers['vacancyFormTitleDetail']> = (
  _parent,
  _args,
  context,
) => readOr(context, 'vacancyFormTitleDetail', {}, emptyTitleBlock);
