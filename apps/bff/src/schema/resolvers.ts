import type { Resolvers } from '../generated/resolvers-types.js';
import { baseResolvers } from './base/resolvers.js';
import { blogResolvers } from './blog/resolvers.js';
import { careersResolvers } from './careers/resolvers.js';
import { catalogResolvers } from './catalog/resolvers.js';
import { distributorsResolvers } from './distributors/resolvers.js';
import { downloadsResolvers } from './downloads/resolvers.js';
import { exResolvers } from './ex/resolvers.js';
import { favoritesResolvers } from './favorites/resolvers.js';
import { formsResolvers } from './forms/resolvers.js';
import { menuResolvers } from './menu/resolvers.js';
import { newsResolvers } from './news/resolvers.js';
import { pagesResolvers } from './pages/resolvers.js';
import { portfolioResolvers } from './portfolio/resolvers.js';
import { searchResolvers } from './search/resolvers.js';
import { seoResolvers } from './seo/resolvers.js';
import { solutionsResolvers } from './solutions/resolvers.js';
import { toolsResolvers } from './tools/resolvers.js';

/** Every domain's resolvers, merged type by type: one module per domain, one file per field. */
const domains: Resolvers[] = [
  baseResolvers,
  menuResolvers,
  seoResolvers,
  catalogResolvers,
  exResolvers,
  favoritesResolvers,
  downloadsResolvers,
  solutionsResolvers,
  portfolioResolvers,
  blogResolvers,
  newsResolvers,
  pagesResolvers,
  careersResolvers,
  distributorsResolvers,
  searchResolvers,
  formsResolvers,
  toolsResolvers,
];

export const resolvers: Resolvers = {};
for (const domain of domains) {
  for (const [type, fields] of Object.entries(domain)) {
    const target = resolvers as Record<string, object>;
    target[type] = { ...target[type], ...(fields as object) };
  }
}
