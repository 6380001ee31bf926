import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const internshipList: NonNullable<QueryResolvers['internshipList']> = (_parent, _args, context) =>
  readOr(context, 'internshipList', {}, []);
