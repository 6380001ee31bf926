import type { Resolvers } from '../../generated/resolvers-types.js';
import { File } from './resolvers/File.js';
import { likeBlogItem } from './resolvers/Mutation/likeBlogItem.js';
import { submitInternshipRequest } from './resolvers/Mutation/submitInternshipRequest.js';
import { submitNewsRequest } from './resolvers/Mutation/submitNewsRequest.js';
import { submitSolutionRequest } from './resolvers/Mutation/submitSolutionRequest.js';
import { submitVacancyRequest } from './resolvers/Mutation/submitVacancyRequest.js';
import { subscribeToNews } from './resolvers/Mutation/subscribeToNews.js';

export const formsResolvers: Resolvers = {
  File,
  Mutation: {
    submitVacancyRequest,
    submitInternshipRequest,
    submitSolutionRequest,
    submitNewsRequest,
    subscribeToNews,
    likeBlogItem,
  },
};
