import type { AboutPage, ContentPage, ServicePage, ServicesOverview } from '@ostrel/contract/schemas/pages';
import type { HandlersOf } from '../handler.js';
import { getDoc } from './store.js';

export const pageHandlers: HandlersOf<'services' | 'service' | 'about' | 'aboutPage' | 'templatePage'> = {
  services: ({ app, locale }) => getDoc<ServicesOverview>(app.db, 'services', 'main', locale),
  service: ({ app, locale, params }) => getDoc<ServicePage>(app.db, 'service', params.code, locale),
  about: ({ app, locale }) => getDoc<AboutPage>(app.db, 'about', 'main', locale),
  aboutPage: ({ app, locale, params }) => getDoc<ContentPage>(app.db, 'about-page', params.code, locale),
  templatePage: ({ app, locale, params }) => getDoc<ContentPage>(app.db, 'template-page', params.pageCode, locale),
};
