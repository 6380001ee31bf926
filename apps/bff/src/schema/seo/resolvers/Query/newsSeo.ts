import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const newsSeo: NonNullable<QueryResolvers['newsSeo']> = (_parent, { code }, context) =>
  resolveSeo(context, 'seoNews', { params: { code } }, `/news/${code}`);
