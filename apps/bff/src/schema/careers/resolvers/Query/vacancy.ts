import { codeParam } from '@ostrel/contract/schemas/common';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

export const vacancy: NonNullable<QueryResolvers['vacancy']> = async (_parent, { elementCode }, context) => {
  const notFound = { __typename: 'VacancyNotFound' as const, elementCode };
  // A code no vacancy can have is not looked up (requirements §14: no code, no lookup).
  if (!codeParam.safeParse(elementCode).success) return notFound;
  const result = await context.read('vacancy', { params: { elementCode } });
  if (result.status === 'not_found') return notFound;
  if (result.status === 'failed') return null;
  return { __typename: 'Vacancy', ...result.data };
};
