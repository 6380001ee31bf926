import { codeParam } from '@ostrel/contract/schemas/common';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';

export const vacancies: NonNullable<QueryResolvers['vacancies']> = async (_parent, args, context) => {
  const query: Record<string, string> = {};
  for (const key of ['city', 'experience', 'sphere'] as const) {
    // A select's "all" option often sends an empty value: it does not filter.
    const value = args[key]?.trim();
    if (!value) continue;
    // No option has such a value, so nothing matches; asking would only earn a 400.
    if (!codeParam.safeParse(value).success) return [];
    query[key] = value;
  }
  return readOr(context, 'vacancies', { query }, []);
};
