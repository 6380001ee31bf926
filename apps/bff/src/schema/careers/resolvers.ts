import type { Resolvers } from '../../generated/resolvers-types.js';
import { careerAdvantages } from './resolvers/Query/careerAdvantages.js';
import { careerAdvantagesTitle } from './resolvers/Query/careerAdvantagesTitle.js';
import { careerGallery } from './resolvers/Query/careerGallery.js';
import { careerInternshipTeaser } from './resolvers/Query/careerInternshipTeaser.js';
import { careerMain } from './resolvers/Query/careerMain.js';
import { careerMenu } from './resolvers/Query/careerMenu.js';
import { careerStatistics } from './resolvers/Query/careerStatistics.js';
import { careerValues } from './resolvers/Query/careerValues.js';
import { internshipList } from './resolvers/Query/internshipList.js';
import { internshipPreview } from './resolvers/Query/internshipPreview.js';
import { internshipSelectData } from './resolvers/Query/internshipSelectData.js';
import { internshipTitle } from './resolvers/Query/internshipTitle.js';
import { storiesList } from './resolvers/Query/storiesList.js';
import { storiesTitle } from './resolvers/Query/storiesTitle.js';
import { story } from './resolvers/Query/story.js';
import { vacancies } from './resolvers/Query/vacancies.js';
import { vacanciesTitle } from './resolvers/Query/vacanciesTitle.js';
import { vacancy } from './resolvers/Query/vacancy.js';
import { vacancyFilters } from './resolvers/Query/vacancyFilters.js';
import { vacancyFormTitleDetail } from './resolvers/Query/vacancyFormTitleDetail.js';
import { vacancyFormTitleList } from './resolvers/Query/vacancyFormTitleList.js';

export const careersResolvers: Resolvers = {
  Query: {
    careerMain,
    careerMenu,
    careerInternshipTeaser,
    careerStatistics,
    careerAdvantagesTitle,
    careerAdvantages,
    careerGallery,
    careerValues,
    internshipTitle,
    internshipPreview,
    internshipList,
    internshipSelectData,
    storiesTitle,
    storiesList,
    story,
    vacanciesTitle,
    vacancyFilters,
    vacancies,
    vacancy,
    vacancyFormTitleDetail,
    vacancyFormTitleList,
  },
};
