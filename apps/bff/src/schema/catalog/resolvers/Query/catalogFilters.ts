import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { toFilter } from '../../filters.js';

export const catalogFilters: NonNullable<QueryResolvers['catalogFilters']> = async (
  _parent,
  { sectionLevelCodes, filterArchived },
  context,
) => {
  const filters = await readOr(
    context,
    'catalogFilters',
    { query: { 'sectionLevelCodes[]': sectionLevelCodes, filterArchived: filterArchived || undefined } },
    [],
  );
  return filters.map(toFilter);
};
