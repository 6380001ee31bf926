import { codeParam } from '@ostrel/contract/schemas/common';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { toDetail } from '../../convert.js';

export const distributor: NonNullable<QueryResolvers['distributor']> = async (_parent, args, context) => {
  const { distributorCode } = args;
  // An empty city code is no city: the plain detail page.
  const cityCode = args.cityCode?.trim() || null;
  const notFound = { __typename: 'DistributorNotFound' as const, distributorCode, cityCode };
  // Requirements §14: without a code (or with one nothing can have) nothing is looked up.
  if (!codeParam.safeParse(distributorCode).success || (cityCode !== null && !codeParam.safeParse(cityCode).success))
    return notFound;
  const result =
    cityCode === null
      ? await context.read('distributor', { params: { distributorCode } })
      : await context.read('distributorInCity', { params: { distributorCode, cityCode } });
  if (result.status === 'not_found') return notFound;
  if (result.status === 'failed') return null;
  return { __typename: 'DistributorDetail', ...toDetail(result.data) };
};
