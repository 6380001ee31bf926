import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { toCard } from '../../convert.js';

export const distributorsByName: NonNullable<QueryResolvers['distributorsByName']> = async (
  _parent,
  _args,
  context,
) => {
  const result = await context.read('distributorsByName');
  return result.status === 'ok' ? result.data.map(toCard) : [];
};
