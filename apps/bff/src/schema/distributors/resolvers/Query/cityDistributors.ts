import { codeParam } from '@ostrel/contract/schemas/common';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { toCard, toCity } from '../../convert.js';

export const cityDistributors: NonNullable<QueryResolvers['cityDistributors']> = async (
  _parent,
  { cityCode },
  context,
) => {
  const notFound = { __typename: 'DistributorCityNotFound' as const, cityCode };
  // Requirements §14: without a city code (or with one no city can have) nothing is looked up.
  if (!codeParam.safeParse(cityCode).success) return notFound;
  const result = await context.read('cityDistributors', { params: { cityCode } });
  if (result.status === 'not_found') return notFound;
  if (result.status === 'failed') return null;
  return {
    __typename: 'DistributorCityPage',
    city: toCity(result.data.city),
    distributors: result.data.distributors.map(toCard),
  };
};
