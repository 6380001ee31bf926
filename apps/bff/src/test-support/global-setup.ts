import { startContentApi, testDataDir } from '@ostrel/content-api/start-content-api';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    contentApiUrl: string;
  }
}

/**
 * The real content API, seeded, for the whole run: the BFF is tested against what it wraps.
 * TEST_CONTENT_API_URL (…/api/v1, default credential) points the run at one already running.
 */
export default async function setup(project: TestProject) {
  const running = process.env.TEST_CONTENT_API_URL;
  if (running) {
    project.provide('contentApiUrl', running);
    return;
  }
  const api = await startContentApi({ dataDir: testDataDir('bff') });
  project.provide('contentApiUrl', `${api.url}/api/v1`);
  return () => api.close();
}
