import type { Features, Menu } from '@ostrel/contract/schemas/menu';
import type { HandlersOf } from '../handler.js';
import { findDoc, getDoc } from './store.js';

export const menuHandlers: HandlersOf<'menu' | 'features'> = {
  menu: async ({ app, locale }) => {
    const menu = await getDoc<Menu>(app.db, 'menu', 'main', locale);
    return { ...menu, locale };
  },
  features: async ({ app, locale }) => (await findDoc<Features>(app.db, 'features', 'main', locale)) ?? {},
};
