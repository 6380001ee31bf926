import type { Resolvers } from '../../generated/resolvers-types.js';

export const blogResolvers: Resolvers = {};
