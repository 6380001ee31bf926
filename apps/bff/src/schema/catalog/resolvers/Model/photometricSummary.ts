import type { ModelResolvers } from '../../../../generated/resolvers-types.js';
import { eulumdatReading } from '../../eulumdat-files.js';

export const photometricSummary: NonNullable<ModelResolvers['photometricSummary']> = async (model, _args, context) => {
  const path = model.photometry.ldt?.url;
  if (!path) return null;
  // The file lightDistribution reads, read once for both.
  const result = await context.readFile(path, eulumdatReading);
  if (result.status !== 'ok') return null;
  const { beam, ...summary } = result.data.summary;
  return { ...summary, beamC0C180: beam.c0c180, beamC90C270: beam.c90c270, bugRating: result.data.bug };
};
