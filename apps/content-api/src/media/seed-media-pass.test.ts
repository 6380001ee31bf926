import { readdirSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from '@ostrel/seed-assets/media/render-picture';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { loadContent } from '../seed/load-content.js';
import type * as MediaJobs from '../seed/media-jobs.js';
import { createServer } from '../server.js';
import { SeedMedia } from './seed-media.js';

// Two of the seed's pictures stand for all of them, so a whole pass takes seconds.
vi.mock('../seed/media-jobs.js', async (importOriginal) => {
  const actual = await importOriginal<typeof MediaJobs>();
  return {
    ...actual,
    imageJobs: (content: Parameters<typeof actual.imageJobs>[0]) =>
      actual.imageJobs(content).filter((job) => ['solutions-default', 'career-main'].includes(job.name)),
  };
});

let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'content-api-pass-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the background pass over the seed pictures', () => {
  it('draws what is missing, says on /healthz where it is and what is still drawing (an AVIF asked for too)', async () => {
    const content = loadContent();
    const media = new SeedMedia({ uploadDir: join(dataDir, 'upload'), content: () => content });
    const db = { query: () => Promise.resolve({ rows: [] }) } as unknown as Database;
    const app = await createServer({
      db,
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      logger: false,
      media,
    });
    const health = async () =>
      (await app.inject({ method: 'GET', url: '/healthz' })).json<{
        seedPictures: { pass: string; drawing: number };
      }>();
    try {
      expect((await health()).seedPictures).toEqual({ pass: 'not started', drawing: 0 });
      const pass = media.fillInBackground();
      expect((await health()).seedPictures.pass).toBe('drawing');
      expect((await pass).drawn).toBe(2);
      expect((await health()).seedPictures).toEqual({ pass: 'done', drawing: 0 });
      expect(await readdir(join(dataDir, 'upload', 'images'))).toHaveLength(
        2 * PICTURE_WIDTHS.length * PICTURE_FORMATS.length,
      );

      expect((await media.fillInBackground()).drawn).toBe(0);
      expect(media.drawingState.pass).toBe('done');

      // A browser that takes AVIF queues that rendition: counted until it is drawn.
      const webp = readdirSync(join(dataDir, 'upload', 'images')).find((name) => name.endsWith('.webp'));
      const asked = await app.inject({
        method: 'GET',
        url: `/upload/images/${String(webp)}`,
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      expect(asked.headers['content-type']).toBe('image/webp');
      expect((await health()).seedPictures).toEqual({ pass: 'done', drawing: 1 });
      await vi.waitFor(async () => {
        expect((await health()).seedPictures).toEqual({ pass: 'done', drawing: 0 });
      }, 60_000);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('tells a stopped pass from a finished one', async () => {
    const content = loadContent();
    const media = new SeedMedia({ uploadDir: join(dataDir, 'stopped'), content: () => content });
    media.stop();
    expect((await media.fillInBackground()).drawn).toBe(0);
    expect(media.drawingState.pass).toBe('stopped');
  });
});
