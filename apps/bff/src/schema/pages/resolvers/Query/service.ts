import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readDetail } from '../../content-detail.js';
import { contentPageFields, emptyContentPage } from '../../page-blocks.js';

export const service: NonNullable<QueryResolvers['service']> = (_parent, { code }, context) =>
  readDetail(
    context,
    'service',
    { params: { code } },
    {
      codes: [code],
      requested: `/services/${code}`,
      found: (page) => ({ __typename: 'ServicePage' as const, ...contentPageFields(page) }),
      empty: () => ({ __typename: 'ServicePage' as const, ...emptyContentPage(code), hasTool: false, related: [] }),
    },
  );
