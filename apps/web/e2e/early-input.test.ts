import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { desktop, openPage, phone, sharedBrowser, waitForHydration } from './support/browser';
import { frame } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();

/** Holds every script of the site until released: the page is on screen, none of its code has run. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// Pages of islands and pages still hydrated as a whole, in both languages.
const pages = [
  '/',
  '/en',
  '/about',
  '/catalog/office',
  '/product/plato',
  '/favorites',
  '/search?query=plato',
  '/solutions',
];

describe('a tap made before the page’s scripts ran', () => {
  it.each(pages)('on the search toggle of %s opens the search once they have', async (path) => {
    const { context, page } = await openPage(browser(), { viewport: desktop });
    const release = await holdScripts(page);
    await page.goto(`${site}${path}`, { waitUntil: 'commit' });
    const locale = path.startsWith('/en') ? 'en' : 'ru';
    const parts = frame(page, locale);
    await parts.searchToggle.click();
    // Held, not lost: nothing of the page's code has run yet.
    expect(await parts.search.count()).toBe(0);
    release();
    await parts.search.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-text');
    await context.close();
  });

  it.each(['/', '/catalog/office'])('on the phone menu of %s opens the menu once they have', async (path) => {
    const { context, page } = await openPage(browser(), { viewport: phone });
    const release = await holdScripts(page);
    await page.goto(`${site}${path}`, { waitUntil: 'commit' });
    const parts = frame(page);
    await parts.hamburger.click();
    release();
    await parts.menu.waitFor({ state: 'visible' });
    expect(await parts.hamburger.getAttribute('aria-expanded')).toBe('true');
    // Replayed once: a second tap (after hydration) closes it again.
    await waitForHydration(page);
    await parts.hamburger.click();
    await expect.poll(() => parts.hamburger.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
