import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, phone, visit, sharedBrowser } from './support/browser';
import { frame, pathIn } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies(site)).find((cookie) => cookie.name === name)?.value;
}

async function seenBefore(): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: phone });
  await context.addCookies([{ name: 'cookieViewed', value: 'true', url: site }]);
  return context;
}

/**
 * The page's clock, paused before the page runs. It is installed a second before the moment it
 * pauses at: an installed clock runs until paused, and on a busy machine pausing at the very moment
 * of installing came after it ("Cannot fast-forward to the past").
 */
async function clockStandingStill(page: Page): Promise<void> {
  const pausedAt = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: new Date(pausedAt.getTime() - 1000) });
  await page.clock.pauseAt(pausedAt);
}

describe('the cookie banner', () => {
  it('waits 5 s on the first visit, and is gone for good once accepted', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone });
    // The page's clock stands still from the start; only runFor() moves it.
    await clockStandingStill(page);
    await visit(page, `${site}/`);
    const { cookieBanner } = frame(page);
    // The banner's timer is running once the visit is marked as seen.
    await expect.poll(() => cookieValue(context, 'cookieViewed')).toBe('true');
    expect(await cookieBanner.count()).toBe(0);

    await page.clock.runFor(4900);
    expect(await cookieBanner.count()).toBe(0);
    await page.clock.runFor(100);
    await cookieBanner.waitFor({ state: 'visible' });
    // While it shows, focus and anchors scroll clear of it (WCAG 2.4.11); the keyboard walk tabs
    // through every page kind with it showing.
    const scrollPaddingBottom = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom));
    const bannerHeight = (await cookieBanner.boundingBox())!.height;
    await expect.poll(scrollPaddingBottom).toBeGreaterThanOrEqual(bannerHeight + 12);

    await cookieBanner.getByRole('button').click();
    await cookieBanner.waitFor({ state: 'detached' });
    expect(await cookieValue(context, 'cookieAgree')).toBe('true');
    expect(await scrollPaddingBottom()).toBe(0);

    await page.reload();
    await page.clock.runFor(6000);
    expect(await cookieBanner.count()).toBe(0);
    await context.close();
  });

  it('shows at once on a later visit that did not accept', async () => {
    const context = await seenBefore();
    const page = await context.newPage();
    await clockStandingStill(page);
    await visit(page, `${site}/`);
    // The page's clock stands still, and only zero delays are run: the banner may wait for nothing
    // longer. Run again until it shows, as its code may come and set its timer later on a busy machine.
    const { cookieBanner } = frame(page);
    await expect
      .poll(async () => {
        await page.clock.runFor(0);
        return cookieBanner.isVisible();
      })
      .toBe(true);
    await context.close();
  });

  it.each(['ru', 'en'] as const)('never shows on the 404 page (%s)', async (locale) => {
    for (const context of [await seenBefore(), await browser().newContext({ viewport: phone })]) {
      const page = await context.newPage();
      await page.clock.install();
      await visit(page, `${site}${pathIn(locale, '/404')}`);
      await page.clock.runFor(6000);
      expect(await frame(page, locale).cookieBanner.count()).toBe(0);
      await context.close();
    }
  });

  it.each(['ru', 'en'] as const)('links the privacy and cookie policies in the page language (%s)', async (locale) => {
    const context = await seenBefore();
    const page = await context.newPage();
    await visit(page, `${site}${pathIn(locale, '/')}`);
    const { cookieBanner } = frame(page, locale);
    await cookieBanner.waitFor({ state: 'visible' });
    const hrefs = await cookieBanner
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([pathIn(locale, '/about/privacy-policy'), pathIn(locale, '/about/about-cookies')]);
    expect(await cookieBanner.getByRole('button').innerText()).toBe(locale === 'ru' ? 'Принять' : 'Accept');
    await context.close();
  });
});
