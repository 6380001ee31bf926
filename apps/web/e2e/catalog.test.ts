import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import type { E2eCatalogListingQueryVariables } from '@/app/graphql/generated/graphql';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import {
  collectErrors,
  desktop,
  openPage,
  phone,
  sharedBrowser,
  sharedTabs,
  visit,
  waitForHydrated,
} from './support/browser';
import { pathIn } from './support/frame';
import { get } from './support/http';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

// The server sizes lists by the kind of device (requirements §8: series 6/9/8 per page).
const phoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const tabletUserAgent =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const onPhone = { viewport: phone, userAgent: phoneUserAgent, isMobile: true, hasTouch: true };
const onTablet = { viewport: { width: 768, height: 1024 }, userAgent: tabletUserAgent };

const CatalogListing = graphql(`
  query E2eCatalogListing(
    $sectionLevelCodes: [String!]!
    $filters: [CatalogFilterInput!]!
    $sort: CatalogSortField!
    $order: CatalogSortOrder!
    $pageNum: Int!
    $limit: Int!
  ) {
    catalogSection(
      sectionLevelCodes: $sectionLevelCodes
      filters: $filters
      sort: $sort
      order: $order
      pageNum: $pageNum
      limit: $limit
    ) {
      __typename
      ... on CatalogSectionPage {
        series {
          name
        }
        pagination {
          total
        }
      }
    }
  }
`);

/** What the BFF lists for a section and query: the total and the names on the page. */
async function listing(
  sectionLevelCodes: string[],
  options: Partial<Omit<E2eCatalogListingQueryVariables, 'sectionLevelCodes'>> = {},
) {
  const { catalogSection } = await askBff('ru', CatalogListing, {
    sectionLevelCodes,
    filters: [],
    sort: 'default',
    order: 'asc',
    pageNum: 1,
    limit: 8,
    ...options,
  });
  const found = narrowTo(catalogSection, 'CatalogSectionPage');
  return { total: found.pagination.total, names: found.series.map((series) => series.name) };
}

const seriesNames = (page: Page) => page.locator('main section li article h3').allInnerTexts();
const total = (page: Page) => page.locator('main [role="status"]').innerText();
const filters = (page: Page) => page.locator('#catalog-filters');
const chips = (page: Page) =>
  page.getByRole('list', { name: 'Выбранные фильтры' }).locator('a[aria-label^="Убрать фильтр"]');

describe('the catalogue', () => {
  it.each(['ru', 'en'] as const)(
    '/catalog shows the top sections and every series, a page at a time (%s)',
    async (locale) => {
      const page = await tab({ viewport: desktop });
      const errors = collectErrors(page);
      await visit(page, `${site}${pathIn(locale, '/catalog')}`);
      expect(await page.locator('h1').innerText()).toBe(locale === 'ru' ? 'Каталог продукции' : 'Product catalogue');
      const sections = page
        .getByRole('navigation', { name: locale === 'ru' ? 'Разделы каталога' : 'Catalogue sections' })
        .locator('a');
      expect(await sections.count()).toBe(7);
      expect(await sections.first().getAttribute('href')).toBe(pathIn(locale, '/catalog/office'));
      const all = await listing([]);
      expect(all.total).toBeGreaterThan(8);
      expect(await seriesNames(page)).toHaveLength(8);
      expect(await total(page)).toContain(String(all.total));
      expect(errors).toEqual([]);
    },
  );

  it.each([
    ['phone', onPhone, 6],
    ['tablet', onTablet, 9],
    ['desktop', { viewport: desktop }, 8],
  ] as const)('lists the number of series per page of requirements §8 on a %s', async (_name, options, perPage) => {
    const { context, page } = await openPage(browser(), options);
    await visit(page, `${site}/catalog`);
    expect(await seriesNames(page)).toHaveLength(perPage);
    expect(await seriesNames(page)).toEqual((await listing([], { limit: perPage })).names);
    await context.close();
  });

  it('shows a section with its trail, its sub-sections and its series, each card linking to the series', async () => {
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/catalog/office`);
    expect(await page.locator('h1').innerText()).toBe('Офисное освещение');
    expect(await page.getByRole('navigation', { name: 'Навигационная цепочка' }).locator('li').allInnerTexts()).toEqual(
      ['Главная', 'Каталог', 'Офисное освещение'],
    );
    expect(
      await page
        .getByRole('navigation', { name: 'Разделы каталога' })
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/catalog/office/panels', '/catalog/office/linear', '/catalog/office/downlights']);
    const office = await listing(['office']);
    expect(await seriesNames(page)).toEqual(office.names);
    expect(await page.locator('main section li article a').first().getAttribute('href')).toMatch(/^\/product\/[^/]+$/);
  });

  it('applies a ticked value at once: the URL holds it, a chip removes it, and Back returns (requirements §7)', async () => {
    const page = await tab({ viewport: desktop });
    const errors = collectErrors(page);
    await visit(page, `${site}/catalog/office`);
    const before = await total(page);
    await filters(page)
      .getByRole('checkbox', { name: /^4000 K/ })
      .check();
    await page.waitForURL(`${site}/catalog/office?cct[]=4000#catalog-listing`);
    const filtered = await listing(['office'], { filters: [{ code: 'cct', values: ['4000'] }] });
    await expect.poll(() => seriesNames(page)).toEqual(filtered.names);
    expect(await total(page)).toContain(String(filtered.total));
    expect(await chips(page).allInnerTexts()).toEqual([expect.stringContaining('4000 K')]);
    expect(
      await filters(page)
        .getByRole('checkbox', { name: /^4000 K/ })
        .isChecked(),
    ).toBe(true);

    await chips(page).first().click();
    await page.waitForURL(`${site}/catalog/office`);
    await expect.poll(() => total(page)).toBe(before);
    await page.goBack();
    await page.waitForURL(`${site}/catalog/office?cct[]=4000#catalog-listing`);
    await expect.poll(() => seriesNames(page)).toEqual(filtered.names);
    expect(errors).toEqual([]);
  });

  it('applies a box ticked while the panel’s code was on its way, as soon as it arrives', async () => {
    const page = await tab({ viewport: desktop });
    let letPanelCodeThrough = () => {};
    const panelCodeHeld = new Promise<void>((resolve) => {
      letPanelCodeThrough = resolve;
    });
    const panelCode: string[] = [];
    await page.route(/\/assets\/chunks\/.+\.js$/, async (route) => {
      const response = await route.fetch();
      // The panel's own code (the page's script only names its island).
      if (/aria-controls.{0,3}catalog-filters/.test(await response.text())) {
        panelCode.push(route.request().url());
        await panelCodeHeld;
      }
      await route.fulfill({ response });
    });
    await visit(page, `${site}/catalog/office`);
    await expect.poll(() => panelCode.length).toBe(1);
    await filters(page)
      .getByRole('checkbox', { name: /^4000 K/ })
      .check();
    expect(page.url()).toBe(`${site}/catalog/office`);
    letPanelCodeThrough();
    await page.waitForURL(`${site}/catalog/office?cct[]=4000#catalog-listing`);
    const filtered = await listing(['office'], { filters: [{ code: 'cct', values: ['4000'] }] });
    await expect.poll(() => seriesNames(page)).toEqual(filtered.names);
    // The new listing's scripts may still be passing through the handler: closing must not fail them.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('applies a range on Enter, a second range of the same code replacing the first', async () => {
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/catalog/office`);
    await filters(page).locator('input[name="powerMinValue"]').fill('20');
    await filters(page).locator('input[name="powerMaxValue"]').fill('40');
    await filters(page).locator('input[name="powerMaxValue"]').press('Enter');
    await page.waitForURL(`${site}/catalog/office?powerMinValue=20&powerMaxValue=40#catalog-listing`);
    const ranged = await listing(['office'], { filters: [{ code: 'power', minValue: 20, maxValue: 40 }] });
    await expect.poll(() => seriesNames(page)).toEqual(ranged.names);
    expect(await chips(page).count()).toBe(1);
    // Only one bound: the other is the end of the section's own range.
    await filters(page).locator('input[name="powerMinValue"]').fill('');
    await filters(page).locator('input[name="powerMaxValue"]').fill('30');
    await filters(page).getByRole('button', { name: 'Применить' }).click();
    await page.waitForURL(/powerMinValue=\d+&powerMaxValue=30#catalog-listing$/);
    expect(await chips(page).count()).toBe(1);
  });

  it('sorts ascending on the first click of a column and flips on the second (requirements §8)', async () => {
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/catalog`);
    const sorting = page.getByRole('navigation', { name: 'Сортировка' });
    await sorting.getByRole('link', { name: 'Мощность' }).click();
    await page.waitForURL(`${site}/catalog?sort=power&order=asc`);
    await expect
      .poll(async () => seriesNames(page))
      .toEqual((await listing([], { sort: 'power', order: 'asc' })).names);
    await sorting.getByRole('link', { name: 'Мощность, по возрастанию' }).click();
    await page.waitForURL(`${site}/catalog?sort=power&order=desc`);
    await expect
      .poll(async () => seriesNames(page))
      .toEqual((await listing([], { sort: 'power', order: 'desc' })).names);
    expect(await sorting.locator('[aria-current]').getAttribute('aria-label')).toBe('Мощность, по убыванию');
  });

  it('pages through a list with real links, keeping the filters and the order', async () => {
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/catalog?sort=name&order=asc`);
    const pages = page.getByRole('navigation', { name: 'Страницы' });
    expect(await pages.locator('[aria-current="page"]').innerText()).toBe('1');
    await pages.getByRole('link', { name: 'Страница 2' }).click();
    await page.waitForURL(`${site}/catalog?sort=name&order=asc&page=2`);
    await expect.poll(async () => seriesNames(page)).toEqual((await listing([], { sort: 'name', pageNum: 2 })).names);
    expect(await pages.locator('[aria-current="page"]').innerText()).toBe('2');
  });

  it('ignores filters it does not know and malformed values, never failing (requirements §7)', async () => {
    const response = await get(`${site}/catalog/office?bogus[]=1&powerMinValue=abc&cct[]=&page=0&sort=price`);
    expect(response.status).toBe(200);
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/catalog/office?bogus[]=1&powerMinValue=abc&powerMaxValue=40&cct[]=`);
    expect(await chips(page).count()).toBe(0);
    expect(await seriesNames(page)).toEqual((await listing(['office'])).names);
  });

  it('answers an unknown section with the 404 page', async () => {
    expect((await get(`${site}/catalog/no-such-section`)).status).toBe(404);
    expect((await get(`${site}/en/catalog/office/no-such-section`)).status).toBe(404);
  });

  it('filters without JavaScript too: the panel is a plain form in the query format of requirements §7', async () => {
    const page = await tab({ viewport: desktop, javaScriptEnabled: false });
    await page.goto(`${site}/catalog/office`);
    await filters(page)
      .getByRole('checkbox', { name: /^3000 K/ })
      .check();
    await filters(page).getByRole('button', { name: 'Применить' }).click();
    // The browser sends every field, empty bounds too: the server ignores those.
    await page.waitForURL(/\/catalog\/office\?.*cct%5B%5D=3000/);
    expect(await seriesNames(page)).toEqual(
      (await listing(['office'], { filters: [{ code: 'cct', values: ['3000'] }] })).names,
    );
  });

  it.each([
    ['phone', onPhone],
    ['desktop', { viewport: desktop }],
  ] as const)(
    'has no accessibility violations, with filters applied and the panel open (%s)',
    async (_name, options) => {
      const { context, page } = await openPage(browser(), options);
      await visit(page, `${site}/catalog/office?cct[]=4000&sort=power&order=desc`);
      await waitForHydrated(page, '#catalog-filters');
      const toggle = page.getByRole('button', { name: 'Фильтры' });
      if (await toggle.isVisible()) await toggle.click();
      await expect.poll(() => filters(page).isVisible()).toBe(true);
      expect(await violations(page)).toEqual([]);
      await context.close();
    },
  );

  it('on a phone, folds the panel on Escape and gives focus back to its button', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/catalog/office`);
    await waitForHydrated(page, '#catalog-filters');
    const toggle = page.getByRole('button', { name: 'Фильтры' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => filters(page).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#catalog-filters') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => filters(page).isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
