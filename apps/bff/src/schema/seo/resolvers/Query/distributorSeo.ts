import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const distributorSeo: NonNullable<QueryResolvers['distributorSeo']> = (_parent, { code }, context) =>
  resolveSeo(context, 'seoDistributor', { params: { code } }, `/distributors/name/${code}`);
