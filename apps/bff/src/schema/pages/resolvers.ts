import type { Resolvers } from '../../generated/resolvers-types.js';

export const pagesResolvers: Resolvers = {};
