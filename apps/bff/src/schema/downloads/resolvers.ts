import type { Resolvers } from '../../generated/resolvers-types.js';
import { prepareArchive } from './resolvers/Mutation/prepareArchive.js';
import { archive } from './resolvers/Query/archive.js';
import { downloadFiles } from './resolvers/Query/downloadFiles.js';
import { favoriteDocuments } from './resolvers/Query/favoriteDocuments.js';

export const downloadsResolvers: Resolvers = {
  Query: { downloadFiles, favoriteDocuments, archive },
  Mutation: { prepareArchive },
};
