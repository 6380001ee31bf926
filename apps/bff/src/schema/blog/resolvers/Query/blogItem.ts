import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readDetail } from '../../../pages/content-detail.js';

export const blogItem: NonNullable<QueryResolvers['blogItem']> = (_parent, { category, code }, context) => {
  const blogItemUrl = `/blog/${category}/${code}`;
  return readDetail(
    context,
    'blogItem',
    { params: { category, code } },
    {
      codes: [category, code],
      requested: blogItemUrl,
      found: (item) => ({ __typename: 'BlogItem' as const, ...item }),
      empty: () => ({
        __typename: 'BlogItem' as const,
        id: 0,
        code,
        category,
        categoryName: '',
        name: '',
        preview: '',
        picture: null,
        date: '',
        readingMinutes: 0,
        likes: 0,
        blogItemUrl,
        content: '',
        author: null,
        tags: [],
        tabs: [],
        related: [],
        breadcrumbs: [],
      }),
    },
  );
};
