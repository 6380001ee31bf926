import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { emptyTitleBlock } from '../../empty.js';

export const vacanciesTitle: NonNullable<QueryResolvers['vacanciesTitle']> = (_parent, _args, context) =>
  readOr(context, 'vacanciesTitle', {}, emptyTitleBlock);
