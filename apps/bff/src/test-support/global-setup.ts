import { startContentApi, testDataDir } from '@ostrel/content-api/start-content-api';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    contentApiUrl: string;
  }
}

/** The real content API, seeded, for the whole run: the BFF is tested against what it wraps. */
export default async function setup(project: TestProject) {
  const api = await startContentApi({ dataDir: testDataDir });
  project.provide('contentApiUrl', `${api.url}/api/v1`);
  return () => api.close();
}
