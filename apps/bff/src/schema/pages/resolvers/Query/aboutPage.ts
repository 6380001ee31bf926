import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readDetail } from '../../content-detail.js';
import { contentPageFields, emptyContentPage } from '../../page-blocks.js';

export const aboutPage: NonNullable<QueryResolvers['aboutPage']> = (_parent, { code }, context) =>
  readDetail(
    context,
    'aboutPage',
    { params: { code } },
    {
      codes: [code],
      requested: `/about/${code}`,
      found: (page) => ({ __typename: 'StandardPage' as const, ...contentPageFields(page) }),
      empty: () => ({ __typename: 'StandardPage' as const, ...emptyContentPage(code) }),
    },
  );
