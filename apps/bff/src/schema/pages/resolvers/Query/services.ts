import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const services: NonNullable<QueryResolvers['services']> = (_parent, _args, context) =>
  readOr(context, 'services', {}, { title: '', lead: '', items: [] });
