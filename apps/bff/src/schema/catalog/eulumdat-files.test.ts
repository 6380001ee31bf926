import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eulumdatReading } from './eulumdat-files.js';

// One of the photometry package's reference files (an office luminaire).
const photometryRoot = dirname(dirname(createRequire(import.meta.url).resolve('@ostrel/photometry/eulumdat')));
const sample = readFileSync(join(photometryRoot, 'src/test-support/ugr-reference/sample_02.ldt'));

describe('the LDT reading', () => {
  it('is computed once per file content: the same bytes read again give the same reading', () => {
    const first = eulumdatReading.decode(Buffer.from(sample));
    expect(first?.summary.luminaireFlux).toBeGreaterThan(0);
    expect(eulumdatReading.decode(Buffer.from(sample))).toBe(first);
    // Other bytes (the same light), another reading; a file that cannot be read is not kept.
    const other = eulumdatReading.decode(Buffer.concat([sample, Buffer.from('\r\n')]));
    expect(other).not.toBe(first);
    expect(other).toEqual(first);
    expect(eulumdatReading.decode(Buffer.from('not a file'))).toBeNull();
  });
});
