import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, phone, sharedBrowser, visit } from './support/browser';

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

const bar = (page: Page) => page.getByRole('progressbar', { name: 'Загрузка страницы' });

describe('the loading bar', () => {
  it('shows while a route change loads, and goes when the page is there', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone });
    await visit(page, `${site}/`);
    const release = await holdNextPageData(page);
    await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('a[href="/solutions"]')?.click();
    });
    await bar(page).waitFor();
    release();
    await page.waitForURL(`${site}/solutions`);
    await expect.poll(() => bar(page).count()).toBe(0);
    await context.close();
  });

  it.each([
    ['an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'],
    ['an iPad', 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'],
  ])('is not drawn on %s', async (_device, userAgent) => {
    const { context, page } = await openPage(browser(), { viewport: phone, userAgent });
    await visit(page, `${site}/`);
    const release = await holdNextPageData(page);
    const requested = page.waitForRequest((request) => request.url().includes('.pageContext.json'));
    await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('a[href="/solutions"]')?.click();
    });
    await requested;
    // The route change is under way (its data is held), and no bar is drawn.
    await page.waitForTimeout(300);
    expect(await bar(page).count()).toBe(0);
    release();
    await page.waitForURL(`${site}/solutions`);
    await context.close();
  });
});
