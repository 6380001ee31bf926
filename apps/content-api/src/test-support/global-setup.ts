import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrations.js';
import { seed } from '../seed/seed.js';
import { createServer } from '../server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    contentApi: { url: string; username: string; password: string; dataDir: string };
  }
}

/**
 * Starts one real content API for the whole run on a free loopback port, over a seeded database
 * kept in data/test between runs (a fresh one costs seconds; reseeding happens when content changes).
 */
export default async function setup(project: TestProject) {
  const dataDir = process.env.TEST_DATA_DIR ?? join(import.meta.dirname, '../../../../data/test');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, CONTENT_API_PORT: '0', LOG_LEVEL: 'silent' });
  const db = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL ?? null });
  await migrate(db);
  await seed(db, { uploadDir: join(dataDir, 'upload') });
  const app = await createServer({ db, config, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('contentApi', { url, username: config.username, password: config.password, dataDir });
  return async () => {
    await app.close();
    await db.close();
  };
}
