import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const solutionSectionSeo: NonNullable<QueryResolvers['solutionSectionSeo']> = (
  _parent,
  { sectionLevelCodes },
  context,
) =>
  resolveSeo(
    context,
    'seoSolutionSection',
    { query: { 'sectionLevelCodes[]': sectionLevelCodes } },
    ['/solutions', ...sectionLevelCodes].join('/'),
  );
