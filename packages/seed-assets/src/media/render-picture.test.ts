import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Picture } from '@ostrel/contract/schemas/common';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageSpec } from './image-spec.js';
import { PICTURE_WIDTHS, renderPicture, renderPictures } from './render-picture.js';

let uploadDir = '';
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'ostrel-media-'));
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

const spec: ImageSpec = { scene: 'product', shape: 'highbay', color: '#0891b2', seed: 7 };
const file = (name: string, width: number, extension: string) =>
  join(uploadDir, 'images', `${name}-${String(width)}.${extension}`);

describe('renderPicture', () => {
  it('writes JPEG and WebP at 375, 768 and 1440 px and returns the contract Picture', async () => {
    const picture = await renderPicture({ spec, name: 'highbay-a', alt: 'High-bay luminaire', uploadDir });
    expect(Picture.parse(picture)).toEqual(picture);
    expect(picture).toMatchObject({ alt: 'High-bay luminaire', width: 1440, height: 900 });
    expect(picture.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(picture.small).toEqual({
      src: '/upload/images/highbay-a-375.jpg',
      webp: '/upload/images/highbay-a-375.webp',
    });
    expect(picture.large?.webp).toBe('/upload/images/highbay-a-1440.webp');
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

  it('skips pictures already rendered from the same spec unless forced, and redoes changed or incomplete ones', async () => {
    const first = await renderPicture({ spec, name: 'highbay-b', alt: 'a', uploadDir });
    const before = (await stat(file('highbay-b', 1440, 'jpg'))).mtimeMs;
    const started = performance.now();
    const again = await renderPicture({ spec, name: 'highbay-b', alt: 'b', uploadDir });
    expect(performance.now() - started).toBeLessThan(150);
    expect((await stat(file('highbay-b', 1440, 'jpg'))).mtimeMs).toBe(before);
    expect(again).toEqual({ ...first, alt: 'b' });
    await renderPicture({ spec, name: 'highbay-b', alt: 'b', uploadDir, force: true });
    expect((await stat(file('highbay-b', 1440, 'jpg'))).mtimeMs).not.toBe(before);

    const sidecar = await readFile(join(uploadDir, 'images', 'highbay-b.json'), 'utf8');
    await renderPicture({ spec: { ...spec, seed: 8 }, name: 'highbay-b', alt: 'a', uploadDir });
    expect(await readFile(join(uploadDir, 'images', 'highbay-b.json'), 'utf8')).not.toBe(sidecar);

    await unlink(file('highbay-b', 375, 'webp'));
    await renderPicture({ spec: { ...spec, seed: 8 }, name: 'highbay-b', alt: 'a', uploadDir });
    expect(existsSync(file('highbay-b', 375, 'webp'))).toBe(true);
  }, 30_000);

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
    expect(pictures.map((picture) => picture.medium?.src)).toEqual([
      '/upload/images/batch-0-768.jpg',
      '/upload/images/batch-1-768.jpg',
      '/upload/images/batch-2-768.jpg',
    ]);
    expect(progress).toEqual([1, 2, 3]);
  }, 30_000);
});
