import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, phone, sharedBrowser, visit, waitForHydration } from './support/browser';

const site = inject('siteUrl');
const browser = sharedBrowser();

type BarEvent = 'drawn' | 'removed';

/**
 * Records every time a progress bar enters or leaves the document, from the first byte of each
 * page of the tab on (kept in session storage, so the record spans page loads): a verdict reads
 * the whole record of a route change, a bar drawn for a single frame included, instead of looking
 * once at some moment. Call before the page is opened.
 */
async function recordBarEvents(page: Page): Promise<() => Promise<BarEvent[]>> {
  await page.addInitScript(() => {
    const key = 'barEvents';
    const record = (event: BarEvent) => {
      const events = JSON.parse(sessionStorage.getItem(key) ?? '[]') as BarEvent[];
      sessionStorage.setItem(key, JSON.stringify([...events, event]));
      void (window as unknown as { onBarEvent?: (event: BarEvent) => Promise<void> }).onBarEvent?.(event);
    };
    const isBar = (node: Node) =>
      node instanceof Element &&
      (node.matches('[role="progressbar"]') || node.querySelector('[role="progressbar"]') !== null);
    new MutationObserver((records) => {
      for (const mutation of records) {
        for (const node of mutation.addedNodes) if (isBar(node)) record('drawn');
        for (const node of mutation.removedNodes) if (isBar(node)) record('removed');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('barEvents') ?? '[]') as BarEvent[]);
}

/**
 * Follows the home page's link to /solutions and resolves once the next page has replaced the home
 * page. With `holdUntilBar`, the next page is held back until the bar has been drawn on this one
 * (the test then knows it was there while the next page loaded).
 */
async function changeRoute(page: Page, holdUntilBar: boolean): Promise<void> {
  if (holdUntilBar) {
    let barDrawn = () => {};
    const drawn = new Promise<void>((resolve) => {
      barDrawn = resolve;
    });
    await page.exposeFunction('onBarEvent', (event: BarEvent) => {
      if (event === 'drawn') barDrawn();
    });
    await page.route(`${site}/solutions`, async (route) => {
      await drawn;
      await route.continue();
    });
  }
  await page.evaluate(() => {
    document.querySelector<HTMLAnchorElement>('a[href="/solutions"]')?.click();
  });
  await page.waitForURL(`${site}/solutions`);
  await page.locator('#home-hero-title').waitFor({ state: 'detached' });
}

const bar = (page: Page) => page.getByRole('progressbar', { name: 'Загрузка страницы' });

describe('the loading bar', () => {
  it('shows while a route change loads, and goes when the page is there', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone });
    const barEvents = await recordBarEvents(page);
    await visit(page, `${site}/`);
    await changeRoute(page, true);
    await waitForHydration(page);
    // Drawn once on the page being left, there until that page went; the next page drew none.
    expect(await barEvents()).toEqual(['drawn']);
    expect(await bar(page).count()).toBe(0);
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
    await changeRoute(page, false);
    await waitForHydration(page);
    // The whole route change, from the click to the next page, drew no bar at any moment.
    expect(await barEvents()).toEqual([]);
    await context.close();
  });
});
