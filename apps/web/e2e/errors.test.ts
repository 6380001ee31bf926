import { describe, expect, inject, it } from 'vitest';
import { collectErrors, desktop, phone, visit, waitForHydration, sharedBrowser, sharedTabs } from './support/browser';
import { frame, pathIn } from './support/frame';
import { useSiteWithUpstreamDown } from './support/site';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

describe('error pages', () => {
  it.each([
    ['/404', 'ru', 'Страница не найдена'],
    ['/en/404', 'en', 'Page not found'],
    ['/no-such-page', 'ru', 'Страница не найдена'],
    ['/en/no-such-page', 'en', 'Page not found'],
    ['/about/no/such/page?x=1', 'ru', 'Страница не найдена'],
    // Vike's data for client-side navigation, which the site does not use: no page either.
    ['/catalog/index.pageContext.json', 'ru', 'Страница не найдена'],
    ['/en/index.pageContext.json', 'en', 'Page not found'],
  ] as const)('%s answers 404 with the not-found page in its language', async (path, locale, title) => {
    const response = await fetch(`${site}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
    expect(html).toContain(title);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');

    const page = await tab({ viewport: phone });
    const navigation = await page.goto(`${site}${path}`);
    expect(navigation?.status()).toBe(404);
    await waitForHydration(page);
    expect((await page.locator('h1').innerText()).trim()).toBe(title);
    expect(await frame(page, locale).header.isVisible()).toBe(true);
    expect(await frame(page, locale).footer.isVisible()).toBe(true);
  });

  it.each([
    ['/502', 'ru', 'Что-то пошло не так'],
    ['/en/502', 'en', 'Something went wrong'],
  ] as const)('%s answers 502 with the error page in its language', async (path, locale, title) => {
    const response = await fetch(`${site}${path}`);
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
    expect(html).toContain(title);

    const page = await tab({ viewport: desktop });
    await visit(page, `${site}${path}`);
    expect((await page.locator('h1').innerText()).trim()).toBe(title);
    expect(page.url()).toBe(`${site}${path}`);
  });
});

describe('with the content API down', () => {
  const down = useSiteWithUpstreamDown();

  it.each([
    ['/', 'ru'],
    ['/en', 'en'],
  ] as const)('%s still answers 200 with the header and footer, the sections empty', async (path, locale) => {
    const response = await fetch(`${down.url}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
    expect(html).toContain('<header');
    expect(html).toContain('<footer');

    for (const viewport of [phone, desktop]) {
      const page = await tab({ viewport });
      const errors = collectErrors(page);
      await visit(page, `${down.url}${path}`);
      const parts = frame(page, locale);
      expect(await parts.header.isVisible()).toBe(true);
      expect(await parts.footer.count()).toBe(1);
      // The menu could not be read: its sections are empty, not an error.
      expect(await parts.menuLinks.count()).toBe(0);
      expect(await parts.footer.locator('nav a').count()).toBe(0);
      // The frame still works: the language switch and the search are there.
      expect(await parts.languageSwitch.getAttribute('href')).toBe(locale === 'ru' ? '/en' : '/');
      await parts.searchToggle.click();
      await parts.search.waitFor({ state: 'visible' });
      // Nothing crashed into the /502 page.
      expect(page.url()).toBe(`${down.url}${path}`);
      expect(await page.locator('main').count()).toBe(1);
      expect(errors).toEqual([]);
    }
  });

  it('answers 404 for an unknown page rather than a crash', async () => {
    const response = await fetch(`${down.url}${pathIn('en', '/no-such-page')}`);
    expect(response.status).toBe(404);
  });
});
