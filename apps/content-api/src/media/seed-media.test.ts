import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  pictureFileName,
  planPicture,
  renderPicture,
  renderPictureFiles,
} from '@ostrel/seed-assets/media/render-picture';
import type * as RenderPicture from '@ostrel/seed-assets/media/render-picture';
import { writeModelDocuments } from '@ostrel/seed-assets/documents/write-documents';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { generateModels } from '../seed/generate/models.js';
import { loadContent, type Content } from '../seed/load-content.js';
import { imageJobs } from '../seed/media-jobs.js';
import { createServer } from '../server.js';
import { SeedMedia } from './seed-media.js';

// Counts the drawings while drawing for real.
vi.mock('@ostrel/seed-assets/media/render-picture', async (importOriginal) => {
  const actual = await importOriginal<typeof RenderPicture>();
  return { ...actual, renderPictureFiles: vi.fn(actual.renderPictureFiles) };
});

let dataDir = '';
let otherDir = '';
let app: FastifyInstance;
let media: SeedMedia;
let content: Content;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'content-api-media-'));
  otherDir = await mkdtemp(join(tmpdir(), 'content-api-media-'));
  content = loadContent();
  // Picture and document requests never touch the database.
  const db = {} as Database;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  media = new SeedMedia({ uploadDir: join(dataDir, 'upload'), content: () => content });
  app = await createServer({ db, config, logger: false, media });
});
afterAll(async () => {
  await app.close();
  media.stop();
  // An AVIF drawn after its request may still be writing into the folder: retry while it finishes.
  await Promise.all(
    [dataDir, otherDir].map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })),
  );
});

const job = (name: string) => {
  const found = imageJobs(content).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no seed picture ${name}`);
  return planPicture(found.spec, found.name);
};
const url = (plan: ReturnType<typeof planPicture>, width: number, format: 'jpg' | 'webp' | 'avif') =>
  `/upload/images/${pictureFileName(plan, width, format)}`;

describe('seed pictures drawn on demand', () => {
  it('draws the rendition a request asks for, the same bytes the seed would have drawn, once for concurrent requests', async () => {
    const plan = job('solutions-default');
    const drawings = vi.mocked(renderPictureFiles).mock.calls.length;
    const asked = [
      [375, 'webp'],
      [375, 'webp'],
      [1440, 'jpg'],
      [375, 'webp'],
      [1440, 'jpg'],
    ] as const;
    const answers = await Promise.all(
      asked.map(([width, format]) => app.inject({ method: 'GET', url: url(plan, width, format) })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Two renditions asked for, each drawn once; nothing else drawn for them.
    expect(vi.mocked(renderPictureFiles).mock.calls.length - drawings).toBe(2);
    expect(await media.has(pictureFileName(plan, 768, 'webp'))).toBe(false);
    expect(await media.has(pictureFileName(plan, 375, 'jpg'))).toBe(false);

    // What `pnpm seed --rerender` draws, elsewhere: byte for byte the same files.
    await renderPicture({ spec: plan.spec, name: plan.name, alt: '', uploadDir: otherDir });
    for (const width of PICTURE_WIDTHS)
      for (const format of PICTURE_FORMATS) {
        const served = await app.inject({ method: 'GET', url: url(plan, width, format) });
        const drawn = await readFile(join(otherDir, 'images', pictureFileName(plan, width, format)));
        expect(served.rawPayload.equals(drawn), `${String(width)}.${format}`).toBe(true);
      }
  }, 120_000);

  it('caches versioned pictures for good, and refuses versions the content does not have', async () => {
    const plan = job('career-main');
    const answer = await app.inject({ method: 'GET', url: url(plan, 375, 'jpg') });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = answer.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: url(plan, 375, 'jpg'), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const stale = url({ ...plan, version: '0123456789ab' }, 375, 'jpg');
    expect((await app.inject({ method: 'GET', url: stale })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/upload/images/no-such-picture-375.jpg' })).statusCode).toBe(404);
  }, 60_000);

  it('answers a WebP URL with AVIF once drawn, to browsers that take it, and says it varies by Accept', async () => {
    const plan = job('internship-teaser');
    const accept = 'image/avif,image/webp,*/*';
    const first = await app.inject({ method: 'GET', url: url(plan, 768, 'webp'), headers: { accept } });
    expect(first.statusCode).toBe(200);
    // Not drawn yet: the WebP now, the AVIF drawn behind the requests.
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers.vary).toBe('accept');

    let avif = first;
    for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
      avif = await app.inject({ method: 'GET', url: url(plan, 768, 'webp'), headers: { accept } });
      if (avif.headers['content-type'] === 'image/avif') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('accept');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.rawPayload.length).toBeLessThan(first.rawPayload.length);

    const webp = await app.inject({
      method: 'GET',
      url: url(plan, 768, 'webp'),
      headers: { accept: 'image/webp,*/*' },
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('accept');
  }, 120_000);
});

describe('with AVIF off (CONTENT_API_AVIF)', () => {
  it('answers a WebP URL with WebP whatever the browser takes, and draws no AVIF', async () => {
    const offMedia = new SeedMedia({ uploadDir: join(dataDir, 'upload'), content: () => content });
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', CONTENT_API_AVIF: 'off' });
    const off = await createServer({ db: {} as Database, config, logger: false, media: offMedia });
    try {
      const plan = job('solutions-default');
      const answer = await off.inject({
        method: 'GET',
        url: url(plan, 375, 'webp'),
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers.vary).toBeUndefined();
      expect(offMedia.drawingState.drawing).toBe(0);
      expect(await offMedia.has(pictureFileName(plan, 375, 'avif'))).toBe(false);
    } finally {
      await off.close();
      offMedia.stop();
    }
  }, 60_000);
});

describe('seed documents written on demand', () => {
  it('writes a document missing from disk on its request, and lets it be revalidated', async () => {
    const path = 'docs/avenue/avenue-40-730-datasheet-en.pdf';
    const answer = await app.inject({ method: 'GET', url: `/upload/${path}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('public, max-age=600');
    expect(answer.headers.etag).toBeTruthy();
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ method: 'GET', url: '/upload/docs/avenue/nothing.pdf' })).statusCode).toBe(404);
  }, 60_000);

  it('writes an office luminaire’s datasheet with its declared UGR, byte for byte as the seed writes it', async () => {
    const model = generateModels(content.catalog).find((candidate) => candidate.nkCode === 'plato-25-830')!;
    expect(model.technical.ugr).toBe(19);
    const path = `docs/plato/${model.nkCode}-datasheet-ru.pdf`;
    const answer = await app.inject({ method: 'GET', url: `/upload/${path}` });
    expect(answer.statusCode).toBe(200);
    const housing = content.catalog.series.find((series) => series.gnkCode === 'plato')!.models.housing;
    await writeModelDocuments(model, join(otherDir, 'upload'), { housing });
    expect(answer.rawPayload.equals(await readFile(join(otherDir, 'upload', path)))).toBe(true);
  }, 60_000);
});
