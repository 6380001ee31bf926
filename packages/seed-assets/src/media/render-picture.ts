import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { access, mkdir, rename } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { Picture } from '@ostrel/contract/schemas/common';
import sharp from 'sharp';
import { keepInSeedCache, takeFromSeedCache, type SeedCacheDir } from '../seed-cache.js';
import { palette, toHex } from './color.js';
import type { ImageSpec } from './image-spec.js';
import { mulberry32 } from './random.js';
import { sceneSvg } from './scenes.js';

/** The three layout widths; heights keep the 16:10 frame (234, 480, 900). */
export const PICTURE_WIDTHS = [375, 768, 1440] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export const pictureHeight = (width: number): number => Math.round(width / 1.6);

const LARGE = 1440;
const ENCODING = {
  jpeg: { quality: 80, progressive: true, mozjpeg: true },
  // Effort 3 of 6: nearly the smallest files at well under half the encoding time of the default.
  webp: { quality: 78, effort: 3 },
  // Effort 2 of 9: AVIF is drawn on demand, and higher efforts cost seconds per picture for a few per cent.
  avif: { quality: 52, effort: 2 },
  grain: { size: 256, sigma: 7, seed: 20_240_601 },
} as const;

export interface RenderPictureOptions {
  spec: ImageSpec;
  /** File stem, e.g. "catalog-linea-pro"; letters, digits, dot, dash, underscore. */
  name: string;
  alt: string;
  /** Directory served as /upload. */
  uploadDir: string;
  /** Draw and encode again even when the files are already on disk. */
  force?: boolean;
  /** Where files drawn for another data folder are kept (seed-cache.ts). */
  cacheDir?: SeedCacheDir;
}

/** The formats every picture has; AVIF is drawn only when a browser asks for it (see PictureFormat). */
export const PICTURE_FORMATS = ['jpg', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number] | 'avif';

/**
 * A picture before any pixel is drawn: its name, how to draw it, and its version — a hash of the
 * spec, the drawing code, the encoder settings and the libvips build, i.e. of everything its bytes
 * depend on. The version is part of every file name, so a URL never changes content and can be
 * cached for good, and a file on disk under that name is current by construction.
 */
export interface PicturePlan {
  name: string;
  spec: ImageSpec;
  version: string;
  /** The placeholder colour: the scene's background tone, known without drawing. */
  color: string;
}

const NAME = /^[a-z0-9][a-z0-9._-]*$/i;
const VERSION_LENGTH = 12;

export function planPicture(spec: ImageSpec, name: string): PicturePlan {
  if (!NAME.test(name) || name.includes('..'))
    throw new Error(`Invalid picture name "${name}": use letters, digits, dot, dash or underscore`);
  const version = createHash('sha256')
    .update(drawingDigest())
    .update(JSON.stringify({ spec, encoding: ENCODING, widths: PICTURE_WIDTHS, vips: sharp.versions.vips }))
    .digest('hex')
    .slice(0, VERSION_LENGTH);
  return { name, spec, version, color: toHex(palette(spec.color).deep) };
}

/** The file name of one rendition, e.g. "catalog-office.0123456789ab-768.webp". */
export function pictureFileName(plan: PicturePlan, width: number, format: PictureFormat): string {
  return `${plan.name}.${plan.version}-${String(width)}.${format}`;
}

const FILE_NAME = new RegExp(
  `^(.+)\\.([0-9a-f]{${String(VERSION_LENGTH)}})-(${PICTURE_WIDTHS.join('|')})\\.(jpg|webp|avif)$`,
);

/** Reads a rendition's file name back: what to look up to draw it on demand. */
export function parsePictureFileName(
  fileName: string,
): { name: string; version: string; width: PictureWidth; format: PictureFormat } | null {
  const match = FILE_NAME.exec(fileName);
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return null;
  return {
    name: match[1],
    version: match[2],
    width: Number(match[3]) as PictureWidth,
    format: match[4] as PictureFormat,
  };
}

/** The contract Picture of a plan; its URLs carry the version. */
export function pictureOf(plan: PicturePlan, alt: string): Picture {
  const variant = (width: number) => ({
    src: `/upload/images/${pictureFileName(plan, width, 'jpg')}`,
    webp: `/upload/images/${pictureFileName(plan, width, 'webp')}`,
  });
  return {
    alt,
    width: LARGE,
    height: pictureHeight(LARGE),
    color: plan.color,
    small: variant(375),
    medium: variant(768),
    large: variant(1440),
  };
}

/**
 * Draws a planned picture's files in the given formats at the given widths (every one unless
 * said), skipping those on disk (unless forced) and copying those the seed cache has. Each file is
 * written to a temporary name and renamed into place, so a reader, a second renderer or a kill -9
 * half-way never leaves a partial file under the real name.
 */
export async function renderPictureFiles(
  plan: PicturePlan,
  uploadDir: string,
  options: {
    formats?: readonly PictureFormat[];
    widths?: readonly PictureWidth[];
    force?: boolean;
    cacheDir?: SeedCacheDir;
  } = {},
): Promise<void> {
  const dir = join(uploadDir, 'images');
  const formats = options.formats ?? PICTURE_FORMATS;
  const cacheDir = options.cacheDir ?? null;
  const wanted = (options.widths ?? PICTURE_WIDTHS).flatMap((width) =>
    formats.map((format) => ({ width, format, path: join(dir, pictureFileName(plan, width, format)) })),
  );
  const absentNow = options.force ? wanted : await absent(wanted);
  if (absentNow.length === 0) return;

  await mkdir(dir, { recursive: true });
  // A file's name carries its version: one in the cache under that name has the bytes drawing would give.
  const cached = options.force
    ? absentNow.map(() => false)
    : await Promise.all(absentNow.map((file) => takeFromSeedCache(cacheDir, cacheName(file.path), file.path)));
  const missing = absentNow.filter((_, index) => !cached[index]);

  for (const width of PICTURE_WIDTHS) {
    const here = missing.filter((file) => file.width === width);
    if (here.length === 0) continue;
    // Each width is rasterised from the scene at its own size (a scene is vector art): the small
    // renditions cost a fraction of the large one, so a request for one draws only what it asks for.
    const rendered = await sharp(Buffer.from(sceneSvg(plan.spec, width, pictureHeight(width))))
      .flatten({ background: '#000000' })
      .composite([{ input: await grainTile(pictureHeight(width)), tile: true, blend: 'soft-light' }])
      .raw()
      .toBuffer({ resolveWithObject: true });
    const input = () => sharp(rendered.data, { raw: rendered.info });
    await Promise.all(
      here.map((file) =>
        atomically(file.path, (path) => {
          const image = input();
          const encoded =
            file.format === 'jpg'
              ? image.jpeg(ENCODING.jpeg)
              : file.format === 'webp'
                ? image.webp(ENCODING.webp)
                : image.avif(ENCODING.avif);
          return encoded.toFile(path);
        }).then(() => keepInSeedCache(cacheDir, cacheName(file.path), file.path)),
      ),
    );
  }
}

const cacheName = (path: string) => `images/${basename(path)}`;

/**
 * Renders one seed picture as JPEG + WebP at 375, 768 and 1440 px and returns the contract Picture.
 * Files already on disk under the picture's version are kept unless `force`.
 */
export async function renderPicture(options: RenderPictureOptions): Promise<Picture> {
  const plan = planPicture(options.spec, options.name);
  await renderPictureFiles(plan, options.uploadDir, { force: options.force, cacheDir: options.cacheDir });
  return pictureOf(plan, options.alt);
}

let drawing: string | undefined;

/**
 * A hash of the drawing code (this folder's sources, tests excluded). Read from src/ whether this
 * runs from src/ or dist/, so the seed CLI (tsx) and the server (dist) agree on every version.
 */
function drawingDigest(): string {
  if (drawing !== undefined) return drawing;
  const sources = resolve(import.meta.dirname, '../../src/media');
  const dir = existsSync(sources) ? sources : import.meta.dirname;
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    if (/\.(ts|js)$/.test(name) && !/\.(test|d)\.ts$|\.test\.js$/.test(name))
      hash.update(name).update(readFileSync(join(dir, name)));
  }
  drawing = hash.digest('hex');
  return drawing;
}

export interface RenderPicturesOptions {
  /** Pictures rendered at once; the default 2 keeps a small machine responsive. */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Renders many pictures with bounded concurrency; results keep the input order. */
export async function renderPictures(
  items: readonly RenderPictureOptions[],
  options: RenderPicturesOptions = {},
): Promise<Picture[]> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 2));
  const results = new Array<Picture>(items.length);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (!item) continue;
      results[index] = await renderPicture(item);
      done += 1;
      options.onProgress?.(done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * Writes through a temporary file and renames it into place, so a reader (or a second seed running
 * at the same time) never sees a half-written image.
 */
async function atomically(path: string, write: (temporary: string) => Promise<unknown>): Promise<void> {
  const temporary = `${path}.${String(process.pid)}-${String(++writes)}.tmp`;
  await write(temporary);
  await rename(temporary, path);
}
let writes = 0;

async function absent<T extends { path: string }>(files: readonly T[]): Promise<T[]> {
  const found = await Promise.all(
    files.map((file) =>
      access(file.path).then(
        () => true,
        () => false,
      ),
    ),
  );
  return files.filter((_, index) => !found[index]);
}

let grain: Promise<Buffer> | undefined;
const grainCut = new Map<number, Promise<Buffer>>();

/**
 * Film grain: a fixed, seeded noise tile blended softly over the render. It also dithers the dark
 * gradients, which would otherwise band in 8-bit JPEG and WebP. A picture lower than the tile
 * (the 375 px rendition, 234 px high) gets the tile's top rows, as a tile may not exceed its picture.
 */
function grainTile(height: number): Promise<Buffer> {
  const { size } = ENCODING.grain;
  if (height < size) {
    let cut = grainCut.get(height);
    if (!cut) {
      cut = grainTile(size).then((tile) =>
        sharp(tile).extract({ left: 0, top: 0, width: size, height }).png().toBuffer(),
      );
      grainCut.set(height, cut);
    }
    return cut;
  }
  grain ??= (() => {
    const { size, sigma, seed } = ENCODING.grain;
    const random = mulberry32(seed);
    const pixels = Buffer.alloc(size * size * 3);
    for (let index = 0; index < size * size; index += 1) {
      // Box-Muller: a Gaussian deviate, the same for all three channels (neutral grain).
      const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      const value = Math.max(0, Math.min(255, Math.round(128 + gaussian * sigma)));
      pixels.fill(value, index * 3, index * 3 + 3);
    }
    return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
      .png()
      .toBuffer();
  })();
  return grain;
}
