import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const projectSeo: NonNullable<QueryResolvers['projectSeo']> = (_parent, { sectionCode, code }, context) =>
  resolveSeo(context, 'seoProject', { params: { sectionCode, code } }, `/project/${sectionCode}/${code}`);
