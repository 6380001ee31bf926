import type { Resolvers } from '../../generated/resolvers-types.js';
import { search } from './resolvers/Query/search.js';

export const searchResolvers: Resolvers = { Query: { search } };
