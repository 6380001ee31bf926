import type { Resolvers } from '../../generated/resolvers-types.js';
import { coneDiagram } from './resolvers/Model/coneDiagram.js';
import { lightDistribution } from './resolvers/Model/lightDistribution.js';
import { photometricSummary } from './resolvers/Model/photometricSummary.js';
import { ugrTable } from './resolvers/Model/ugrTable.js';
import { accessories } from './resolvers/Query/accessories.js';
import { catalogFilters } from './resolvers/Query/catalogFilters.js';
import { catalogSection } from './resolvers/Query/catalogSection.js';
import { catalogSections } from './resolvers/Query/catalogSections.js';
import { model } from './resolvers/Query/model.js';
import { models } from './resolvers/Query/models.js';
import { series } from './resolvers/Query/series.js';

export const catalogResolvers: Resolvers = {
  Query: { catalogSections, catalogSection, catalogFilters, series, model, models, accessories },
  Model: { lightDistribution, photometricSummary, ugrTable, coneDiagram },
};
