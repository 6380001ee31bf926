import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { viewports, visit, type ViewportName, sharedBrowser, sharedTabs } from './support/browser';
import { frame, pathIn, type Locale } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

/** The canonical and hreflang links in the document's head, as the browser sees them now. */
function headLinks(page: Page) {
  return page.evaluate(() => {
    const href = (selector: string) =>
      [...document.head.querySelectorAll<HTMLLinkElement>(selector)].map((link) => link.getAttribute('href'));
    return {
      canonical: href('link[rel="canonical"]'),
      ru: href('link[rel="alternate"][hreflang="ru"]'),
      en: href('link[rel="alternate"][hreflang="en"]'),
      xDefault: href('link[rel="alternate"][hreflang="x-default"]'),
    };
  });
}

function expectedHeadLinks(locale: Locale, path = '/') {
  return {
    canonical: [`${site}${pathIn(locale, path)}`],
    ru: [`${site}${path}`],
    en: [`${site}${pathIn('en', path)}`],
    xDefault: [`${site}${path}`],
  };
}

describe('the /ru prefix', () => {
  it.each([
    ['/ru', '/'],
    ['/ru/', '/'],
    ['/ru/about?x=1', '/about?x=1'],
  ])('%s answers 307 to %s', async (from, to) => {
    const response = await fetch(`${site}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    const location = response.headers.get('location');
    expect(location).not.toBeNull();
    expect(new URL(location!, site).href).toBe(new URL(to, site).href);
  });
});

describe('the language of a page', () => {
  it.each([
    ['ru', '/'],
    ['en', '/en'],
  ] as const)(
    'is %s on %s, with absolute canonical and hreflang links, in the HTML and after hydration',
    async (locale, path) => {
      const html = await (await fetch(`${site}${path}`)).text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      const expected = expectedHeadLinks(locale);
      expect(html).toContain(`rel="canonical" href="${expected.canonical[0]!}"`);
      for (const [hreflang, [href]] of [
        ['ru', expected.ru],
        ['en', expected.en],
        ['x-default', expected.xDefault],
      ] as const) {
        expect(html).toContain(`rel="alternate" hreflang="${hreflang}" href="${href!}"`);
      }

      const page = await tab();
      await visit(page, `${site}${path}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await headLinks(page)).toEqual(expected);
    },
  );
});

describe('the language switch in the header', () => {
  it.each(Object.keys(viewports) as ViewportName[])(
    'goes from / to /en and back, leaving the flag and the target in local storage (%s)',
    async (viewport) => {
      const page = await tab({ viewport: viewports[viewport] });
      await visit(page, `${site}/`);

      const toEnglish = frame(page, 'ru').languageSwitch;
      expect(await toEnglish.getAttribute('href')).toBe('/en');
      await toEnglish.click();
      await page.waitForURL(`${site}/en`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(
        await page.evaluate(() => ({
          isLangSwitched: localStorage.getItem('isLangSwitched'),
          langRedirect: localStorage.getItem('langRedirect'),
        })),
      ).toEqual({
        isLangSwitched: 'true',
        langRedirect: '/en',
      });

      await page.evaluate(() => {
        localStorage.clear();
      });
      const toRussian = frame(page, 'en').languageSwitch;
      expect(await toRussian.getAttribute('href')).toBe('/');
      await toRussian.click();
      await page.waitForURL(`${site}/`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');
      expect(
        await page.evaluate(() => ({
          isLangSwitched: localStorage.getItem('isLangSwitched'),
          langRedirect: localStorage.getItem('langRedirect'),
        })),
      ).toEqual({
        isLangSwitched: 'true',
        langRedirect: '/',
      });
    },
  );

  it('keeps the head right after a switch: canonical and alternates name the new page', async () => {
    const page = await tab();
    await visit(page, `${site}/`);
    await frame(page, 'ru').languageSwitch.click();
    await page.waitForURL(`${site}/en`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => headLinks(page)).toEqual(expectedHeadLinks('en'));
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(`${site}/en`);
  });
});
