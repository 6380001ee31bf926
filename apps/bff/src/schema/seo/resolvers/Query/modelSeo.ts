import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const modelSeo: NonNullable<QueryResolvers['modelSeo']> = (_parent, { gnkCode, nkCode }, context) =>
  resolveSeo(context, 'seoModel', { params: { gnkCode, nkCode } }, `/product/${gnkCode}/${nkCode}`);
