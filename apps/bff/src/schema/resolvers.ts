import type { Resolvers } from '../generated/resolvers-types.js';
import { locale } from './base/resolvers/Query/locale.js';
import { Picture } from './base/resolvers/picture.js';
import { features } from './menu/resolvers/Query/features.js';
import { menu } from './menu/resolvers/Query/menu.js';
import { blogSeo } from './seo/resolvers/Query/blogSeo.js';
import { catalogSectionSeo } from './seo/resolvers/Query/catalogSectionSeo.js';
import { citySeo } from './seo/resolvers/Query/citySeo.js';
import { distributorSeo } from './seo/resolvers/Query/distributorSeo.js';
import { modelSeo } from './seo/resolvers/Query/modelSeo.js';
import { newsSeo } from './seo/resolvers/Query/newsSeo.js';
import { privacyPolicySeo } from './seo/resolvers/Query/privacyPolicySeo.js';
import { projectSeo } from './seo/resolvers/Query/projectSeo.js';
import { seo } from './seo/resolvers/Query/seo.js';
import { seriesSeo } from './seo/resolvers/Query/seriesSeo.js';
import { serviceSeo } from './seo/resolvers/Query/serviceSeo.js';
import { solutionElementSeo } from './seo/resolvers/Query/solutionElementSeo.js';
import { solutionSectionSeo } from './seo/resolvers/Query/solutionSectionSeo.js';
import { templatePageSeo } from './seo/resolvers/Query/templatePageSeo.js';

/** Every resolver, by type: one module per domain, one file per field. */
export const resolvers: Resolvers = {
  Query: {
    locale,
    menu,
    features,
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
  Picture,
};
