import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readDetail } from '../../../pages/content-detail.js';

export const project: NonNullable<QueryResolvers['project']> = (_parent, { sectionCode, elementCode }, context) =>
  readDetail(
    context,
    'project',
    { params: { sectionCode, elementCode } },
    {
      codes: [sectionCode, elementCode],
      requested: `/project/${sectionCode}/${elementCode}`,
      found: (data) => ({ __typename: 'Project' as const, ...data }),
      empty: () => ({
        __typename: 'Project' as const,
        id: 0,
        code: elementCode,
        sectionCode,
        sectionName: '',
        mainInfo: { title: '', location: '', year: 0, client: null, area: null, description: '' },
        content: '',
        facts: [],
        picture: null,
        gallery: [],
        products: [],
        breadcrumbs: [],
      }),
    },
  );
