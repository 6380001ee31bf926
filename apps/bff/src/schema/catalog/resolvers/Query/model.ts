import type { Model as ContractModel } from '@ostrel/contract/schemas/catalog';
import type { QueryResolvers, ResolversTypes } from '../../../../generated/resolvers-types.js';
import { isCode } from '../../codes.js';

export const model: NonNullable<QueryResolvers['model']> = async (
  _parent,
  { gnkCode, nkCode },
  context,
): Promise<ResolversTypes['ModelResult'] | null> => {
  const requested = `/product/${gnkCode}/${nkCode}`;
  if (!isCode(gnkCode) || !isCode(nkCode)) return { __typename: 'CatalogNotFound', requested };
  const result = await context.read('model', { params: { gnkCode, nkCode } });
  if (result.status === 'not_found') return { __typename: 'CatalogNotFound', requested };
  // Neither found nor missing: the page cannot know which, so it gets nothing rather than a guess.
  if (result.status === 'failed') return null;
  // The contract's shape (the `Model` mapper): computed fields such as lightDistribution resolve from it.
  const found: ContractModel & { __typename: 'Model' } = { __typename: 'Model', ...result.data };
  return found;
};
