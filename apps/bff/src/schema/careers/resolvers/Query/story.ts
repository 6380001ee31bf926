import { codeParam } from '@ostrel/contract/schemas/common';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

export const story: NonNullable<QueryResolvers['story']> = async (_parent, { elementCode }, context) => {
  const notFound = { __typename: 'CareerStoryNotFound' as const, elementCode };
  // A code no story can have is not looked up (requirements §14: no code, no lookup).
  if (!codeParam.safeParse(elementCode).success) return notFound;
  const result = await context.read('story', { params: { elementCode } });
  if (result.status === 'not_found') return notFound;
  if (result.status === 'failed') return null;
  return { __typename: 'CareerStory', ...result.data };
};
