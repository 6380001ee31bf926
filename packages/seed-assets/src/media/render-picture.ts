import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Picture } from '@ostrel/contract/schemas/common';
import sharp from 'sharp';
import type { ImageSpec } from './image-spec.js';
import { mulberry32 } from './random.js';
import { sceneSvg } from './scenes.js';

/** The three layout widths; heights keep the 16:10 frame (234, 480, 900). */
export const PICTURE_WIDTHS = [375, 768, 1440] as const;
export const pictureHeight = (width: number): number => Math.round(width / 1.6);

const LARGE = 1440;
const ENCODING = {
  jpeg: { quality: 80, progressive: true, mozjpeg: true },
  // Effort 3 of 6: nearly the smallest files at well under half the encoding time of the default.
  webp: { quality: 78, effort: 3 },
  grain: { size: 256, sigma: 7, seed: 20_240_601 },
} as const;

export interface RenderPictureOptions {
  spec: ImageSpec;
  /** File stem, e.g. "catalog-linea-pro"; letters, digits, dot, dash, underscore. */
  name: string;
  alt: string;
  /** Directory served as /upload. */
  uploadDir: string;
  /** Draw and encode again even when the files on disk match the drawing. */
  force?: boolean;
}

interface Sidecar {
  hash: string;
  color: string;
}

const NAME = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * Renders one seed picture as JPEG + WebP at 375, 768 and 1440 px and returns the contract Picture.
 * A sidecar `${name}.json` remembers the hash of the SVG and encoder settings, so reseeding skips
 * pictures whose drawing has not changed.
 */
export async function renderPicture(options: RenderPictureOptions): Promise<Picture> {
  const { spec, name, alt, uploadDir } = options;
  if (!NAME.test(name) || name.includes('..'))
    throw new Error(`Invalid picture name "${name}": use letters, digits, dot, dash or underscore`);
  const dir = join(uploadDir, 'images');
  const svg = sceneSvg(spec, LARGE, pictureHeight(LARGE));
  const hash = createHash('sha256')
    .update(JSON.stringify({ svg, encoding: ENCODING, widths: PICTURE_WIDTHS }))
    .digest('hex')
    .slice(0, 20);
  const sidecarPath = join(dir, `${name}.json`);
  const files = PICTURE_WIDTHS.flatMap((width) => [
    join(dir, `${name}-${String(width)}.jpg`),
    join(dir, `${name}-${String(width)}.webp`),
  ]);

  const cached = options.force ? null : await readSidecar(sidecarPath);
  if (cached?.hash === hash && (await allExist(files))) return picture(name, alt, cached.color);

  await mkdir(dir, { recursive: true });
  const rendered = await sharp(Buffer.from(svg))
    .flatten({ background: '#000000' })
    .composite([{ input: await grainTile(), tile: true, blend: 'soft-light' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  let color = '#000000';
  for (const width of PICTURE_WIDTHS) {
    // Resize once to raw pixels, then encode both formats from the same buffer.
    const sized =
      width === rendered.info.width
        ? rendered
        : await sharp(rendered.data, { raw: rendered.info })
            .resize(width, pictureHeight(width), { fit: 'cover', kernel: 'lanczos3' })
            .raw()
            .toBuffer({ resolveWithObject: true });
    const input = () =>
      sharp(sized.data, { raw: { width: sized.info.width, height: sized.info.height, channels: sized.info.channels } });
    const stem = join(dir, `${name}-${String(width)}`);
    await Promise.all([
      atomically(`${stem}.jpg`, (path) => input().jpeg(ENCODING.jpeg).toFile(path)),
      atomically(`${stem}.webp`, (path) => input().webp(ENCODING.webp).toFile(path)),
    ]);
    if (width === PICTURE_WIDTHS[0]) {
      // The small rendition is plenty for the placeholder colour and far cheaper to analyse.
      const { dominant } = await input().stats();
      color = `#${[dominant.r, dominant.g, dominant.b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
    }
  }
  // Written last: a render interrupted half-way is redone next time.
  await atomically(sidecarPath, (path) => writeFile(path, `${JSON.stringify({ hash, color } satisfies Sidecar)}\n`));
  return picture(name, alt, color);
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

function picture(name: string, alt: string, color: string): Picture {
  const variant = (width: number) => ({
    src: `/upload/images/${name}-${String(width)}.jpg`,
    webp: `/upload/images/${name}-${String(width)}.webp`,
  });
  return {
    alt,
    width: LARGE,
    height: pictureHeight(LARGE),
    color,
    small: variant(375),
    medium: variant(768),
    large: variant(1440),
  };
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

async function readSidecar(path: string): Promise<Sidecar | null> {
  try {
    const value: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (
      typeof value === 'object' &&
      value !== null &&
      'hash' in value &&
      'color' in value &&
      typeof value.hash === 'string' &&
      typeof value.color === 'string'
    ) {
      return { hash: value.hash, color: value.color };
    }
    return null;
  } catch {
    return null;
  }
}

async function allExist(paths: readonly string[]): Promise<boolean> {
  try {
    await Promise.all(paths.map((path) => access(path)));
    return true;
  } catch {
    return false;
  }
}

let grain: Promise<Buffer> | undefined;

/**
 * Film grain: a fixed, seeded noise tile blended softly over the render. It also dithers the dark
 * gradients, which would otherwise band in 8-bit JPEG and WebP.
 */
function grainTile(): Promise<Buffer> {
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
