import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { get, parseSetCookies } from './support/http';
import { observatoryScan } from './support/observatory';
import { startSite, type RunningSite } from './support/site';
import { startTlsProxy, type TlsProxy } from './support/tls-proxy';

let proxy: TlsProxy;
let site: RunningSite;
let secureOrigin = '';
let plainOrigin = '';

/**
 * The site as deployed: behind a proxy that terminates TLS (with a certificate this run's
 * processes trust) and passes plain-HTTP visitors on too, with `PUBLIC_URL` on https.
 */
beforeAll(async () => {
  proxy = await startTlsProxy(inject('tlsCertificate'));
  secureOrigin = `https://localhost:${String(proxy.httpsPort)}`;
  plainOrigin = `http://localhost:${String(proxy.httpPort)}`;
  site = await startSite({
    apiUrl: inject('contentApiUrl'),
    apiUsername: inject('contentApiUsername'),
    apiPassword: inject('contentApiPassword'),
    settings: { PUBLIC_URL: secureOrigin, TRUST_PROXY: '1' },
  });
  proxy.forwardTo(site.url);
});

afterAll(async () => {
  await site.close();
  await proxy.close();
});

describe('served over HTTPS', () => {
  it.each([
    ['/', 301],
    ['/en/catalog/office?sort=power&order=desc', 301],
    ['/graphql?query=%7B__typename%7D', 301],
  ])('sends a plain-HTTP visitor of %s to the same address over HTTPS', async (path, status) => {
    const response = await get(`${plainOrigin}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.location).toBe(`${secureOrigin}${path}`);
  });

  it('keeps a form posted over plain HTTP a POST on its way to HTTPS (308)', async () => {
    const response = await fetch(`${plainOrigin}/news`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'anna@example.org' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${secureOrigin}/news`);
  });

  it('answers over HTTPS with HSTS, Secure cookies and a policy that upgrades requests', async () => {
    const response = await get(`${secureOrigin}/en/catalog/office?utm_source=mailing`);
    expect(response.status).toBe(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
    const cookies = parseSetCookies(response.setCookies);
    expect([...cookies.keys()]).toEqual(expect.arrayContaining(['lt_userId', 'theme', 'utm_source']));
    for (const [name, { attributes }] of cookies) expect(attributes.has('secure'), name).toBe(true);
    // Every other answer carries HSTS too: a script, robots.txt, the GraphQL API.
    for (const path of ['/robots.txt', '/graphql?query=%7B__typename%7D', '/no-such-page']) {
      expect((await get(`${secureOrigin}${path}`)).headers['strict-transport-security'], path).toMatch(
        /^max-age=63072000/,
      );
    }
  });

  it('is served as it is to what asks the site itself, without the proxy (a health check)', async () => {
    expect((await get(`${site.url}/healthz`)).status).toBe(200);
  });

  it('grades A+ on MDN’s HTTP Observatory, every one of its tests passed', { timeout: 60_000 }, async () => {
    const { grade, score, results } = await observatoryScan('localhost', {
      httpPort: proxy.httpPort,
      httpsPort: proxy.httpsPort,
    });
    expect(results).toHaveLength(10);
    expect(results.filter(({ pass }) => !pass)).toEqual([]);
    const result = (name: string) => results.find((entry) => entry.test === name)?.result;
    expect(result('redirection')).toBe('redirection-to-https');
    expect(result('strict-transport-security')).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(result('cookies')).toMatch(/^cookies-secure/);
    expect(score).toBeGreaterThanOrEqual(100);
    expect(grade).toBe('A+');
  });
});
