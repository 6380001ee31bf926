import type { QueryResolvers, ResolversTypes } from '../../../../generated/resolvers-types.js';
import { sectionPath } from '../../codes.js';
import { filterQuery, toAppliedFilter } from '../../filters.js';

/** The content API's bounds: a value outside them would be refused and the page would come out empty. */
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const catalogSection: NonNullable<QueryResolvers['catalogSection']> = async (
  _parent,
  args,
  context,
): Promise<ResolversTypes['CatalogSectionResult']> => {
  const { sectionLevelCodes, sort, order, filterArchived } = args;
  const pageNum = clamp(args.pageNum, 1, 10_000);
  const limit = clamp(args.limit, 1, 60);
  const result = await context.read('catalogSection', {
    query: {
      ...filterQuery(args.filters, filterArchived),
      'sectionLevelCodes[]': sectionLevelCodes,
      sort,
      order,
      pageNum,
      limit,
    },
  });
  if (result.status === 'not_found')
    return { __typename: 'CatalogNotFound', requested: sectionPath(sectionLevelCodes) };
  if (result.status === 'failed') {
    return {
      __typename: 'CatalogSectionPage',
      section: null,
      breadcrumbs: [],
      children: [],
      series: [],
      pagination: { pageNum, limit, total: 0, totalPages: 0 },
      sort: { field: sort, order },
      appliedFilters: [],
      filterArchived,
    };
  }
  const page = result.data;
  return { __typename: 'CatalogSectionPage', ...page, appliedFilters: page.appliedFilters.map(toAppliedFilter) };
};
