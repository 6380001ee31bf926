import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, phone, reloadMarker, sharedBrowser, visit } from './support/browser';

const site = inject('siteUrl');
const browser = sharedBrowser();

/**
 * Holds the next page's data (Vike's pageContext.json) until released, so the route change is
 * caught while it loads: the network is slowed, nothing is answered in the server's place.
 */
async function holdNextPageData(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.pageContext.json*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

type BarEvent = 'drawn' | 'removed';

/**
 * Records every time a progress bar enters or leaves the document, from the first byte of each
 * page on: a verdict reads the whole record of a route change, a bar drawn for a single frame
 * included, instead of looking once at some moment. Call before the page is opened.
 */
async function recordBarEvents(page: Page): Promise<() => Promise<BarEvent[]>> {
  await page.addInitScript(() => {
    const events: BarEvent[] = [];
    (window as unknown as { __barEvents: BarEvent[] }).__barEvents = events;
    const isBar = (node: Node) =>
      node instanceof Element &&
      (node.matches('[role="progressbar"]') || node.querySelector('[role="progressbar"]') !== null);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (isBar(node)) events.push('drawn');
        for (const node of record.removedNodes) if (isBar(node)) events.push('removed');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __barEvents: BarEvent[] }).__barEvents]);
}

/** Follows the home page's link to /solutions in the client's router, its data held until released. */
async function startRouteChange(page: Page): Promise<() => void> {
  const release = await holdNextPageData(page);
  const requested = page.waitForRequest((request) => request.url().includes('.pageContext.json'));
  // Client-side, so the record kept in the window covers the whole route change.
  await page.evaluate(reloadMarker.set);
  await page.evaluate(() => {
    document.querySelector<HTMLAnchorElement>('a[href="/solutions"]')?.click();
  });
  // Vike asks for the data only after its route-change hook (which shows the bar) has run.
  await requested;
  return release;
}

/** Lets the held route change finish, and resolves once the next page has replaced the home page. */
async function finishRouteChange(page: Page, release: () => void): Promise<void> {
  release();
  await page.waitForURL(`${site}/solutions`);
  await page.locator('#home-hero-title').waitFor({ state: 'detached' });
  expect(await page.evaluate(reloadMarker.get)).toBe(1);
}

const bar = (page: Page) => page.getByRole('progressbar', { name: 'Загрузка страницы' });

describe('the loading bar', () => {
  it('shows while a route change loads, and goes when the page is there', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone });
    const barEvents = await recordBarEvents(page);
    await visit(page, `${site}/`);
    const release = await startRouteChange(page);
    await bar(page).waitFor();
    await finishRouteChange(page, release);
    await bar(page).waitFor({ state: 'detached' });
    expect(await barEvents()).toEqual(['drawn', 'removed']);
    await context.close();
  });

  it.each([
    [
      'an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    ],
    [
      'an iPad',
      'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    ],
  ])('is not drawn on %s', async (_device, userAgent) => {
    const { context, page } = await openPage(browser(), { viewport: phone, userAgent });
    const barEvents = await recordBarEvents(page);
    await visit(page, `${site}/`);
    const release = await startRouteChange(page);
    await finishRouteChange(page, release);
    // The whole route change, from its first hook to the next page, drew no bar at any moment.
    expect(await barEvents()).toEqual([]);
    await context.close();
  });
});
