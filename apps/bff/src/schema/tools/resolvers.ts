import type { Resolvers } from '../../generated/resolvers-types.js';
import { breakerCapacity } from './resolvers/Model/breakerCapacity.js';
import { circuitBreakerCheck } from './resolvers/Query/circuitBreakerCheck.js';
import { illuminanceDesign } from './resolvers/Query/illuminanceDesign.js';
import { lightingNorms } from './resolvers/Query/lightingNorms.js';
import { photometryCheck } from './resolvers/Query/photometryCheck.js';

export const toolsResolvers: Resolvers = {
  Query: { circuitBreakerCheck, illuminanceDesign, lightingNorms, photometryCheck },
  Model: { breakerCapacity },
};
