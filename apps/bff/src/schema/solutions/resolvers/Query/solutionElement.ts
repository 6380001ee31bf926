import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readDetail } from '../../../pages/content-detail.js';

export const solutionElement: NonNullable<QueryResolvers['solutionElement']> = (
  _parent,
  { elementCode, sectionLevelCodes },
  context,
) =>
  readDetail(
    context,
    'solutionElement',
    { params: { elementCode }, query: { 'sectionLevelCodes[]': sectionLevelCodes } },
    {
      codes: [...sectionLevelCodes, elementCode],
      requested: ['/solution', ...sectionLevelCodes, elementCode].join('/'),
      found: (element) => ({ __typename: 'SolutionElement' as const, ...element }),
      empty: () => ({
        __typename: 'SolutionElement' as const,
        id: 0,
        code: elementCode,
        name: '',
        sectionLevelCodes,
        sectionName: '',
        color: null,
        preview: '',
        content: '',
        picture: null,
        gallery: [],
        benefits: [],
        figures: [],
        products: [],
        projects: [],
        breadcrumbs: [],
      }),
    },
  );
