import type { Resolvers } from '../../generated/resolvers-types.js';
import { portfolio } from './resolvers/Query/portfolio.js';
import { project } from './resolvers/Query/project.js';

export const portfolioResolvers: Resolvers = { Query: { portfolio, project } };
