import type { TestProject } from 'vitest/node';
import { startContentApi, testDataDir } from '../start-content-api.js';

declare module 'vitest' {
  export interface ProvidedContext {
    contentApi: { url: string; username: string; password: string; dataDir: string };
  }
}

/** One real content API for the whole run, over the seeded test database (reseeded when content changes). */
export default async function setup(project: TestProject) {
  const api = await startContentApi({
    dataDir: testDataDir('content-api'),
    databaseUrl: process.env.TEST_DATABASE_URL ?? null,
  });
  project.provide('contentApi', { url: api.url, username: api.username, password: api.password, dataDir: api.dataDir });
  return () => api.close();
}
