import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readDetail } from '../../content-detail.js';
import { contentPageFields, emptyContentPage } from '../../page-blocks.js';

export const templatePage: NonNullable<QueryResolvers['templatePage']> = (_parent, { pageCode }, context) =>
  readDetail(
    context,
    'templatePage',
    { params: { pageCode } },
    {
      codes: [pageCode],
      requested: `/page/${pageCode}`,
      found: (page) => ({ __typename: 'StandardPage' as const, ...contentPageFields(page) }),
      empty: () => ({ __typename: 'StandardPage' as const, ...emptyContentPage(pageCode) }),
    },
  );
