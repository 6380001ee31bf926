import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveBytesProblem, archiveFileProblem, archiveLimits } from './archive-check.js';
import { wordDocument as makeWordDocument, zeros, zip, zipBomb } from './test-support/zip-fixtures.js';

const mebibyte = 1024 * 1024;
/** Limits small enough that the archives which reach them are made in milliseconds. */
const small = { unpackedBytes: 4 * mebibyte, entries: 50 };

const xml = Buffer.from('<?xml version="1.0"?><Types/>');
const megabytes = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `sheet${String(index)}.xml`, content: zeros(mebibyte) }));
const files = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `f/${String(index)}.txt`, content: Buffer.from('x') }));

let folder = '';
// Made once, judged by both readers.
let wordDocument: Buffer;
let bomb: Buffer;
let fullArchive: Buffer;
let overfullArchive: Buffer;
let mostEntries: Buffer;
let tooManyEntries: Buffer;

// The bomb is some 300 MB of zeros to compress: a loaded machine takes seconds.
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'archive-check-'));
  wordDocument = await makeWordDocument();
  bomb = await zipBomb();
  fullArchive = await zip(megabytes(4));
  overfullArchive = await zip([...megabytes(4), { name: 'one-more.xml', content: xml }]);
  mostEntries = await zip(files(small.entries));
  tooManyEntries = await zip(files(small.entries + 1));
}, 60_000);

afterAll(() => rm(folder, { recursive: true, force: true }));

// Both readers: the BFF judges the bytes in memory, the content API the file on disk.
const readers = {
  bytes: (bytes: Buffer, limits = archiveLimits) => archiveBytesProblem(new Uint8Array(bytes), limits),
  file: async (bytes: Buffer, limits = archiveLimits) => {
    const path = join(folder, `${Math.random().toString(36).slice(2)}.zip`);
    await writeFile(path, bytes);
    return archiveFileProblem(path, limits);
  },
};

describe.each(Object.entries(readers))('archive check, from %s', (_from, problemOf) => {
  it('takes an ordinary Office document', async () => {
    expect(await problemOf(wordDocument)).toBeNull();
  });

  it('refuses a small archive that unpacks to more than 256 MiB', async () => {
    expect(archiveLimits.unpackedBytes).toBe(256 * mebibyte);
    expect(bomb.length).toBeLessThan(mebibyte);
    expect(await problemOf(bomb)).toBe('too_large_unpacked');
  });

  it('counts every entry towards the limit, not only the largest', async () => {
    expect(await problemOf(fullArchive, small)).toBeNull();
    expect(await problemOf(overfullArchive, small)).toBe('too_large_unpacked');
  });

  it('refuses an archive of more entries than the limit (5,000)', async () => {
    expect(archiveLimits.entries).toBe(5000);
    expect(await problemOf(mostEntries, small)).toBeNull();
    expect(await problemOf(tooManyEntries, small)).toBe('too_many_entries');
  });

  it('refuses what only starts like an archive', async () => {
    expect(await problemOf(wordDocument.subarray(0, wordDocument.length - 30))).toBe('unreadable');
    expect(await problemOf(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(500)]))).toBe('unreadable');
  });
});
