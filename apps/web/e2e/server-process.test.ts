import { describe, expect, inject, it } from 'vitest';
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
});
