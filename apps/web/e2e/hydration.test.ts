import { describe, expect, inject, it } from 'vitest';
import {
  collectErrors,
  followRequests,
  openPage,
  viewports,
  waitForHydration,
  type ViewportName,
  sharedBrowser,
  sharedTabs,
} from './support/browser';
import { frame, pathIn } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

/** The one console error a 404 page may show: the browser reporting the document's own status. */
const documentStatus404 =
  /^console: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/(en\/)?404\)$/;

const cases = (['/', '/en'] as const).flatMap((path) =>
  (Object.keys(viewports) as ViewportName[]).map((viewport) => [path, viewport] as const),
);

describe('hydration', () => {
  it.each(cases)('%s hydrates without console or page errors at %s size', async (path, viewport) => {
    const page = await tab({ viewport: viewports[viewport] });
    const errors = collectErrors(page);
    const requests = followRequests(page);
    await page.goto(`${site}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    // Mount effects have run; late resources (fonts, images, code) have loaded or failed.
    await requests.settled();
    expect(errors).toEqual([]);
  });

  it.each(['/', '/catalog/office'])('%s asks for its scripts only once its first paint is on screen', async (path) => {
    const { context, page } = await openPage(browser(), { viewport: viewports.phone });
    await page.goto(`${site}${path}`);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint').map((entry) => entry.startTime)[0] ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(1);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint);
    // The server's HTML names no script the browser would fetch while parsing it.
    const html = await (await fetch(`${site}${path}`)).text();
    expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
    await context.close();
  });

  it.each(['/404', '/en/404'])('%s hydrates with no error besides its own 404 status', async (path) => {
    const page = await tab({ viewport: viewports.phone });
    const errors = collectErrors(page);
    const requests = followRequests(page);
    await page.goto(`${site}${path}`);
    await waitForHydration(page);
    await requests.settled();
    expect(errors.filter((error) => !documentStatus404.test(error))).toEqual([]);
  });
});

describe('navigation from the not-found page', () => {
  it.each(['ru', 'en'] as const)('goes from the 404 page home via the logo (%s)', async (locale) => {
    const page = await tab({ viewport: viewports.desktop });
    const errors = collectErrors(page);
    await page.goto(`${site}${pathIn(locale, '/404')}`);
    await waitForHydration(page);
    await frame(page, locale).logo.click();
    await page.waitForURL(`${site}${pathIn(locale, '/')}`);
    await expect.poll(() => page.locator('main h1').first().getAttribute('id')).toBe('home-hero-title');
    expect(errors.filter((error) => !documentStatus404.test(error))).toEqual([]);
  });

  it('goes from the 404 page home via the logo at 375 px too, and on via the menu', async () => {
    const page = await tab({ viewport: viewports.phone });
    await page.goto(`${site}/404`);
    await waitForHydration(page);
    await frame(page).logo.click();
    await page.waitForURL(`${site}/`);
    await waitForHydration(page);

    // A menu entry leads to its page: the first is the catalogue.
    await frame(page).hamburger.click();
    const entry = frame(page).menuLinks.first();
    expect(await entry.getAttribute('href')).toBe('/catalog');
    await entry.click();
    await page.waitForURL(`${site}/catalog`);
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Каталог продукции');
  });
});
