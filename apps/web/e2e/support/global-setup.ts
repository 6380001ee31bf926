import type { TestProject } from 'vitest/node';
import { startFakeGeo } from './fake-geo';
import { assertBuilt, startSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production site under test, http://localhost:<port>. */
    siteUrl: string;
    /** The content API it reads, `…/api/v1`, and its credential (empty: the defaults). */
    contentApiUrl: string;
    contentApiUsername: string;
    contentApiPassword: string;
    /** The fake geo-IP service: its lookup template and where it tells its call count. */
    geoLookupUrl: string;
    geoCallsUrl: string;
  }
}

/**
 * The real things for the whole run: the seeded content API (or the one TEST_CONTENT_API_URL
 * names), a fake geo-IP service on loopback, and the production build of the site as a child
 * process, started the way operators start it.
 */
export default async function setup(project: TestProject) {
  assertBuilt();
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    let contentApiUrl = process.env.TEST_CONTENT_API_URL;
    let username = '';
    let password = '';
    if (!contentApiUrl) {
      const { startContentApi, testDataDir } = await import('@ostrel/content-api/start-content-api');
      const api = await startContentApi({ dataDir: testDataDir });
      cleanups.push(() => api.close());
      contentApiUrl = `${api.url}/api/v1`;
      username = api.username;
      password = api.password;
    }
    const geo = await startFakeGeo();
    cleanups.push(() => geo.close());
    const site = await startSite({
      apiUrl: contentApiUrl,
      apiUsername: username,
      apiPassword: password,
      geoLookupUrl: geo.lookupUrl,
    });
    cleanups.push(() => site.close());

    project.provide('siteUrl', site.url);
    project.provide('contentApiUrl', contentApiUrl);
    project.provide('contentApiUsername', username);
    project.provide('contentApiPassword', password);
    project.provide('geoLookupUrl', geo.lookupUrl);
    project.provide('geoCallsUrl', geo.callsUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
