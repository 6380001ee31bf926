import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeGeo } from './fake-geo';
import { assertBuilt, startSite } from './site';
import { testCertificate, type TestCertificate } from './tls-proxy';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production site under test, http://localhost:<port>. */
    siteUrl: string;
    /** The content API it reads, `…/api/v1`, and its credential (empty: the defaults). */
    contentApiUrl: string;
    contentApiUsername: string;
    contentApiPassword: string;
    /** A certificate for localhost that this run's test processes trust (e2e/https.test.ts). */
    tlsCertificate: TestCertificate;
    /** The fake geo-IP service's lookup template. */
    geoLookupUrl: string;
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
    // Test files run in worker processes started after this: they trust the run's certificate as
    // a real one (MDN's Observatory grades HSTS only over a verified connection).
    const certificateFolder = await mkdtemp(join(tmpdir(), 'e2e-tls-'));
    cleanups.push(() => rm(certificateFolder, { recursive: true, force: true }));
    const certificatePath = join(certificateFolder, 'localhost.pem');
    const certificate = await testCertificate(certificatePath);
    process.env.NODE_EXTRA_CA_CERTS = certificatePath;
    project.provide('tlsCertificate', certificate);

    let contentApiUrl = process.env.TEST_CONTENT_API_URL;
    let username = '';
    let password = '';
    if (!contentApiUrl) {
      const { startContentApi, testDataDir } = await import('@ostrel/content-api/start-content-api');
      // No AVIF: no browser spec reads it (the content API's own tests do), and on a fresh data
      // folder it would be drawn for every picture the pages show (about 240 in a run, 0.8 s each),
      // beside the browser. The JPEG and WebP every page loads are drawn once, on first request.
      const api = await startContentApi({ dataDir: testDataDir('browser'), avif: 'off' });
      cleanups.push(() => api.close());
      contentApiUrl = `${api.url}/api/v1`;
      username = api.username;
      password = api.password;
      // Every site a test starts (a production process: it needs the password set) reads this API.
      process.env.API_USERNAME = username;
      process.env.API_PASSWORD = password;
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
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
