import { describe, expect, inject, it } from 'vitest';
import { startFaultProxy } from '../test-support/fault-proxy';
import { get } from './support/http';
import { startSite } from './support/site';

describe('the site’s process', () => {
  it('stops cleanly when the process that started it is gone (npm start killed outright)', async () => {
    const site = await startSite({
      apiUrl: inject('contentApiUrl'),
      apiUsername: inject('contentApiUsername'),
      apiPassword: inject('contentApiPassword'),
      withChannel: true,
    });
    const exited = new Promise<number | null>((resolve) => site.process.once('exit', resolve));
    // What the channel does when its other end dies.
    site.process.disconnect();
    expect(await exited).toBe(0);
    await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
  });

  it('on SIGTERM, leaves the load balancer first, finishes the requests in flight, then exits', async () => {
    const proxy = await startFaultProxy(inject('contentApiUrl'));
    const site = await startSite({
      apiUrl: proxy.url,
      apiUsername: inject('contentApiUsername'),
      apiPassword: inject('contentApiPassword'),
      settings: { SHUTDOWN_DELAY_MS: '1000', UPSTREAM_TIMEOUT_MS: '1500', RENDER_CACHE_TTL_MS: '0', CACHE_TTL_MS: '0' },
    });
    try {
      expect((await get(`${site.url}/readyz`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => site.process.once('exit', resolve));
      // A page waiting on a content API that does not answer: in flight when the signal comes.
      await proxy.setMode('stall');
      const inFlight = get(`${site.url}/about`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      site.process.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));

      const readiness = await get(`${site.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect(JSON.parse(readiness.body.toString())).toMatchObject({ status: 'draining' });
      expect((await get(`${site.url}/healthz`)).status).toBe(200);
      // The page asked for before the signal is still waiting when the server closes (after the
      // delay), and is answered in full, from empty defaults: the API stalled.
      const answered = await inFlight;
      expect(answered.status).toBeLessThan(600);
      expect(answered.body.length).toBeGreaterThan(0);
      expect(await exited).toBe(0);
      await expect(get(`${site.url}/healthz`)).rejects.toThrow();
    } finally {
      await site.close();
      await proxy.close();
    }
  });
});
