import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streetLight as sample } from './documents/sample-model.js';
import { writeModelDocuments } from './documents/write-documents.js';
import {
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  pictureFileName,
  planPicture,
  renderPictureFiles,
} from './media/render-picture.js';
import { pruneSeedCache, takeFromSeedCache } from './seed-cache.js';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ostrel-seed-cache-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A new empty folder under the test's root. */
async function folder(name: string): Promise<string> {
  const path = join(root, name);
  await mkdir(path, { recursive: true });
  return path;
}

const renditions = (plan: ReturnType<typeof planPicture>) =>
  PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map((format) => pictureFileName(plan, width, format)));

describe('the seed cache', () => {
  it('keeps the pictures a folder draws; another folder copies them, byte for byte, and draws nothing', async () => {
    const cacheDir = await folder('cache-pictures');
    const plan = planPicture({ scene: 'pattern', color: '#0f766e', seed: 11 }, 'kept');
    const first = await folder('first');
    await renderPictureFiles(plan, first, { cacheDir });
    for (const name of renditions(plan))
      expect((await readFile(join(cacheDir, 'images', name))).equals(await readFile(join(first, 'images', name)))).toBe(
        true,
      );

    // What the cache holds is what a second folder gets: marked bytes there show nothing was drawn.
    for (const name of renditions(plan)) await writeFile(join(cacheDir, 'images', name), `cached ${name}`);
    const second = await folder('second');
    await renderPictureFiles(plan, second, { cacheDir });
    for (const name of renditions(plan))
      expect(await readFile(join(second, 'images', name), 'utf8')).toBe(`cached ${name}`);
    expect((await readdir(join(second, 'images'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    // Drawn again when forced, and the cache gets the drawing back.
    await renderPictureFiles(plan, second, { cacheDir, force: true });
    const name = pictureFileName(plan, 768, 'webp');
    expect((await readFile(join(second, 'images', name))).equals(await readFile(join(first, 'images', name)))).toBe(
      true,
    );
    expect((await readFile(join(cacheDir, 'images', name))).equals(await readFile(join(first, 'images', name)))).toBe(
      true,
    );
  }, 60_000);

  it('keeps each datasheet by revision; a datasheet of other figures is typeset, not taken', async () => {
    const cacheDir = await folder('cache-documents');
    const first = await folder('documents-first');
    const written = await writeModelDocuments(sample, first, { cacheDir });
    const cached = await readdir(join(cacheDir, 'datasheets'));
    expect(cached).toHaveLength(2);
    for (const name of cached) {
      const bytes = await readFile(join(cacheDir, 'datasheets', name));
      expect(bytes.includes(`rev:${name.replace(/\.pdf$/, '')}`)).toBe(true);
      await writeFile(join(cacheDir, 'datasheets', name), Buffer.concat([bytes, Buffer.from('% from the cache\n')]));
    }

    const second = await folder('documents-second');
    const copied = await writeModelDocuments(sample, second, { cacheDir });
    for (const document of copied.filter((each) => each.type === 'datasheet')) {
      const bytes = await readFile(join(second, 'docs', sample.gnkCode, document.fileName));
      expect(bytes.toString('latin1').endsWith('% from the cache\n')).toBe(true);
      // The size the rows carry is the size of the file served.
      expect(document.size).toBe(bytes.length);
      expect(document.size).toBe((written.find((each) => each.fileName === document.fileName)?.size ?? 0) + 17);
    }

    const other = { ...sample, technical: { ...sample.technical, power: 101 } };
    await writeModelDocuments(other, second, { cacheDir });
    const typeset = await readFile(join(second, 'docs', sample.gnkCode, `${sample.nkCode}-datasheet-en.pdf`));
    expect(typeset.toString('latin1').endsWith('% from the cache\n')).toBe(false);
    expect(await readdir(join(cacheDir, 'datasheets'))).toHaveLength(4);
  }, 60_000);

  it('is drawn past when it cannot be written or read: a folder still gets every file', async () => {
    const notAFolder = join(await folder('blocked'), 'a-file');
    await writeFile(notAFolder, 'not a folder');
    const plan = planPicture({ scene: 'pattern', color: '#b45309', seed: 5 }, 'uncached');
    const uploadDir = await folder('uncached');
    await renderPictureFiles(plan, uploadDir, { cacheDir: notAFolder });
    for (const name of renditions(plan)) expect(existsSync(join(uploadDir, 'images', name))).toBe(true);
    const documents = await writeModelDocuments(sample, uploadDir, { cacheDir: notAFolder });
    for (const document of documents)
      expect((await stat(join(uploadDir, 'docs', sample.gnkCode, document.fileName))).size).toBe(document.size);
  }, 60_000);

  it('forgets files not used for two weeks; a file taken counts as used', async () => {
    const cacheDir = await folder('cache-pruned');
    await mkdir(join(cacheDir, 'images'));
    const old = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000);
    for (const name of ['stale.webp', 'used.webp', 'recent.webp']) {
      await writeFile(join(cacheDir, 'images', name), name);
      if (name !== 'recent.webp') await utimes(join(cacheDir, 'images', name), old, old);
    }
    const destination = await folder('pruned-destination');
    expect(await takeFromSeedCache(cacheDir, 'images/used.webp', join(destination, 'used.webp'))).toBe(true);
    expect(await takeFromSeedCache(cacheDir, 'images/absent.webp', join(destination, 'absent.webp'))).toBe(false);
    expect(await takeFromSeedCache(null, 'images/recent.webp', join(destination, 'recent.webp'))).toBe(false);

    expect(await pruneSeedCache(cacheDir)).toBe(1);
    expect((await readdir(join(cacheDir, 'images'))).sort()).toEqual(['recent.webp', 'used.webp']);
    expect(await readdir(destination)).toEqual(['used.webp']);
  });
});
