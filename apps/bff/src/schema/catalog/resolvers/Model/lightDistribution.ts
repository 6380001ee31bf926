import { parseEulumdat } from '@ostrel/photometry/eulumdat';
import { mainPlanes, type MainPlanes } from '@ostrel/photometry/main-planes';
import type { ModelResolvers } from '../../../../generated/resolvers-types.js';
import type { UpstreamFileDecoder } from '../../../../upstream/client.js';

// EULUMDAT is 8-bit text (Windows-1252 where it is not ASCII); its numbers read the same either way.
const text = new TextDecoder('windows-1252');

/**
 * An LDT file kept as its main planes, the little a diagram needs (not the whole grid). A file
 * with no light in them counts as unreadable: there is nothing to draw.
 */
const eulumdat: UpstreamFileDecoder<MainPlanes> = {
  name: 'eulumdat',
  // Even a full 1° grid (360 × 181 values) is about 0.5 MB.
  maxBytes: 2_000_000,
  decode: (bytes) => {
    const file = parseEulumdat(text.decode(bytes));
    return file ? mainPlanes(file) : null;
  },
};

export const lightDistribution: NonNullable<ModelResolvers['lightDistribution']> = async (model, _args, context) => {
  const path = model.photometry.ldt?.url;
  if (!path) return null;
  // A failure is logged by the client and marks the answer degraded, so it is not kept.
  const result = await context.readFile(path, eulumdat);
  return result.status === 'ok' ? result.data : null;
};
