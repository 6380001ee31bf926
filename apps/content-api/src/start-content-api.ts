import { join } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrations.js';
import { seed } from './seed/seed.js';
import { createServer } from './server.js';

export interface RunningContentApi {
  /** Origin, e.g. http://127.0.0.1:40123 (the API is under /api/v1). */
  url: string;
  username: string;
  password: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A migrated, seeded content API listening on a free loopback port: for test suites here and in
 * the packages that read it. One process at a time may hold a data directory.
 */
export async function startContentApi(options: {
  dataDir: string;
  databaseUrl?: string | null;
  /** CONTENT_API_AVIF: whether AVIF renditions are drawn and served (the default: on). */
  avif?: 'on' | 'off';
}): Promise<RunningContentApi> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: options.dataDir,
    CONTENT_API_PORT: '0',
    LOG_LEVEL: 'silent',
    ...(options.avif ? { CONTENT_API_AVIF: options.avif } : {}),
    SEED_CACHE_DIR: testSeedCacheDir(),
  });
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl ?? null });
  await migrate(db, async () => {
    await seed(db, { uploadDir: join(options.dataDir, 'upload'), cacheDir: config.seedCacheDir });
  });
  const app = await createServer({ db, config, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    username: config.username,
    password: config.password,
    dataDir: options.dataDir,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The seeded database a test suite keeps between runs: the content API's own in data/test (which
 * the benchmarks also start on), the BFF's and the browser suite's each in its own folder beside it,
 * so that the suites run side by side (one process at a time may hold a data directory).
 * TEST_DATA_DIR puts them all in one folder: they must then run one after another.
 */
export function testDataDir(suite: 'content-api' | 'bff' | 'browser'): string {
  const folder = suite === 'content-api' ? 'test' : `test-${suite}`;
  return process.env.TEST_DATA_DIR ?? join(import.meta.dirname, '../../../data', folder);
}

/**
 * The seed cache the test suites share (config.ts, `seedCacheDir`), beside their data folders: a
 * run draws each seed picture and typesets each datasheet once, whichever suite needs it first.
 * SEED_CACHE_DIR, when set, names another (empty: none).
 */
export function testSeedCacheDir(): string {
  return process.env.SEED_CACHE_DIR ?? join(import.meta.dirname, '../../../data/seed-cache');
}
