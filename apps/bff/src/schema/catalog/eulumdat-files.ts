import { createHash } from 'node:crypto';
import { parseEulumdat, type Eulumdat } from '@ostrel/photometry/eulumdat';
import { LRUCache } from 'lru-cache';
import { bugRating, type BugRating } from '@ostrel/photometry/bug';
import { beamCone, type BeamCone } from '@ostrel/photometry/cone';
import { mainPlanes, type MainPlanes } from '@ostrel/photometry/main-planes';
import { photometricSummary, type PhotometricSummary } from '@ostrel/photometry/summary';
import type { UpstreamFileDecoder } from '../../upstream/client.js';

// EULUMDAT is 8-bit text (Windows-1252 where it is not ASCII); its numbers read the same either way.
const text = new TextDecoder('windows-1252');
// Even a full 1° grid (360 × 181 values) is about 0.5 MB.
const maxBytes = 2_000_000;

/** What the model page shows of an LDT file: the curves its diagram draws, the summary, BUG rating and beam cone. */
export interface EulumdatReading {
  planes: MainPlanes;
  summary: PhotometricSummary;
  /** Null where the file cannot give one (it stops at the horizontal with light there). */
  bug: BugRating | null;
  /** Null where the file sends no light straight down. */
  cone: BeamCone | null;
}

/**
 * An LDT file kept as what the model page shows of it (not the whole grid): computed once per file
 * content, for every field drawn from it. A file with no light in its main planes counts as
 * unreadable: there is nothing to draw.
 */
export const eulumdatReading: UpstreamFileDecoder<EulumdatReading> = {
  name: 'eulumdat',
  maxBytes,
  decode: (bytes) => {
    // Once per file content: a file read again (its cached copy expired, another model's URL, the
    // other language) is not parsed and integrated again.
    const digest = createHash('sha256').update(bytes).digest('hex');
    const known = readings.get(digest);
    if (known !== undefined) return known;
    const file = parseEulumdat(text.decode(bytes));
    const planes = file && mainPlanes(file);
    const summary = file && photometricSummary(file);
    const reading = planes && summary ? { planes, summary, bug: bugRating(file), cone: beamCone(file) } : null;
    if (reading) readings.set(digest, reading);
    return reading;
  },
};

/** Readings by the SHA-256 of their file's bytes: each a few kilobytes, one per photometric file. */
const readings = new LRUCache<string, EulumdatReading>({ max: 2000 });

/** An LDT file kept whole, for calculations over every plane, with the digest of its bytes. */
export interface WholeEulumdat {
  file: Eulumdat;
  /** SHA-256 of the file's bytes: what results computed from it are kept by. */
  digest: string;
}

export const eulumdatFile: UpstreamFileDecoder<WholeEulumdat> = {
  name: 'eulumdat-file',
  maxBytes,
  decode: (bytes) => {
    const file = parseEulumdat(text.decode(bytes));
    return file && { file, digest: createHash('sha256').update(bytes).digest('hex') };
  },
};
