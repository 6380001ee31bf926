import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { contentPageFields, emptyContentPage } from '../../page-blocks.js';

export const about: NonNullable<QueryResolvers['about']> = async (_parent, _args, context) => {
  const result = await context.read('about');
  return result.status === 'ok' ? contentPageFields(result.data) : { ...emptyContentPage('about'), sections: [] };
};
