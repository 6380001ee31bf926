import { lightingNorms as normsOf } from '@ostrel/lighting-math/norms';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

export const lightingNorms: NonNullable<QueryResolvers['lightingNorms']> = (_parent, _args, context) => [
  ...normsOf(context.locale),
];
