import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const citySeo: NonNullable<QueryResolvers['citySeo']> = (_parent, { cityCode }, context) =>
  resolveSeo(context, 'seoCity', { params: { cityCode } }, `/distributors/city/${cityCode}`);
