import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import { collectErrors, desktop, phone, sharedBrowser, sharedTabs, visit, waitForHydrated } from './support/browser';
import { pathIn, type Locale } from './support/frame';
import { get } from './support/http';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

const SeriesContent = graphql(`
  query E2eSeriesContent($gnkCode: String!) {
    series(gnkCode: $gnkCode) {
      __typename
      ... on Series {
        name
        models {
          name
          power
          archived
          link
        }
        documents {
          title
          url
        }
      }
    }
  }
`);

/** A series as the BFF gives it, in a language. */
async function seriesData(gnkCode: string, locale: Locale = 'ru') {
  return narrowTo((await askBff(locale, SeriesContent, { gnkCode })).series, 'Series');
}

const table = (page: Page) => page.getByRole('region', { name: /Модели серии|Series models/ }).locator('table');
const modelNames = (page: Page) =>
  table(page)
    .locator('tbody th')
    .evaluateAll((cells) => cells.map((cell) => cell.querySelector('a')?.textContent ?? ''));

describe('a series page', () => {
  it.each(['ru', 'en'] as const)(
    'shows the series with its trail, key figures, models and documents (%s)',
    async (locale) => {
      const data = await seriesData('plato', locale);
      const page = await tab({ viewport: desktop });
      const errors = collectErrors(page);
      await visit(page, `${site}${pathIn(locale, '/product/plato')}`);
      expect(await page.locator('h1').innerText()).toBe(data.name);
      expect(
        await page
          .getByRole('navigation', { name: locale === 'ru' ? 'Навигационная цепочка' : 'Breadcrumbs' })
          .locator('li')
          .allInnerTexts(),
      ).toEqual(
        locale === 'ru'
          ? ['Главная', 'Каталог', 'Офисное освещение', 'Светодиодные панели', 'PLATO']
          : ['Home', 'Catalogue', 'Office lighting', 'LED panels', 'PLATO'],
      );
      const figures = page.locator(
        `dl[aria-label="${locale === 'ru' ? 'Основные характеристики' : 'Key figures'}"] dt`,
      );
      expect(await figures.count()).toBeGreaterThanOrEqual(5);
      const current = data.models.filter((model) => !model.archived);
      expect(await modelNames(page)).toEqual(current.map((model) => model.name));
      expect(await table(page).locator('tbody a').first().getAttribute('href')).toBe(pathIn(locale, current[0]!.link));
      const documents = page.locator('#documents li:not([data-kind="gldf"]) a');
      expect(await documents.count()).toBe(data.documents.length);
      expect(await documents.first().getAttribute('href')).toBe(data.documents[0]!.url);
      expect(await page.locator('#documents li:not([data-kind="gldf"])').first().innerText()).toMatch(
        /\d+(,\d)?\s(кБ|МБ|kB|MB)/,
      );
      // The series' GLDF container heads the list.
      expect(await page.locator('#documents li[data-kind="gldf"] a').getAttribute('href')).toMatch(
        /^\/upload\/gldf\/[a-z0-9-]+\.[0-9a-f]{12}\.gldf$/,
      );
      expect(errors).toEqual([]);
    },
  );

  it('sorts the models by a column: ascending first, then descending (requirements §8)', async () => {
    const data = await seriesData('plato');
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/product/plato`);
    // The table's code comes as it nears the viewport.
    await page.locator('#models').scrollIntoViewIfNeeded();
    await waitForHydrated(page, '#models button');
    const power = table(page).getByRole('button', { name: /^Мощность/ });
    await power.click();
    const byPower = (direction: 1 | -1) =>
      data.models
        .filter((model) => !model.archived)
        .map((model, index) => ({ ...model, index }))
        .sort((a, b) => (a.power - b.power) * direction || a.index - b.index)
        .map((model) => model.power);
    const shownPowers = async () =>
      (await table(page).locator('tbody tr td:nth-of-type(1)').allInnerTexts()).map(Number);
    expect(await table(page).locator('th[aria-sort]').getAttribute('aria-sort')).toBe('ascending');
    expect(await shownPowers()).toEqual(byPower(1));
    await power.click();
    expect(await table(page).locator('th[aria-sort]').getAttribute('aria-sort')).toBe('descending');
    expect(await shownPowers()).toEqual(byPower(-1));
  });

  it('lists archived models on request, marked as archived', async () => {
    const data = await seriesData('plato');
    const archived = data.models.filter((model) => model.archived);
    expect(archived.length).toBeGreaterThan(0);
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/product/plato`);
    // The table's code comes as it nears the viewport.
    await page.locator('#models').scrollIntoViewIfNeeded();
    await waitForHydrated(page, '#models button');
    await page.getByRole('button', { name: `Показать архивные модели (${archived.length})` }).click();
    expect(await modelNames(page)).toEqual(data.models.map((model) => model.name));
    expect(await table(page).locator('tbody tr[data-archived]').count()).toBe(archived.length);
  });

  it('carries Product and BreadcrumbList structured data', async () => {
    const html = (await get(`${site}/product/plato`)).body.toString();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'PLATO',
      sku: 'plato',
      brand: { '@type': 'Brand' },
      category: 'Светодиодные панели',
    });
    expect(product?.url).toMatch(/^https?:\/\/[^/]+\/product\/plato$/);
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
      { itemListElement: { name: string }[] } | undefined;
    expect(trail?.itemListElement.map((item) => item.name)).toEqual([
      'Главная',
      'Каталог',
      'Офисное освещение',
      'Светодиодные панели',
      'PLATO',
    ]);
  });

  it('answers a series that does not exist with the 404 page', async () => {
    expect((await get(`${site}/product/no-such-series`)).status).toBe(404);
    expect((await get(`${site}/en/product/no-such-series`)).status).toBe(404);
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('has no accessibility violations (%s)', async (_name, viewport) => {
    const page = await tab({ viewport });
    await visit(page, `${site}/product/plato`);
    expect(await violations(page)).toEqual([]);
  });
});
