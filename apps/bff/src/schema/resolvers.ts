import type { Resolvers } from '../generated/resolvers-types.js';
import { locale } from './base/resolvers/Query/locale.js';
import { Picture } from './base/resolvers/picture.js';
import { features } from './menu/resolvers/Query/features.js';
import { menu } from './menu/resolvers/Query/menu.js';

/** Every resolver, by type: one module per domain, one file per field. */
export const resolvers: Resolvers = {
  Query: { locale, menu, features },
  Picture,
};
