import { describe, expect, inject, it } from 'vitest';
import { viewports, visit, type ViewportName, sharedBrowser, sharedTabs } from './support/browser';
import { violations } from './support/axe';
import { frame, type Locale } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

const pages: [string, Locale][] = [
  ['/', 'ru'],
  ['/en', 'en'],
  ['/404', 'ru'],
  ['/en/404', 'en'],
  ['/502', 'ru'],
];
const cases = pages.flatMap(([path, locale]) =>
  (Object.keys(viewports) as ViewportName[]).map((viewport) => [path, viewport, locale] as const),
);

// An open menu or search panel is modal: the page behind it is inert, out of the accessibility tree
// (its own checks are the whole-page ones above), so these states are checked in the header and
// the panel, where all there is to reach is.
const openPanel = '#site-header, #site-search';

describe('axe-core', () => {
  it.each(cases)('finds no violations on %s at %s size', async (path, viewport) => {
    const page = await tab({ viewport: viewports[viewport] });
    await visit(page, `${site}${path}`);
    expect(await violations(page)).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('finds no violations with the cookie banner shown (%s)', async (locale) => {
    const page = await tab({ viewport: viewports.phone });
    await page.context().addCookies([{ name: 'cookieViewed', value: 'true', url: site }]);
    await visit(page, `${site}${locale === 'ru' ? '/' : '/en'}`);
    await frame(page, locale).cookieBanner.waitFor({ state: 'visible' });
    expect(await violations(page)).toEqual([]);
  });

  it.each(Object.keys(viewports) as ViewportName[])(
    'finds no violations with the search overlay open and past searches listed (%s)',
    async (viewport) => {
      const page = await tab({ viewport: viewports[viewport] });
      await page
        .context()
        .addCookies([{ name: 'searchHistory', value: encodeURIComponent('светильник###прожектор'), url: site }]);
      await visit(page, `${site}/`);
      const { searchToggle, search, searchText } = frame(page);
      await searchToggle.click();
      await search.waitFor({ state: 'visible' });
      await searchText.focus();
      await page.locator('#site-search a').first().waitFor({ state: 'visible' });
      expect(await violations(page, openPanel)).toEqual([]);
    },
  );

  it('finds no violations with the mobile menu open', async () => {
    const page = await tab({ viewport: viewports.phone });
    await visit(page, `${site}/`);
    const { hamburger, menu } = frame(page);
    await hamburger.click();
    await menu.waitFor({ state: 'visible' });
    expect(await violations(page, openPanel)).toEqual([]);
  });
});
