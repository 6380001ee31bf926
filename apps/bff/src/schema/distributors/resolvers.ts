import type { Resolvers } from '../../generated/resolvers-types.js';
import { cityDistributors } from './resolvers/Query/cityDistributors.js';
import { distributor } from './resolvers/Query/distributor.js';
import { distributorsByCity } from './resolvers/Query/distributorsByCity.js';
import { distributorsByName } from './resolvers/Query/distributorsByName.js';

export const distributorsResolvers: Resolvers = {
  Query: { distributorsByCity, distributorsByName, cityDistributors, distributor },
};
