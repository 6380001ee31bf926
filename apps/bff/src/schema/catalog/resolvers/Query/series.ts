import type { QueryResolvers, ResolversTypes } from '../../../../generated/resolvers-types.js';
import { isCode } from '../../codes.js';

export const series: NonNullable<QueryResolvers['series']> = async (
  _parent,
  { gnkCode },
  context,
): Promise<ResolversTypes['SeriesResult'] | null> => {
  const requested = `/product/${gnkCode}`;
  if (!isCode(gnkCode)) return { __typename: 'CatalogNotFound', requested };
  const result = await context.read('series', { params: { gnkCode } });
  if (result.status === 'not_found') return { __typename: 'CatalogNotFound', requested };
  // Neither found nor missing: the page cannot know which, so it gets nothing rather than a guess.
  if (result.status === 'failed') return null;
  return { __typename: 'Series', ...result.data };
};
