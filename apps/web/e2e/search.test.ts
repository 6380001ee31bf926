import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { violations } from './support/axe';
import { desktop, phone, sharedBrowser, sharedTabs, visit, waitForHydration } from './support/browser';
import { frame, pathIn, type Locale } from './support/frame';
import { get } from './support/http';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

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

/** The addresses the page goes to from now on, client-side route changes included. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  let current = page.url();
  page.on('framenavigated', (frame) => {
    // The router also rewrites the current entry (its scroll position): the same address, not a move.
    if (frame !== page.mainFrame() || frame.url() === current) return;
    current = frame.url();
    addresses.push(current);
  });
  return addresses;
}

/**
 * Records, in the order the page handles them, the visitor's clicks and keys and the search
 * panel leaving the document, from now on.
 */
async function recordSearchEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const events: string[] = [];
    (window as unknown as { __searchEvents: string[] }).__searchEvents = events;
    // Captured on the window: logged before the panel's own listeners (on the document) act.
    window.addEventListener('pointerdown', () => events.push('pointerdown'), true);
    window.addEventListener('keydown', (event) => events.push(`key ${event.key}`), true);
    const observer = new MutationObserver(() => {
      if (document.getElementById('site-search')) return;
      events.push('search closed');
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __searchEvents: string[] }).__searchEvents]);
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
  ] as const)(
    'opens focused, with its placeholder, spellcheck off, 256 characters at most (%s)',
    async (locale, placeholder) => {
      const page = await tab({ viewport: phone });
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
    },
  );

  it('keeps the button disabled while empty, and does nothing on Enter with one character', async () => {
    const page = await tab();
    await visit(page, `${site}/`);
    const addresses = recordAddresses(page);
    const { searchText, searchSubmit, search } = await openSearch(page);
    expect(await searchSubmit.isDisabled()).toBe(true);
    await searchText.pressSequentially('a');
    expect(await searchSubmit.isDisabled()).toBe(false);
    await searchText.press('Enter');
    // The same key with a term long enough does search. Keys are handled in order, so had the first
    // Enter searched, its address or its stored term would come before this one's.
    await searchText.pressSequentially('b');
    await searchText.press('Enter');
    await page.waitForURL(`${site}/search?query=ab`);
    expect(addresses).toEqual([`${site}/search?query=ab`]);
    expect(await searchHistoryCookie(page.context())).toBe('ab');
    await expect.poll(() => search.count()).toBe(0);
  });

  it.each(['ru', 'en'] as const)(
    'submits on Enter to /search?query=…, stores the term, and closes on arriving (%s)',
    async (locale) => {
      const page = await tab({ viewport: phone });
      await visit(page, `${site}${pathIn(locale, '/')}`);
      await searchFor(page, 'светильник', locale);
      expect(page.url()).toBe(
        `${site}${pathIn(locale, '/search')}?query=%D1%81%D0%B2%D0%B5%D1%82%D0%B8%D0%BB%D1%8C%D0%BD%D0%B8%D0%BA`,
      );
      expect(await searchHistoryCookie(page.context())).toBe('светильник');
      // The route changed: the overlay is closed on the page it led to.
      await expect.poll(() => frame(page, locale).search.count()).toBe(0);
    },
  );

  it('keeps the newest five searches, and lists them as links when focused with empty text', async () => {
    const page = await tab();
    // Five searches made before, newest first as the site writes them; the sixth is made here.
    const terms = ['лампа', 'прожектор', 'светильник', 'датчик', 'драйвер', 'панель'];
    const before = terms.slice(0, 5).reverse().join('###');
    await page.context().addCookies([{ name: 'searchHistory', value: encodeURIComponent(before), url: site }]);
    await visit(page, `${site}/`);
    await searchFor(page, 'панель');
    const stored = (await searchHistoryCookie(page.context()))!.split('###');
    expect(stored).toEqual(terms.slice(1).reverse());

    const { searchText } = await openSearch(page);
    await searchText.focus();
    const pastLinks = page.locator('#site-search a[href*="/search?query="]');
    await expect.poll(() => pastLinks.count()).toBe(5);
    const hrefs = await pastLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(
      terms
        .slice(1)
        .map((term) => `/search?query=${encodeURIComponent(term)}`)
        .sort(),
    );
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
    const searched = decodeURIComponent(new URL(page.url()).searchParams.get('query')!);
    expect(await page.locator('#search-page-text').inputValue()).toBe(searched);
    await expect.poll(() => page.locator('main article mark').count()).toBeGreaterThan(0);
  });

  it('empties the text and closes with the close control', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/`);
    const { searchText, searchClose, search, searchToggle } = await openSearch(page);
    await searchText.fill('прожектор');
    await searchClose.click();
    await search.waitFor({ state: 'detached' });
    expect(await searchToggle.getAttribute('aria-expanded')).toBe('false');
    await openSearch(page);
    expect(await frame(page).searchText.inputValue()).toBe('');
  });

  it('closes on a click outside at 1440 px', async () => {
    const page = await tab();
    await visit(page, `${site}/`);
    const { search, searchToggle } = await openSearch(page);
    const box = (await search.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(desktop.height - 100);
    await page.mouse.click(desktop.width / 2, desktop.height - 50);
    await search.waitFor({ state: 'detached' });
    expect(await searchToggle.getAttribute('aria-expanded')).toBe('false');
    expect(page.url()).toBe(`${site}/`);
  });

  it('stays open on a click outside at 375 px', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/`);
    const { search, logo, searchToggle } = await openSearch(page);
    const events = await recordSearchEvents(page);
    // At this width the panel fills the view under the header: the header's empty stretch next
    // to the logo is what lies outside it.
    const logoBox = (await logo.boundingBox())!;
    const toggleBox = (await searchToggle.boundingBox())!;
    const x = (logoBox.x + logoBox.width + toggleBox.x) / 2;
    expect(toggleBox.x - (logoBox.x + logoBox.width)).toBeGreaterThan(20);
    await page.mouse.click(x, logoBox.y + logoBox.height / 2);
    // Escape closes the panel. Had the click closed it, the panel would have gone before the key.
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'detached' });
    expect(await events()).toEqual(['pointerdown', 'key Escape', 'search closed']);
    expect(await searchToggle.getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    {
      locale: 'ru',
      typed: 'плато',
      reading: { note: 'Показаны результаты по запросу «PLATO».', exact: 'Искать точно «плато»' },
      first: '/product/plato',
    },
    { locale: 'en', typed: 'linea', reading: null, first: '/en/product/linea' },
    {
      locale: 'en',
      typed: 'дштуф',
      reading: { note: 'Showing results for “linea”.', exact: 'Search instead for “дштуф”' },
      first: '/en/product/linea',
    },
  ] as const)('shows the best results as you type ($locale: $typed), and how it read the text', async (entry) => {
    const page = await tab();
    await visit(page, `${site}${pathIn(entry.locale, '/')}`);
    const { search } = await openSearch(page, entry.locale);
    await page.locator('#site-search-text').pressSequentially(entry.typed, { delay: 30 });
    const best = search.getByRole('list', { name: entry.locale === 'ru' ? 'Лучшие результаты' : 'Best results' });
    await best.waitFor();
    expect(await best.getByRole('link').first().getAttribute('href')).toBe(entry.first);
    if (entry.reading === null) {
      // Read as typed: nothing to say, and the empty status line takes no room.
      expect(await search.getByRole('status').count()).toBe(0);
      expect(await search.getByText(/Showing results|Показаны результаты/).count()).toBe(0);
    } else {
      expect(await search.getByRole('status').innerText()).toContain(entry.reading.note);
      await search.getByRole('link', { name: entry.reading.exact }).click();
      await page.waitForURL(/[?&]exact=1/);
      expect(new URL(page.url()).searchParams.get('query')).toBe(entry.typed);
    }
  });

  it('finds no violations with the best results shown', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/`);
    const { search } = await openSearch(page);
    await page.locator('#site-search-text').fill('плато');
    await search.getByRole('list', { name: 'Лучшие результаты' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});

const html = async (path: string) => {
  const response = await get(`${site}${path}`);
  return { status: response.status, text: response.body.toString('utf8') };
};
const searchPath = (locale: Locale, query: string, extra = '') =>
  `${pathIn(locale, '/search')}?query=${encodeURIComponent(query)}${extra}`;

describe('the search page', () => {
  it.each([
    ['ru', 'светильники', 'Найдено', 'Серии'],
    ['en', 'luminaires', 'results for', 'Series'],
  ] as const)(
    'is rendered by the server with groups, counts and highlighted matches (%s)',
    async (locale, query, found, seriesTab) => {
      const { status, text } = await html(searchPath(locale, query));
      expect(status).toBe(200);
      expect(text).toMatch(/<meta[^>]*name="robots" content="noindex/);
      expect(text).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(text).toContain(found);
      expect(text).toMatch(/<a[^>]*aria-current="page"/);
      expect(text).toContain(seriesTab);
      expect((text.match(/<mark>/g) ?? []).length).toBeGreaterThan(5);
      // Matches are marked; nothing else from the text comes through as markup.
      expect(text).not.toMatch(/<mark>[^<]*<(?!\/mark>)/);
    },
  );

  it('shows each kind with its count, a few best results and a link to all of that kind', async () => {
    const page = await tab();
    await visit(page, `${site}${searchPath('ru', 'светильник')}`);
    const tabs = page.getByRole('navigation', { name: 'Результаты по разделам' }).getByRole('link');
    const tabTexts = (await tabs.allInnerTexts()).map((tab) => tab.replace(/\s+/g, ' ').trim());
    expect(tabTexts[0]).toMatch(/^Все \d+$/);
    const total = Number(tabTexts[0]!.split(' ')[1]);
    const counts = tabTexts.slice(1).map((tab) => Number(tab.split(' ').at(-1)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
    expect(
      await page.getByText(new RegExp(`^Найден\\S* ${total} результат\\S* по запросу «светильник»$`)).count(),
    ).toBe(1);
    const models = page.locator('section', { has: page.getByRole('heading', { name: /^Модели/ }) });
    expect(await models.locator('article').count()).toBe(3);
    await models.getByRole('link', { name: /^Все результаты в разделе «Модели»/ }).click();
    await page.waitForURL(`${site}${searchPath('ru', 'светильник', '&type=model')}`);
    expect(await page.locator('main article').count()).toBe(10);
    expect(
      await page
        .getByRole('link', { name: /^Модели/, exact: false })
        .first()
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('pages through one kind of result, and shows the last page for a number past the end', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}${searchPath('ru', 'светильник', '&type=model')}`);
    const titles = () => page.locator('main article h3').allInnerTexts();
    const first = await titles();
    await page
      .getByRole('navigation', { name: 'Страницы' })
      .getByRole('link', { name: 'Страница 2', exact: true })
      .click();
    await page.waitForURL(`${site}${searchPath('ru', 'светильник', '&type=model&page=2')}`);
    await expect.poll(titles).not.toEqual(first);
    expect((await titles()).filter((title) => first.includes(title))).toEqual([]);
    const { text } = await html(searchPath('ru', 'светильник', '&type=model&page=9999'));
    const last = Math.max(...[...text.matchAll(/aria-label="Страница (\d+)"/g)].map((match) => Number(match[1])));
    expect(text).toContain(`aria-current="page" aria-label="Страница ${last}"`);
    expect((text.match(/<article/g) ?? []).length).toBeGreaterThan(0);
  });

  it.each([
    [
      'ru',
      'cdtnbkmybr',
      '«cdtnbkmybr» набрано в другой раскладке клавиатуры, поэтому показаны результаты по запросу «светильник».',
    ],
    [
      'en',
      'дгьштфшку',
      '“дгьштфшку” was typed in the other keyboard layout, so these are the results for “luminaire”.',
    ],
    ['ru', 'прожектр', 'Исправлена опечатка: показаны результаты по запросу «прожектор».'],
    ['en', 'floodlihgts', 'A typo was corrected: showing results for “floodlights”.'],
    ['ru', 'плато', 'Показаны результаты по запросу «PLATO».'],
    [
      'ru',
      'прожектор бухгалтерия',
      'Ни в одном результате нет всех слов запроса «прожектор бухгалтерия»: показаны те, где есть хотя бы одно из них.',
    ],
  ] as const)('says how it read a query it could not search as typed (%s: %s)', async (locale, query, note) => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}${searchPath(locale, query)}`);
    expect(await page.getByText(note).count()).toBe(1);
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    // The field keeps what the visitor typed.
    expect(await page.locator('#search-page-text').inputValue()).toBe(query);
    // A query that was read otherwise offers to search it exactly as typed.
    const exact = page.getByRole('link', {
      name: locale === 'ru' ? `Искать точно «${query}»` : `Search instead for “${query}”`,
    });
    if (note.includes(locale === 'ru' ? 'Ни в одном' : 'None of')) expect(await exact.count()).toBe(0);
    else {
      await exact.click();
      await page.waitForURL(/[?&]exact=1/);
      expect(await page.getByText(note).count()).toBe(0);
      expect(await page.locator('#search-page-text').inputValue()).toBe(query);
    }
  });

  it('finds a model by its code however it is typed', async () => {
    for (const typed of ['LINEA-36/840', 'linea 36 840', 'linea36840']) {
      const { text } = await html(searchPath('ru', typed, '&type=model'));
      expect(text.match(/<article[\s\S]*?href="([^"]+)"/)?.[1], typed).toBe('/product/linea/linea-36-840');
    }
  });

  it.each([
    ['ru', 'zzqxjv', 'По запросу «zzqxjv» ничего не нашлось', 'Каталог продукции'],
    ['en', 'zzqxjv', 'Nothing found for “zzqxjv”', 'Product catalogue'],
  ] as const)(
    'offers tips and the way into the site when nothing is found (%s)',
    async (locale, query, heading, catalogue) => {
      const page = await tab();
      await visit(page, `${site}${searchPath(locale, query)}`);
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
      expect(await page.locator('main li').filter({ hasText: 'LINEA 36/840' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: new RegExp(`^${catalogue}`) }).getAttribute('href')).toBe(
        pathIn(locale, '/catalog'),
      );
      expect(await page.locator('main article').count()).toBe(0);
    },
  );

  it.each([
    ['я', 'Введите не меньше 2 символов, чтобы начать поиск.'],
    ['  ', 'Введите не меньше 2 символов, чтобы начать поиск.'],
    ['x'.repeat(300), 'Запрос длиннее 256 символов: сократите его, чтобы начать поиск.'],
  ])('explains a query it will not search, and searches nothing (%#)', async (query, message) => {
    const { status, text } = await html(searchPath('ru', query));
    expect(status).toBe(200);
    if (query.trim()) expect(text).toContain(message);
    else expect(text).toContain('С чего начать');
    expect(text).not.toContain('<article');
  });

  it('without a query invites a search and shows where to start', async () => {
    const { status, text } = await html('/en/search');
    expect(status).toBe(200);
    expect(text).toContain('Where to start');
    expect(text).toContain('<title>Site search');
  });

  it('searches again from its own form, and keeps the term among past searches', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}${searchPath('ru', 'прожектор')}`);
    await waitForHydration(page);
    const field = page.locator('#search-page-text');
    await field.fill('  даунлайт ');
    await page.getByRole('search').filter({ has: field }).getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL(`${site}${searchPath('ru', 'даунлайт')}`);
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    expect(await searchHistoryCookie(page.context())).toBe('даунлайт');
  });

  it.each([
    ['phone', phone, searchPath('ru', 'cdtnbkmybr')],
    ['desktop', desktop, searchPath('en', 'luminaire', '&type=model&page=2')],
    ['phone', phone, searchPath('en', 'zzqxjv')],
    ['desktop', desktop, searchPath('ru', 'я')],
  ] as const)('finds no accessibility violations (%s, %s)', async (_name, viewport, path) => {
    const page = await tab({ viewport });
    await visit(page, `${site}${path}`);
    expect(await violations(page)).toEqual([]);
  });
});
