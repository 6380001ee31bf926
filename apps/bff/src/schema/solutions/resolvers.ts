import type { Resolvers } from '../../generated/resolvers-types.js';
import { solutionElement } from './resolvers/Query/solutionElement.js';
import { solutionSection } from './resolvers/Query/solutionSection.js';
import { solutions } from './resolvers/Query/solutions.js';

export const solutionsResolvers: Resolvers = { Query: { solutions, solutionSection, solutionElement } };
