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
  it('draws what is missing, says where it is on /healthz, and draws nothing the second time', async () => {
    const content = loadContent();
    const media = new SeedMedia({ uploadDir: join(dataDir, 'upload'), content: () => content });
    const db = { query: () => Promise.resolve({ rows: [] }) } as unknown as Database;
    const app = await createServer({
      db,
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      logger: false,
      media,
    });
    const health = async () => (await app.inject({ method: 'GET', url: '/healthz' })).json<{ seedPictures: string }>();
    try {
      expect((await health()).seedPictures).toBe('not started');
      const pass = media.fillInBackground();
      expect((await health()).seedPictures).toBe('drawing');
      expect((await pass).drawn).toBe(2);
      expect((await health()).seedPictures).toBe('done');
      expect(await readdir(join(dataDir, 'upload', 'images'))).toHaveLength(
        2 * PICTURE_WIDTHS.length * PICTURE_FORMATS.length,
      );

      expect((await media.fillInBackground()).drawn).toBe(0);
      expect(media.backgroundPass).toBe('done');
    } finally {
      await app.close();
    }
  }, 120_000);

  it('tells a stopped pass from a finished one', async () => {
    const content = loadContent();
    const media = new SeedMedia({ uploadDir: join(dataDir, 'stopped'), content: () => content });
    media.stop();
    expect((await media.fillInBackground()).drawn).toBe(0);
    expect(media.backgroundPass).toBe('stopped');
  });
});
