import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { idsToRead, isCode } from '../../../catalog/codes.js';

export const downloadFiles: NonNullable<QueryResolvers['downloadFiles']> = (
  _parent,
  { gnkCode, nkCode, ids },
  context,
) => {
  // Only the selector the content API would use is sent (model, then series, then ids): one URL per answer.
  if (nkCode) return isCode(nkCode) ? readOr(context, 'downloadFiles', { query: { nkCode } }, []) : [];
  if (gnkCode) return isCode(gnkCode) ? readOr(context, 'downloadFiles', { query: { gnkCode } }, []) : [];
  const wanted = idsToRead(ids ?? [], 200);
  return wanted.length === 0 ? [] : readOr(context, 'downloadFiles', { query: { 'ids[]': wanted } }, []);
};
