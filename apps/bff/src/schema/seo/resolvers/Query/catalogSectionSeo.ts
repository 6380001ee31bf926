import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const catalogSectionSeo: NonNullable<QueryResolvers['catalogSectionSeo']> = (
  _parent,
  { sectionLevelCodes },
  context,
) =>
  resolveSeo(
    context,
    'seoCatalogSection',
    { query: { 'sectionLevelCodes[]': sectionLevelCodes } },
    ['/catalog', ...sectionLevelCodes].join('/'),
  );
