import type { Resolvers } from '../../generated/resolvers-types.js';
import { favoriteModels } from './resolvers/Query/favoriteModels.js';
import { favoriteSeries } from './resolvers/Query/favoriteSeries.js';

export const favoritesResolvers: Resolvers = { Query: { favoriteSeries, favoriteModels } };
