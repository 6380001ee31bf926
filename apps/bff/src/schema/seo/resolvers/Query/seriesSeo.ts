import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const seriesSeo: NonNullable<QueryResolvers['seriesSeo']> = (_parent, { gnkCode }, context) =>
  resolveSeo(context, 'seoSeries', { params: { gnkCode } }, `/product/${gnkCode}`);
