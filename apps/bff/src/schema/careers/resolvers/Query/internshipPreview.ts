import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { emptyTitleBlock } from '../../empty.js';

export const internshipPreview: NonNullable<QueryResolvers['internshipPreview']> = (_parent, _args, context) =>
  readOr(context, 'internshipPreview', {}, emptyTitleBlock);
