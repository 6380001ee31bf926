import type { Resolvers } from '../../generated/resolvers-types.js';
import { blogSeo } from './resolvers/Query/blogSeo.js';
import { catalogSectionSeo } from './resolvers/Query/catalogSectionSeo.js';
import { citySeo } from './resolvers/Query/citySeo.js';
import { distributorSeo } from './resolvers/Query/distributorSeo.js';
import { modelSeo } from './resolvers/Query/modelSeo.js';
import { newsSeo } from './resolvers/Query/newsSeo.js';
import { privacyPolicySeo } from './resolvers/Query/privacyPolicySeo.js';
import { projectSeo } from './resolvers/Query/projectSeo.js';
import { seo } from './resolvers/Query/seo.js';
import { seriesSeo } from './resolvers/Query/seriesSeo.js';
import { serviceSeo } from './resolvers/Query/serviceSeo.js';
import { solutionElementSeo } from './resolvers/Query/solutionElementSeo.js';
import { solutionSectionSeo } from './resolvers/Query/solutionSectionSeo.js';
import { templatePageSeo } from './resolvers/Query/templatePageSeo.js';

export const seoResolvers: Resolvers = {
  Query: {
    seo,
    seriesSeo,
    modelSeo,
    catalogSectionSeo,
    newsSeo,
    solutionSectionSeo,
    solutionElementSeo,
    serviceSeo,
    projectSeo,
    citySeo,
    distributorSeo,
    templatePageSeo,
    privacyPolicySeo,
    blogSeo,
  },
};
