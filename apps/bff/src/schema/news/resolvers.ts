import type { Resolvers } from '../../generated/resolvers-types.js';
import { newsItem } from './resolvers/Query/newsItem.js';
import { newsList } from './resolvers/Query/newsList.js';

export const newsResolvers: Resolvers = { Query: { newsList, newsItem } };
