import { parseEulumdat, type Eulumdat } from '@ostrel/photometry/eulumdat';
import { mainPlanes, type MainPlanes } from '@ostrel/photometry/main-planes';
import type { UpstreamFileDecoder } from '../../upstream/client.js';

// EULUMDAT is 8-bit text (Windows-1252 where it is not ASCII); its numbers read the same either way.
const text = new TextDecoder('windows-1252');
// Even a full 1° grid (360 × 181 values) is about 0.5 MB.
const maxBytes = 2_000_000;

/**
 * An LDT file kept as its main planes, the little a diagram needs (not the whole grid). A file
 * with no light in them counts as unreadable: there is nothing to draw.
 */
export const eulumdatMainPlanes: UpstreamFileDecoder<MainPlanes> = {
  name: 'eulumdat',
  maxBytes,
  decode: (bytes) => {
    const file = parseEulumdat(text.decode(bytes));
    return file ? mainPlanes(file) : null;
  },
};

/** An LDT file kept whole, for calculations over every plane. */
export const eulumdatFile: UpstreamFileDecoder<Eulumdat> = {
  name: 'eulumdat-file',
  maxBytes,
  decode: (bytes) => parseEulumdat(text.decode(bytes)),
};
