import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { desktop, openPage, phone, visit, sharedBrowser } from './support/browser';
import { frame, pathIn, type Locale } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();

async function openSearch(page: Page, locale: Locale = 'ru') {
  const parts = frame(page, locale);
  await parts.searchToggle.click();
  await parts.search.waitFor({ state: 'visible' });
  return parts;
}

async function searchHistoryCookie(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies(site)).find(({ name }) => name === 'searchHistory');
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

/** Types a term and presses Enter, then waits for the search page's address. */
async function searchFor(page: Page, term: string, locale: Locale = 'ru') {
  const { searchText } = await openSearch(page, locale);
  await searchText.fill(term);
  await searchText.press('Enter');
  await page.waitForURL(`${site}${pathIn(locale, '/search')}?query=${encodeURIComponent(term)}`);
}

describe('the search overlay', () => {
  it.each([
    ['ru', 'Что вы хотите найти?'],
    ['en', 'What are you looking for?'],
  ] as const)('opens focused, with its placeholder, spellcheck off, 256 characters at most (%s)', async (locale, placeholder) => {
    const { context, page } = await openPage(browser(), { viewport: phone });
    await visit(page, `${site}${pathIn(locale, '/')}`);
    const { searchToggle, searchText, searchSubmit } = await openSearch(page, locale);
    expect(await searchToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await searchText.getAttribute('placeholder')).toBe(placeholder);
    expect(await searchText.getAttribute('spellcheck')).toBe('false');
    expect(await searchText.evaluate((element: HTMLTextAreaElement) => element.spellcheck)).toBe(false);
    expect(await searchText.getAttribute('maxlength')).toBe('256');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-text');
    expect(await searchSubmit.isDisabled()).toBe(true);

    // Typing past the limit keeps 256 characters.
    await searchText.fill('x'.repeat(300));
    expect((await searchText.inputValue()).length).toBeLessThanOrEqual(256);
    await searchText.fill('y'.repeat(254));
    await searchText.pressSequentially('zzzz');
    expect(await searchText.inputValue()).toBe(`${'y'.repeat(254)}zz`);
    await context.close();
  });

  it('keeps the button disabled while empty, and does nothing on Enter with one character', async () => {
    const { context, page } = await openPage(browser(), { viewport: desktop });
    await visit(page, `${site}/`);
    const { searchText, searchSubmit, search } = await openSearch(page);
    expect(await searchSubmit.isDisabled()).toBe(true);
    await searchText.pressSequentially('a');
    expect(await searchSubmit.isDisabled()).toBe(false);
    await searchText.press('Enter');
    // Give a navigation the time it would need; nothing may happen.
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${site}/`);
    expect(await search.isVisible()).toBe(true);
    expect(await searchText.inputValue()).toBe('a');
    expect(await searchHistoryCookie(context)).toBeUndefined();
    await context.close();
  });

  it.each(['ru', 'en'] as const)('submits on Enter to /search?query=…, stores the term, and closes on arriving (%s)', async (locale) => {
    const { context, page } = await openPage(browser(), { viewport: phone });
    await visit(page, `${site}${pathIn(locale, '/')}`);
    await searchFor(page, 'светильник', locale);
    expect(page.url()).toBe(`${site}${pathIn(locale, '/search')}?query=%D1%81%D0%B2%D0%B5%D1%82%D0%B8%D0%BB%D1%8C%D0%BD%D0%B8%D0%BA`);
    expect(await searchHistoryCookie(context)).toBe('светильник');
    // The route changed: the overlay is closed on the page it led to.
    await expect.poll(() => frame(page, locale).search.count()).toBe(0);
    await context.close();
  });

  it('keeps the newest five searches, and lists them as links when focused with empty text', async () => {
    const { context, page } = await openPage(browser(), { viewport: desktop });
    await visit(page, `${site}/`);
    const terms = ['лампа', 'прожектор', 'светильник', 'датчик', 'драйвер', 'панель'];
    for (const term of terms) await searchFor(page, term);
    const stored = (await searchHistoryCookie(context))!.split('###');
    expect(stored).toHaveLength(5);
    expect([...stored].sort()).toEqual(terms.slice(1).sort());
    expect(stored).not.toContain('лампа');

    const { searchText } = await openSearch(page);
    await searchText.focus();
    const pastLinks = page.locator('#site-search a[href*="/search?query="]');
    await expect.poll(() => pastLinks.count()).toBe(5);
    const hrefs = await pastLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(terms.slice(1).map((term) => `/search?query=${encodeURIComponent(term)}`).sort());
    expect((await pastLinks.allInnerTexts()).map((text) => text.trim()).sort()).toEqual(terms.slice(1).sort());

    // Typing hides the list; emptying the text brings it back.
    await searchText.fill('св');
    await expect.poll(() => pastLinks.count()).toBe(0);
    await searchText.fill('');
    await expect.poll(() => pastLinks.count()).toBe(5);

    // A past search is a link to its results.
    await pastLinks.first().click();
    await page.waitForURL(/\/search\?query=/);
    expect(hrefs).toContain(page.url().slice(site.length));
    await context.close();
  });

  it('empties the text and closes with the close control', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone });
    await visit(page, `${site}/`);
    const { searchText, searchClose, search, searchToggle } = await openSearch(page);
    await searchText.fill('прожектор');
    await searchClose.click();
    await search.waitFor({ state: 'detached' });
    expect(await searchToggle.getAttribute('aria-expanded')).toBe('false');
    await openSearch(page);
    expect(await frame(page).searchText.inputValue()).toBe('');
    await context.close();
  });

  it('closes on a click outside at 1440 px', async () => {
    const { context, page } = await openPage(browser(), { viewport: desktop });
    await visit(page, `${site}/`);
    const { search, searchToggle } = await openSearch(page);
    const box = (await search.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(desktop.height - 100);
    await page.mouse.click(desktop.width / 2, desktop.height - 50);
    await search.waitFor({ state: 'detached' });
    expect(await searchToggle.getAttribute('aria-expanded')).toBe('false');
    expect(page.url()).toBe(`${site}/`);
    await context.close();
  });

  it('stays open on a click outside at 375 px', async () => {
    const { context, page } = await openPage(browser(), { viewport: phone });
    await visit(page, `${site}/`);
    const { search, logo, searchToggle } = await openSearch(page);
    // At this width the panel fills the view under the header: the header's empty stretch next
    // to the logo is what lies outside it.
    const logoBox = (await logo.boundingBox())!;
    const toggleBox = (await searchToggle.boundingBox())!;
    const x = (logoBox.x + logoBox.width + toggleBox.x) / 2;
    expect(toggleBox.x - (logoBox.x + logoBox.width)).toBeGreaterThan(20);
    await page.mouse.click(x, logoBox.y + logoBox.height / 2);
    await page.waitForTimeout(300);
    expect(await search.isVisible()).toBe(true);
    expect(await searchToggle.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});
