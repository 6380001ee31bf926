import { describe, expect, inject, it } from 'vitest';
import { openPage, reloadMarker, sharedBrowser, visit, waitForHydration, addContentLink } from './support/browser';
import { get } from './support/http';

const site = inject('siteUrl');
const browser = sharedBrowser();

// Old addresses the seeded content API redirects (apps/content-api/src/seed/content/site.yaml).
describe('SEO redirects', () => {
  it.each([
    ['/about/company', 301, '/about'],
    ['/promo/summer', 302, '/news'],
    ['/en/promo/summer', 302, '/en/news'],
    ['/contacts?from=mail', 301, '/about'],
  ] as const)('the server answers %s with %i to %s', async (path, status, target) => {
    const response = await get(`${site}${path}`);
    expect(response.status).toBe(status);
    expect(new URL(response.headers.location ?? '', site).pathname).toBe(target);
    expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it('an unknown path the content API does not redirect stays a 404', async () => {
    expect((await get(`${site}/promo/winter`)).status).toBe(404);
  });

  it('client navigation to a moved page follows the redirect in the browser; back returns to where the visitor was', async () => {
    const { context, page } = await openPage(browser());
    await visit(page, `${site}/`);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await addContentLink(page, '/promo/summer');
    await page.click('#content-link');
    await page.waitForURL(`${site}/news`);
    await waitForHydration(page);
    // The old address was never loaded as a document: the router asked for its data and replaced it.
    expect(documents).not.toContain('/promo/summer');
    await page.goBack();
    await page.waitForURL(`${site}/`);
    await context.close();
  });

  it('a broken link followed in the browser shows the not-found page without a full reload', async () => {
    const { context, page } = await openPage(browser());
    await visit(page, `${site}/en`);
    await page.evaluate(reloadMarker.set);
    await addContentLink(page, '/en/promo/winter');
    await page.click('#content-link');
    await page.waitForURL(`${site}/en/promo/winter`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page not found');
    expect(await page.evaluate(reloadMarker.get)).toBe(1);
    await expect.poll(() => page.title()).toBe('Page not found — OSTREL');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await context.close();
  });
});
