import type { Resolvers } from '../../generated/resolvers-types.js';
import { prepareArchive } from './resolvers/Mutation/prepareArchive.js';
import { archive } from './resolvers/Query/archive.js';
import { downloadFiles } from './resolvers/Query/downloadFiles.js';

export const downloadsResolvers: Resolvers = { Query: { downloadFiles, archive }, Mutation: { prepareArchive } };
