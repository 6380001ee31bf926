import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const solutionElementSeo: NonNullable<QueryResolvers['solutionElementSeo']> = (_parent, { code }, context) =>
  resolveSeo(context, 'seoSolutionElement', { params: { code } }, code);
