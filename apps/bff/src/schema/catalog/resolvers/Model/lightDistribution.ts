import type { ModelResolvers } from '../../../../generated/resolvers-types.js';
import { eulumdatReading } from '../../eulumdat-files.js';

export const lightDistribution: NonNullable<ModelResolvers['lightDistribution']> = async (model, _args, context) => {
  const path = model.photometry.ldt?.url;
  if (!path) return null;
  // A failure is logged by the client and marks the answer degraded, so it is not kept.
  const result = await context.readFile(path, eulumdatReading);
  return result.status === 'ok' ? result.data.planes : null;
};
