import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readDetail } from '../../../pages/content-detail.js';

export const solutionSection: NonNullable<QueryResolvers['solutionSection']> = (
  _parent,
  { sectionLevelCodes },
  context,
) =>
  readDetail(
    context,
    'solutionSection',
    { query: { 'sectionLevelCodes[]': sectionLevelCodes } },
    {
      codes: sectionLevelCodes,
      requested: ['/solutions', ...sectionLevelCodes].join('/'),
      found: (page) => ({ __typename: 'SolutionSectionPage' as const, ...page }),
      empty: () => ({
        __typename: 'SolutionSectionPage' as const,
        section: null,
        breadcrumbs: [],
        sections: [],
        elements: [],
      }),
    },
  );
