import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { desktop, phone, visit, reloadMarker, sharedBrowser, sharedTabs, waitForHydration } from './support/browser';
import { frame, pathIn } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

describe('the hamburger menu', () => {
  it('at 375 px opens the menu, and choosing an entry closes it', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/`);
    const { hamburger, menu, menuLinks } = frame(page);

    expect(await hamburger.isVisible()).toBe(true);
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await hamburger.click();
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    await menu.waitFor({ state: 'visible' });
    expect(await menuLinks.count()).toBeGreaterThan(0);

    // The click on an entry closes the menu by itself. To see that apart from the route change,
    // the click is stopped on <body>: React (listening on #root) has handled it by then, and
    // neither Vike's router (on document) nor the browser navigates.
    const entry = menuLinks.first();
    await page.evaluate(() => {
      document.body.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          event.stopPropagation();
        },
        { once: true },
      );
    });
    await entry.click();
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(page.url()).toBe(`${site}/`);

    // And for real: the entry leads to its page, where the menu is closed.
    await hamburger.click();
    await menu.waitFor({ state: 'visible' });
    const href = (await entry.getAttribute('href'))!;
    await entry.click();
    await page.waitForURL(`${site}${href}`);
    await expect.poll(() => frame(page).hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await frame(page).menu.isVisible()).toBe(false);
  });

  it('at 1440 px is not there, and the menu is always shown', async () => {
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/`);
    const { hamburger, menu, menuLinks } = frame(page);
    expect(await hamburger.isVisible()).toBe(false);
    expect(await menu.isVisible()).toBe(true);
    expect(await menuLinks.first().isVisible()).toBe(true);
  });
});

describe('menu and search', () => {
  it('are mutually exclusive: opening one closes the other', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/`);
    const { hamburger, menu, searchToggle, search } = frame(page);

    await hamburger.click();
    await menu.waitFor({ state: 'visible' });
    await searchToggle.click();
    await search.waitFor({ state: 'visible' });
    expect(await searchToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await hamburger.click();
    await menu.waitFor({ state: 'visible' });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    await search.waitFor({ state: 'detached' });
    expect(await searchToggle.getAttribute('aria-expanded')).toBe('false');
  });

  it.each(['menu', 'search'] as const)(
    'the %s closes on a route change: a page the visitor comes back to has it closed',
    async (panel) => {
      const page = await tab({ viewport: phone });
      await visit(page, `${site}/`);
      const parts = frame(page, 'ru');
      if (panel === 'menu') {
        await parts.hamburger.click();
        await parts.menu.waitFor({ state: 'visible' });
      } else {
        await parts.searchToggle.click();
        await parts.search.waitFor({ state: 'visible' });
      }
      await parts.languageSwitch.click();
      await page.waitForURL(`${site}/en`);
      await page.goBack();
      await page.waitForURL(`${site}/`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');
      const after = frame(page, 'ru');
      await expect.poll(() => after.hamburger.getAttribute('aria-expanded')).toBe('false');
      expect(await after.searchToggle.getAttribute('aria-expanded')).toBe('false');
      expect(await after.menu.isVisible()).toBe(false);
      expect(await after.search.count()).toBe(0);
    },
  );
});

describe('the favourites heart', () => {
  const favorites = JSON.stringify({ series: [{ id: 1, timestamp: 1 }], models: [{ id: '2', timestamp: 1 }] });

  async function withFavoritesCookie(value: string): Promise<Page> {
    const page = await tab({ viewport: desktop });
    await page.context().addCookies([{ name: 'favorites', value, url: site }]);
    return page;
  }

  it.each(['ru', 'en'] as const)('links to the favourites page (%s)', async (locale) => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}${pathIn(locale, '/')}`);
    const heart = frame(page, locale).favorites;
    expect(await heart.count()).toBe(1);
    expect(await heart.getAttribute('href')).toBe(pathIn(locale, '/favorites'));
    expect(await heart.isVisible()).toBe(true);
    expect(await heart.getAttribute('aria-label')).toBe(locale === 'ru' ? 'Избранное' : 'Favorites');
    expect((await heart.innerText()).trim()).toBe('');
  });

  it.each([
    ['as the site writes it (URI-encoded)', encodeURIComponent(favorites)],
    ['as plain JSON', favorites],
  ])('shows the count of series and models from the cookie, %s', async (_how, value) => {
    const page = await withFavoritesCookie(value);
    await visit(page, `${site}/`);
    const heart = frame(page).favorites;
    await expect.poll(() => heart.innerText()).toBe('2');
    expect(await heart.getAttribute('aria-label')).toBe('Избранное: 2');
  });

  it.each([
    ['broken JSON', '{"series":[{"id":1'],
    ['wrong shape', JSON.stringify({ series: 'all', models: [{ id: 2, timestamp: 1 }] })],
    [
      'ids that are not positive whole numbers',
      JSON.stringify({ series: [{ id: 'x', timestamp: 1 }, { id: -1 }], models: [{ id: 1.5 }] }),
    ],
    ['not an object', '[1,2,3]'],
  ])('shows no count for a tampered cookie: %s', async (_how, value) => {
    const page = await withFavoritesCookie(encodeURIComponent(value));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, `${site}/`);
    const heart = frame(page).favorites;
    expect(await heart.getAttribute('aria-label')).toBe('Избранное');
    expect((await heart.innerText()).trim()).toBe('');
    expect(errors).toEqual([]);
  });
});

describe('the logo', () => {
  it.each([
    ['opened directly', false],
    ['reached from another page', true],
  ] as const)('on the home page (%s) scrolls to the top instead of navigating', async (_how, viaLink) => {
    const page = await tab({ viewport: desktop });
    if (viaLink) {
      await visit(page, `${site}/404`);
      await frame(page).logo.click();
      await page.waitForURL(`${site}/`);
      await expect.poll(() => page.locator('#home-hero-title').count()).toBe(1);
      await waitForHydration(page);
    } else {
      await visit(page, `${site}/`);
    }
    await page.evaluate(reloadMarker.set);
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await frame(page).logo.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(page.url()).toBe(`${site}/`);
    expect(await page.evaluate(reloadMarker.get)).toBe(1);
    // No route change: nothing was fetched for a new page.
    expect(requests.filter((url) => url.includes('.pageContext.json') || url === `${site}/`)).toEqual([]);
  });
});

describe('menu and search by keyboard alone', () => {
  /** Where focus is: inside the header (menu and search panel included), elsewhere on the page, or left it. */
  const focusPlace = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'left the page';
      return active.closest('#site-header, #site-search') ? 'header' : `page: ${active.outerHTML.slice(0, 80)}`;
    });

  it('opens the phone menu with Enter, keeps Tab in the header, closes on Escape with focus back on its button', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/en`);
    const { hamburger, menu } = frame(page, 'en');
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible' });
    const reached = new Set<string>();
    for (let stop = 0; stop < 20; stop += 1) {
      await page.keyboard.press('Tab');
      const place = await focusPlace(page);
      expect(place === 'header' || place === 'left the page', place).toBe(true);
      reached.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    // Every entry of the menu was among the stops.
    for (const entry of await frame(page, 'en').menuLinks.allTextContents()) expect(reached).toContain(entry);

    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await hamburger.evaluate((button) => button === document.activeElement)).toBe(true);
    // And the page is reachable again.
    expect(await page.evaluate(() => document.getElementById('main')?.inert)).toBe(false);

    // A window widened to desktop size with the menu open: the menu is the header's row there, and
    // nothing is left inert.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.getElementById('main')?.inert)).toBe(true);
    await page.setViewportSize(desktop);
    await expect.poll(() => page.evaluate(() => document.getElementById('main')?.inert)).toBe(false);
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['desktop', desktop],
    ['phone', phone],
  ] as const)(
    'at %s size opens search with Enter, keeps Tab in it, and gives focus back to its button when closed',
    async (_name, viewport) => {
      const page = await tab({ viewport });
      await page
        .context()
        .addCookies([{ name: 'searchHistory', value: encodeURIComponent('плато###прожектор'), url: site }]);
      await visit(page, `${site}/`);
      const { searchToggle, search, searchText, searchClose } = frame(page);
      await searchToggle.focus();
      await page.keyboard.press('Enter');
      await search.waitFor({ state: 'visible' });
      await expect.poll(() => searchText.evaluate((text) => text === document.activeElement)).toBe(true);

      // Past searches are reached by Tab from the text and stay while focus moves through them.
      const pastSearch = page.locator('#site-search a', { hasText: 'плато' });
      await pastSearch.waitFor({ state: 'visible' });
      for (let stop = 0; stop < 3 && !(await pastSearch.evaluate((link) => link === document.activeElement)); stop += 1)
        await page.keyboard.press('Tab');
      expect(await pastSearch.evaluate((link) => link === document.activeElement)).toBe(true);
      for (let stop = 0; stop < 12; stop += 1) {
        await page.keyboard.press('Tab');
        const place = await focusPlace(page);
        expect(place === 'header' || place === 'left the page', place).toBe(true);
      }

      await page.keyboard.press('Escape');
      await search.waitFor({ state: 'detached' });
      expect(await searchToggle.evaluate((button) => button === document.activeElement)).toBe(true);

      // The panel's own close button does the same.
      await page.keyboard.press('Enter');
      await search.waitFor({ state: 'visible' });
      await searchClose.focus();
      await page.keyboard.press('Enter');
      await search.waitFor({ state: 'detached' });
      expect(await searchToggle.evaluate((button) => button === document.activeElement)).toBe(true);
    },
  );
});

it('gives each of the header’s controls a 44 px target on a phone', async () => {
  const page = await tab({ viewport: phone });
  await visit(page, `${site}/`);
  const boxes = await page.locator('header a, header button').evaluateAll((controls) =>
    controls
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => {
        const { width, height } = control.getBoundingClientRect();
        return { control: control.getAttribute('aria-label') ?? control.textContent, width, height };
      }),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(5);
  expect(boxes.filter(({ width, height }) => width < 44 || height < 44)).toEqual([]);
});
