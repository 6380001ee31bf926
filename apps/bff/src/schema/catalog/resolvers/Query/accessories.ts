import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { isCode } from '../../codes.js';

export const accessories: NonNullable<QueryResolvers['accessories']> = (_parent, { gnkCode }, context) =>
  isCode(gnkCode) ? readOr(context, 'accessories', { query: { gnkCode } }, []) : [];
