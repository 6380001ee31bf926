import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const careerInternshipTeaser: NonNullable<QueryResolvers['careerInternshipTeaser']> = (
  _parent,
  _args,
  context,
) => readOr(context, 'careerInternshipTeaser', {}, { title: '', text: '', picture: null, link: '' });
