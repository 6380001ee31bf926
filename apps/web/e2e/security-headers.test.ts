import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { observatoryResults } from './support/observatory';
import { desktop, openPage, sharedBrowser, sharedTabs, waitForHydration } from './support/browser';
import { frame } from './support/frame';
import { get } from './support/http';
import { startSite } from './support/site';
import { pageKinds, sitemapPaths } from '../test-support/sitemap';
import { shownToast } from './support/toasts';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

/** What the browser refused under the page's policy, from the moment the page starts. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text().slice(0, 160));
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.effectiveDirective} refused ${event.blockedURI}`);
    });
  });
  return async () => {
    await page.evaluate(() => undefined);
    return [...new Set(refused)];
  };
}

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** A policy's sources for one directive (none when it has no such directive). */
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.split(' ')[0] === name)
    ?.split(' ')
    .slice(1) ?? [];

/** The text of each inline script in `html` that a browser would run (not a file, not a data block). */
function executableInlineScripts(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const scriptTypes = ['', 'module', 'text/javascript', 'application/javascript'];
    return [...new DOMParser().parseFromString(source, 'text/html').scripts]
      .filter((script) => !script.hasAttribute('src') && scriptTypes.includes(script.type.trim().toLowerCase()))
      .map((script) => script.text);
  }, html);
}

describe('security headers', () => {
  // MDN's HTTP Observatory, its own tests run here against the site. Over plain HTTP the tests of
  // HTTPS (the redirection to it, HSTS, Secure cookies) do not apply.
  it('passes every test of MDN’s HTTP Observatory that applies over plain HTTP, with no penalty', async () => {
    const results = await observatoryResults(site, ['redirection', 'strict-transport-security', 'cookies']);
    // Ten tests in the Observatory, three of them left out.
    expect(results).toHaveLength(7);
    expect(results.map(({ test, pass, scoreModifier }) => ({ test, pass, penalty: scoreModifier < 0 }))).toEqual(
      results.map(({ test }) => ({ test, pass: true, penalty: false })),
    );
    const result = (name: string) => results.find((entry) => entry.test === name)?.result;
    // Inline styles allowed (React's style attributes), inline scripts only by hash.
    expect(result('content-security-policy')).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(result('x-frame-options')).toBe('x-frame-options-implemented-via-csp');
    expect(result('x-content-type-options')).toBe('x-content-type-options-nosniff');
    expect(result('referrer-policy')).toBe('referrer-policy-private');
  });

  it.each([
    ['a page', '/', /script-src 'self' 'sha256-/],
    ['the not-found page', '/en/no-such-page', /script-src 'self' 'sha256-/],
    ['a redirect', '/ru/about', /^default-src 'none'/],
    ['a script', null, /^default-src 'none'/],
    ['robots.txt', '/robots.txt', /^default-src 'none'/],
    ['the GraphQL API', '/graphql?query=%7B__typename%7D', /^default-src 'none'/],
  ])('sends the headers with %s', async (_what, path, policy) => {
    const target =
      path ?? /"(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${site}/`)).text())?.[1] ?? '/no-script-found';
    const response = await get(`${site}${target}`);
    expect(response.status).toBeLessThan(500);
    expect(response.headers['content-security-policy']).toMatch(policy);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(self\)/);
    // Over plain HTTP there is no HSTS to send.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves stored files to be shown, never run, and lets other sites show its pictures', async () => {
    const html = await (await fetch(`${site}/catalog/office`)).text();
    const picture = /"(\/upload\/[^"\s,]+)/.exec(html)?.[1];
    expect(picture).toBeDefined();
    const response = await get(`${site}${picture!}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toBe("script-src 'none'; frame-ancestors 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it(
    'runs every kind of page, in both languages, with nothing refused by its policy',
    { timeout: 180_000 },
    async () => {
      const kinds = pageKinds(await sitemapPaths(site));
      const { context, page } = await openPage(browser(), { viewport: desktop });
      const violations = await watchViolations(page);
      const refused: string[] = [];
      for (const path of kinds.flatMap(({ ru, en }) => [ru, en]).filter((path) => path !== undefined)) {
        await page.goto(`${site}${path}`);
        await waitForHydration(page);
        refused.push(...(await violations()).map((violation) => `${path}: ${violation}`));
      }
      await context.close();
      expect(kinds.length).toBeGreaterThan(30);
      expect([...new Set(refused)]).toEqual([]);
    },
  );

  it(
    'allows by hash exactly the inline scripts the site wrote into each kind of page, in both languages',
    { timeout: 60_000 },
    async () => {
      const kinds = pageKinds(await sitemapPaths(site));
      const page = await tab({ viewport: desktop });
      const sources = { allowed: [] as string[], needed: [] as string[] };
      for (const path of kinds.flatMap(({ ru, en }) => [ru, en]).filter((path) => path !== undefined)) {
        const response = await fetch(`${site}${path}`);
        const allowed = directive(response.headers.get('content-security-policy') ?? '', 'script-src');
        // The browser's parser reads the page, unrun: its inline scripts as the browser would run them.
        const inline = (await executableInlineScripts(page, await response.text())).map(sha256);
        sources.allowed.push(`${path}: ${[...new Set(allowed)].sort().join(' ')}`);
        sources.needed.push(`${path}: ${[...new Set(["'self'", ...inline])].sort().join(' ')}`);
      }
      expect(kinds.length).toBeGreaterThan(30);
      expect(sources.allowed).toEqual(sources.needed);
    },
  );

  it('refuses an inline script injected into a page’s content, and runs the page’s own', async () => {
    const { context, page } = await openPage(browser(), { viewport: desktop });
    await page.addInitScript(() => {
      const refused: string[] = [];
      Object.assign(window, { refused });
      document.addEventListener('securitypolicyviolation', (event) => {
        refused.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    const injectedScript = 'window.injectedScriptRan = true';
    let allowed: string[] = [];
    // The page as the site serves it, under its own policy, with a script in its content.
    await page.route(`${site}/catalog/office`, async (route) => {
      const response = await route.fetch();
      const policy = response.headers()['content-security-policy'] ?? '';
      allowed = directive(policy, 'script-src');
      const html = (await response.text()).replace(
        /<main\b[^>]*>/,
        (main) => `${main}<script>${injectedScript}</script>`,
      );
      await route.fulfill({
        status: response.status(),
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy },
        body: html,
      });
    });
    await page.goto(`${site}/catalog/office`);
    await waitForHydration(page);
    expect(await executableInlineScripts(page, await page.content())).toContain(injectedScript);
    expect(allowed).not.toContain(sha256(injectedScript));
    expect(await page.evaluate(() => (window as { injectedScriptRan?: boolean }).injectedScriptRan)).toBeUndefined();
    // Refused: that script, and nothing else.
    expect(await page.evaluate(() => (window as { refused?: string[] }).refused)).toEqual(['script-src-elem inline']);
    await context.close();
  });

  it('shows a toast (notistack’s styles) and opens the search panel with nothing refused', async () => {
    const { context, page } = await openPage(browser(), { viewport: desktop });
    const violations = await watchViolations(page);
    await page.goto(`${site}/catalog/office`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'В избранное: PLATO', exact: true }).click();
    const toast = page.locator(shownToast);
    await toast.waitFor({ state: 'visible' });
    // Positioned by notistack's own runtime styles: at the top right, not in the page's flow.
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeLessThan(200);
    expect(box.x + box.width).toBeGreaterThan(desktop.width - 100);
    const { searchToggle, search, searchText } = frame(page);
    await searchToggle.click();
    await search.waitFor({ state: 'visible' });
    await searchText.fill('plato');
    await searchText.press('Enter');
    await page.waitForURL(/\/search\?/);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('serves no GraphiQL and no introspection in production', async () => {
    const page = await fetch(`${site}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).not.toMatch(/html/);
    const introspection = await fetch(
      `${site}/graphql?query=${encodeURIComponent('{ __schema { queryType { name } } }')}`,
    );
    expect(JSON.stringify(await introspection.json())).toMatch(/introspection has been disabled/);
  });

  it('runs GraphiQL, where switched on, under a policy of its own with nothing refused', async () => {
    const withGraphiql = await startSite({
      apiUrl: inject('contentApiUrl'),
      apiUsername: inject('contentApiUsername'),
      apiPassword: inject('contentApiPassword'),
      settings: { GRAPHIQL: 'true' },
    });
    const { context, page } = await openPage(browser(), { viewport: desktop });
    try {
      const violations = await watchViolations(page);
      const response = await page.goto(`${withGraphiql.url}/graphql`);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'sha256-/);
      await page.locator('.graphiql-container').first().waitFor({ state: 'visible', timeout: 15_000 });
      expect(await violations()).toEqual([]);
    } finally {
      await context.close();
      await withGraphiql.close();
    }
  });
});
