import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const serviceSeo: NonNullable<QueryResolvers['serviceSeo']> = (_parent, { code }, context) =>
  resolveSeo(context, 'seoService', { params: { code } }, `/services/${code}`);
