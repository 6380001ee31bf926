import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const solutions: NonNullable<QueryResolvers['solutions']> = (_parent, _args, context) =>
  readOr(context, 'solutions', {}, { defaultItem: { picture: null, tagline: '' }, items: [], itemTabs: [] });
