import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const blogSeo: NonNullable<QueryResolvers['blogSeo']> = (_parent, { code }, context) =>
  resolveSeo(context, 'seoBlog', { params: { code } }, code);
