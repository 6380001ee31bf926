import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Picture } from '@ostrel/contract/schemas/common';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageSpec } from './image-spec.js';
import {
  PICTURE_WIDTHS,
  parsePictureFileName,
  pictureFileName,
  planPicture,
  renderPicture,
  renderPictureFiles,
  renderPictures,
} from './render-picture.js';

let uploadDir = '';
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'ostrel-media-'));
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

const spec: ImageSpec = { scene: 'product', shape: 'highbay', color: '#0891b2', seed: 7 };
const file = (name: string, width: number, extension: 'jpg' | 'webp' | 'avif', drawn = spec) =>
  join(uploadDir, 'images', pictureFileName(planPicture(drawn, name), width, extension));

describe('planPicture', () => {
  it('versions a picture by what its bytes depend on, and reads its file names back', () => {
    const plan = planPicture(spec, 'highbay-a');
    expect(plan.version).toMatch(/^[0-9a-f]{12}$/);
    expect(planPicture(spec, 'other-name').version).toBe(plan.version);
    expect(planPicture({ ...spec, seed: 8 }, 'highbay-a').version).not.toBe(plan.version);
    expect(plan.color).toMatch(/^#[0-9a-f]{6}$/);
    const name = pictureFileName(plan, 768, 'webp');
    expect(name).toBe(`highbay-a.${plan.version}-768.webp`);
    expect(parsePictureFileName(name)).toEqual({
      name: 'highbay-a',
      version: plan.version,
      width: 768,
      format: 'webp',
    });
    expect(parsePictureFileName(`a.b.${plan.version}-1440.avif`)).toMatchObject({ name: 'a.b', format: 'avif' });
    expect(parsePictureFileName('highbay-a-768.webp')).toBeNull();
    expect(parsePictureFileName(`highbay-a.${plan.version}-500.webp`)).toBeNull();
  });
});

describe('renderPicture', () => {
  it('writes JPEG and WebP at 375, 768 and 1440 px and returns the contract Picture', async () => {
    const picture = await renderPicture({ spec, name: 'highbay-a', alt: 'High-bay luminaire', uploadDir });
    expect(Picture.parse(picture)).toEqual(picture);
    expect(picture).toMatchObject({ alt: 'High-bay luminaire', width: 1440, height: 900 });
    expect(picture.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(picture.color).toBe(planPicture(spec, 'highbay-a').color);
    const { version } = planPicture(spec, 'highbay-a');
    expect(picture.small).toEqual({
      src: `/upload/images/highbay-a.${version}-375.jpg`,
      webp: `/upload/images/highbay-a.${version}-375.webp`,
    });
    expect(picture.large?.webp).toBe(`/upload/images/highbay-a.${version}-1440.webp`);
    for (const width of PICTURE_WIDTHS) {
      const jpeg = await sharp(file('highbay-a', width, 'jpg')).metadata();
      const webp = await sharp(file('highbay-a', width, 'webp')).metadata();
      expect([jpeg.format, jpeg.width, jpeg.height, jpeg.isProgressive]).toEqual([
        'jpeg',
        width,
        Math.round(width / 1.6),
        true,
      ]);
      expect([webp.format, webp.width, webp.height]).toEqual(['webp', width, Math.round(width / 1.6)]);
    }
    const { channels } = await sharp(file('highbay-a', 768, 'jpg')).stats();
    for (const channel of channels) expect(channel.stdev).toBeGreaterThan(6);
  }, 30_000);

  it('skips files already on disk unless forced, and draws only the missing ones', async () => {
    const first = await renderPicture({ spec, name: 'highbay-b', alt: 'a', uploadDir });
    const before = (await stat(file('highbay-b', 1440, 'jpg'))).mtimeMs;
    // Every file of the picture as it was: none drawn again (whatever the machine's speed).
    const renditions = () =>
      Promise.all(
        PICTURE_WIDTHS.flatMap((width) =>
          (['jpg', 'webp'] as const).map((format) => file('highbay-b', width, format)),
        ).map(async (path) => (await stat(path)).mtimeMs),
      );
    const drawn = await renditions();
    const again = await renderPicture({ spec, name: 'highbay-b', alt: 'b', uploadDir });
    expect(await renditions()).toEqual(drawn);
    expect(again).toEqual({ ...first, alt: 'b' });
    await renderPicture({ spec, name: 'highbay-b', alt: 'b', uploadDir, force: true });
    expect((await stat(file('highbay-b', 1440, 'jpg'))).mtimeMs).not.toBe(before);

    // A changed drawing is a new version: new file names, the old files left alone.
    const changed = await renderPicture({ spec: { ...spec, seed: 8 }, name: 'highbay-b', alt: 'a', uploadDir });
    expect(changed.small?.src).not.toBe(first.small?.src);
    expect(existsSync(file('highbay-b', 375, 'webp', { ...spec, seed: 8 }))).toBe(true);

    const kept = (await stat(file('highbay-b', 768, 'jpg'))).mtimeMs;
    await unlink(file('highbay-b', 375, 'webp'));
    await renderPicture({ spec, name: 'highbay-b', alt: 'a', uploadDir });
    expect(existsSync(file('highbay-b', 375, 'webp'))).toBe(true);
    expect((await stat(file('highbay-b', 768, 'jpg'))).mtimeMs).toBe(kept);
    expect((await readdir(join(uploadDir, 'images'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 30_000);

  it('draws the same bytes every time, and AVIF only when asked', async () => {
    const other = await mkdtemp(join(tmpdir(), 'ostrel-media-'));
    try {
      const plan = planPicture({ scene: 'pattern', color: '#7c3aed', seed: 3 }, 'same');
      await renderPictureFiles(plan, uploadDir);
      await renderPictureFiles(plan, other);
      for (const width of PICTURE_WIDTHS)
        for (const format of ['jpg', 'webp'] as const) {
          const name = pictureFileName(plan, width, format);
          expect(
            (await readFile(join(other, 'images', name))).equals(await readFile(join(uploadDir, 'images', name))),
          ).toBe(true);
        }
      expect(existsSync(join(uploadDir, 'images', pictureFileName(plan, 375, 'avif')))).toBe(false);
      await renderPictureFiles(plan, uploadDir, { formats: ['avif'] });
      for (const width of PICTURE_WIDTHS) {
        const avif = await sharp(join(uploadDir, 'images', pictureFileName(plan, width, 'avif'))).metadata();
        expect([avif.format, avif.width, avif.height]).toEqual(['heif', width, Math.round(width / 1.6)]);
      }
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  }, 60_000);

  it('rejects names that are not plain file stems', async () => {
    await expect(renderPicture({ spec, name: '../escape', alt: '', uploadDir })).rejects.toThrow(
      /Invalid picture name/,
    );
    await expect(renderPicture({ spec, name: 'a/b', alt: '', uploadDir })).rejects.toThrow(/Invalid picture name/);
  });
});

describe('renderPictures', () => {
  it('renders a batch with bounded concurrency, in input order', async () => {
    const items = (['sector', 'pattern', 'people'] as const).map((scene, index) => ({
      spec: { scene, color: '#7c3aed', seed: index },
      name: `batch-${String(index)}`,
      alt: scene,
      uploadDir,
    }));
    const progress: number[] = [];
    const pictures = await renderPictures(items, { concurrency: 2, onProgress: (done) => progress.push(done) });
    expect(pictures.map((picture) => picture.alt)).toEqual(['sector', 'pattern', 'people']);
    expect(pictures.map((picture) => picture.medium?.src)).toEqual(
      items.map((item) => `/upload/images/${pictureFileName(planPicture(item.spec, item.name), 768, 'jpg')}`),
    );
    expect(progress).toEqual([1, 2, 3]);
  }, 30_000);
});
