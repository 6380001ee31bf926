import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const templatePageSeo: NonNullable<QueryResolvers['templatePageSeo']> = (_parent, { pageCode }, context) =>
  resolveSeo(context, 'seoTemplatePage', { params: { pageCode } }, `/page/${pageCode}`);
