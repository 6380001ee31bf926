import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const portfolio: NonNullable<QueryResolvers['portfolio']> = (_parent, _args, context) =>
  readOr(context, 'portfolio', {}, { sections: [] });
