import type { PictureResolvers } from '../../../generated/resolvers-types.js';

export const Picture: PictureResolvers = {
  isComplete: (picture) => Boolean(picture.small && picture.medium && picture.large),
};
