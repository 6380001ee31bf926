import type { Resolvers } from '../../generated/resolvers-types.js';
import { breakerCapacity } from './resolvers/Model/breakerCapacity.js';
import { circuitBreakerCheck } from './resolvers/Query/circuitBreakerCheck.js';

export const toolsResolvers: Resolvers = {
  Query: { circuitBreakerCheck },
  Model: { breakerCapacity },
};
