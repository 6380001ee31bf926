import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const careerMain: NonNullable<QueryResolvers['careerMain']> = (_parent, _args, context) =>
  readOr(context, 'careerMain', {}, { title: '', subtitle: '', text: '', picture: null, button: null });
