import type { Resolvers } from '../../generated/resolvers-types.js';
import { about } from './resolvers/Query/about.js';
import { aboutPage } from './resolvers/Query/aboutPage.js';
import { service } from './resolvers/Query/service.js';
import { services } from './resolvers/Query/services.js';
import { templatePage } from './resolvers/Query/templatePage.js';

export const pagesResolvers: Resolvers = { Query: { services, service, about, aboutPage, templatePage } };
