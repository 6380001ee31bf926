import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, viewports, visit, type ViewportName, sharedBrowser } from './support/browser';
import { frame, type Locale } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();

/** axe-core's findings, reduced to what a fix needs: rule, impact, elements, what is wrong. */
async function violations(page: Page) {
  // Animations and transitions are settled before axe reads colours.
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
  }));
}

const pages: [string, Locale][] = [
  ['/', 'ru'],
  ['/en', 'en'],
  ['/404', 'ru'],
  ['/en/404', 'en'],
  ['/502', 'ru'],
];
const cases = pages.flatMap(([path, locale]) => (Object.keys(viewports) as ViewportName[]).map((viewport) => [path, viewport, locale] as const));

describe('axe-core', () => {
  it.each(cases)('finds no violations on %s at %s size', async (path, viewport) => {
    const { context, page } = await openPage(browser(), { viewport: viewports[viewport] });
    await visit(page, `${site}${path}`);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it.each(['ru', 'en'] as const)('finds no violations with the cookie banner shown (%s)', async (locale) => {
    const { context, page } = await openPage(browser(), { viewport: viewports.phone });
    await context.addCookies([{ name: 'cookieViewed', value: 'true', url: site }]);
    await visit(page, `${site}${locale === 'ru' ? '/' : '/en'}`);
    await frame(page, locale).cookieBanner.waitFor({ state: 'visible' });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it.each(Object.keys(viewports) as ViewportName[])('finds no violations with the search overlay open and past searches listed (%s)', async (viewport) => {
    const { context, page } = await openPage(browser(), { viewport: viewports[viewport] });
    await context.addCookies([{ name: 'searchHistory', value: encodeURIComponent('светильник###прожектор'), url: site }]);
    await visit(page, `${site}/`);
    const { searchToggle, search, searchText } = frame(page);
    await searchToggle.click();
    await search.waitFor({ state: 'visible' });
    await searchText.focus();
    await page.locator('#site-search a').first().waitFor({ state: 'visible' });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('finds no violations with the mobile menu open', async () => {
    const { context, page } = await openPage(browser(), { viewport: viewports.phone });
    await visit(page, `${site}/`);
    const { hamburger, menu } = frame(page);
    await hamburger.click();
    await menu.waitFor({ state: 'visible' });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
