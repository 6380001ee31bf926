import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readOr } from '../../../../upstream/read-or.js';
import { idsToRead } from '../../../catalog/codes.js';

export const favoriteDocuments: NonNullable<QueryResolvers['favoriteDocuments']> = async (
  _parent,
  { seriesIds, modelIds },
  context,
) => {
  const wantedSeries = idsToRead(seriesIds, 200);
  const wantedModels = idsToRead(modelIds, 200);
  const [series, models] = await Promise.all([
    wantedSeries.length === 0 ? [] : readOr(context, 'favoriteSeries', { query: { 'ids[]': wantedSeries } }, []),
    wantedModels.length === 0 ? [] : readOr(context, 'favoriteModels', { query: { 'ids[]': wantedModels } }, []),
  ]);
  // The content API lists documents per series or per model; the lists are read in parallel.
  const lists = await Promise.all([
    ...series.map((card) => readOr(context, 'downloadFiles', { query: { gnkCode: card.gnkCode } }, [])),
    ...models.map((card) => readOr(context, 'downloadFiles', { query: { nkCode: card.nkCode } }, [])),
  ]);
  const seen = new Set<number>();
  return lists.flat().filter((file) => !seen.has(file.id) && seen.add(file.id));
};
