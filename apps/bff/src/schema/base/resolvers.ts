import type { Resolvers } from '../../generated/resolvers-types.js';
import { locale } from './resolvers/Query/locale.js';
import { Picture } from './resolvers/picture.js';

export const baseResolvers: Resolvers = { Query: { locale }, Picture };
