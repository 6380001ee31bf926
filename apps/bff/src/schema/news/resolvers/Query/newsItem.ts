import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readDetail } from '../../../pages/content-detail.js';

export const newsItem: NonNullable<QueryResolvers['newsItem']> = (_parent, { elementCode }, context) =>
  readDetail(
    context,
    'newsItem',
    { params: { elementCode } },
    {
      codes: [elementCode],
      requested: `/news/${elementCode}`,
      found: (item) => ({ __typename: 'NewsItem' as const, ...item }),
      empty: () => ({
        __typename: 'NewsItem' as const,
        id: 0,
        code: elementCode,
        title: '',
        preview: '',
        picture: null,
        date: '',
        isEvent: false,
        event: null,
        link: `/news/${elementCode}`,
        content: '',
        gallery: [],
        seoDescription: '',
        related: [],
        breadcrumbs: [],
      }),
    },
  );
