import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const seo: NonNullable<QueryResolvers['seo']> = (_parent, { path }, context) =>
  resolveSeo(context, 'seo', { referer: path }, path);
