import type { Resolvers } from '../../generated/resolvers-types.js';
import { features } from './resolvers/Query/features.js';
import { menu } from './resolvers/Query/menu.js';

export const menuResolvers: Resolvers = { Query: { menu, features } };
