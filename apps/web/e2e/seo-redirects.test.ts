import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { hostileTargets } from '../test-support/hostile-targets';
import { sharedBrowser, sharedTabs, visit, waitForHydration, addContentLink } from './support/browser';
import { get, rawGet } from './support/http';
import { appRoot } from './support/site';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

/** Every redirect the seed content holds, read from the content itself. */
const seededRedirects = (
  parse(readFileSync(join(appRoot, '..', 'content-api', 'src', 'seed', 'content', 'site.yaml'), 'utf8')) as {
    redirects: { from: string; to: string; code: number }[];
  }
).redirects;

/** The `Location` of a request sent byte for byte (paths no well-behaved client would send), or null. */
// Old addresses the seeded content API redirects (apps/content-api/src/seed/content/site.yaml).
describe('SEO redirects', () => {
  it.each([
    ['/about/company', 301, '/about'],
    ['/promo/summer', 302, '/solutions'],
    ['/en/promo/summer', 302, '/en/solutions'],
    ['/contacts?from=mail', 301, '/about'],
  ] as const)('the server answers %s with %i to %s', async (path, status, target) => {
    const response = await get(`${site}${path}`);
    expect(response.status).toBe(status);
    expect(new URL(response.headers.location ?? '', site).pathname).toBe(target);
    expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it.each(
    seededRedirects.flatMap((redirect) => [
      redirect,
      { ...redirect, from: `/en${redirect.from}`, to: `/en${redirect.to}` },
    ]),
  )('a full load of $from ($code) ends on $to, which answers 200', async ({ from, to, code }) => {
    const response = await get(`${site}${from}`);
    expect(response.status).toBe(code);
    expect(new URL(response.headers.location ?? '', site).pathname).toBe(to);
    expect((await get(`${site}${to}`)).status).toBe(200);
  });

  it('a link to every seeded old address, followed in the browser, lands on its target', async () => {
    const page = await tab();
    await visit(page, `${site}/`);
    for (const { from, to } of seededRedirects) {
      await addContentLink(page, from);
      await page.click('#content-link');
      await page.waitForURL(`${site}${to}`);
      await waitForHydration(page);
      await expect
        .poll(() => page.locator('h1').first().innerText(), { message: `${from} → ${to}` })
        .not.toBe('Страница не найдена');
    }
  });

  it('no request path, however written, gets a Location off the site', async () => {
    const paths = ['', '/ru', '/en'].flatMap((prefix) =>
      [
        ...hostileTargets.filter((target) => target.startsWith('/') && !target.includes('\n')),
        '/%2F%2Fevil.example',
        '/%2f%2fevil.example',
        '/%5Cevil.example',
        '/%5C%5Cevil.example',
        '/@evil.example',
        '/%09/evil.example',
        '/。evil.example',
      ].flatMap((target) => [`${prefix}${target}`, `${prefix}${target}/`]),
    );
    for (const path of paths) {
      // Bytes as written (tabs and backslashes too), but for what HTTP cannot carry raw: non-ASCII.
      const { status, location } = await rawGet(
        site,
        path.replace(/[^\0-\x7e]/gu, (character) => encodeURIComponent(character)),
      );
      expect(status, path).toBeGreaterThan(0);
      if (location !== null) expect(new URL(location, site).origin, `${path} → ${location}`).toBe(site);
    }
  });

  it('an unknown path the content API does not redirect stays a 404', async () => {
    expect((await get(`${site}/promo/winter`)).status).toBe(404);
  });

  it('a link to a moved page, followed in the browser, lands on the new one; back returns to where the visitor was', async () => {
    const page = await tab();
    await visit(page, `${site}/`);
    await addContentLink(page, '/promo/summer');
    await page.click('#content-link');
    await page.waitForURL(`${site}/solutions`);
    await waitForHydration(page);
    await page.goBack();
    await page.waitForURL(`${site}/`);
  });

  it('a broken link followed in the browser shows the not-found page', async () => {
    const page = await tab();
    await visit(page, `${site}/en`);
    await addContentLink(page, '/en/promo/winter');
    await page.click('#content-link');
    await page.waitForURL(`${site}/en/promo/winter`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page not found');
    await expect.poll(() => page.title()).toBe('Page not found — OSTREL');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });
});
