import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import {
  collectErrors,
  openHeld,
  openPage,
  reloadMarker,
  sharedBrowser,
  sharedTabs,
  viewports,
  visit,
  waitForHydrated,
} from './support/browser';
import { pathIn } from './support/frame';
import { get } from './support/http';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);
const locales = ['ru', 'en'] as const;

const PlatoModels = graphql(`
  query E2eComparePlatoModels {
    series(gnkCode: "plato") {
      __typename
      ... on Series {
        models {
          id
          name
          nkCode
          archived
        }
      }
    }
  }
`);

const ComparedModels = graphql(`
  query E2eComparedModels($ids: [Int!]!) {
    models(ids: $ids) {
      id
      name
      specs {
        code
        items {
          code
          value
          unit
        }
      }
      documents {
        url
      }
    }
  }
`);

/** PLATO's current models, in the series' order. */
async function platoModels() {
  const series = narrowTo((await askBff('ru', PlatoModels)).series, 'Series');
  return series.models.filter((model) => !model.archived);
}

const table = (page: Page) =>
  page
    .getByRole('region')
    .filter({ has: page.locator('table') })
    .locator('table');
const columnNames = (page: Page) =>
  table(page).locator('thead th[scope="col"] a:not([data-keeps-diff])').allInnerTexts();
const visibleRows = (page: Page) => table(page).locator('tbody tr[data-code]:visible');

describe('the model comparison', () => {
  it.each(locales)(
    'shows the models in the order of the link, every parameter, the photo, the diagram and the documents (%s)',
    async (locale) => {
      const [first, second, third] = await platoModels();
      const ids = [third!.id, first!.id, second!.id];
      const { models } = await askBff(locale, ComparedModels, { ids });
      const page = await tab();
      const errors = collectErrors(page);
      const response = await page.goto(`${site}${pathIn(locale, '/compare')}?models=${ids.join(',')}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      expect(await columnNames(page)).toEqual(models.map((model) => model.name));
      // Every row of every model, once: the union of their spec rows, grouped.
      const codes = new Set(
        models.flatMap((model) => model.specs.flatMap((group) => group.items.map((item) => item.code))),
      );
      expect(await table(page).locator('tbody tr[data-code]').count()).toBe(codes.size);
      // A row is marked as differing exactly when the models' values differ, in words as well as by a marker.
      for (const code of codes) {
        const values = models.map((model) => {
          const item = model.specs.flatMap((group) => group.items).find((row) => row.code === code);
          return item ? `${item.value} ${item.unit ?? ''}`.trim().toLowerCase() : null;
        });
        const row = table(page).locator(`tr[data-code="${code}"]`);
        const differs = new Set(values).size > 1;
        expect(await row.getAttribute('data-differs'), code).toBe(differs ? '' : null);
        expect(await row.locator('th .visually-hidden').count(), code).toBe(differs ? 1 : 0);
      }
      expect(await table(page).locator('tbody img').count()).toBe(3);
      expect(await table(page).locator('svg[role="img"]').count()).toBeGreaterThan(0);
      const documentLinks = await table(page)
        .locator('tbody ul a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(documentLinks).toEqual(models.flatMap((model) => model.documents.map((document) => document.url)));
      expect(errors).toEqual([]);
    },
  );

  it.each(locales)(
    'adds a model found by name, removes one and shows only differences, all without script (%s)',
    async (locale) => {
      const [first, , , fourth] = await platoModels();
      const page = await tab({ javaScriptEnabled: false });
      await page.goto(`${site}${pathIn(locale, '/compare')}?models=${first!.id}`);
      const main = page.locator('main');
      // Search: Enter in the field presses "Find".
      await main.locator('input[name="find"]').fill(fourth!.name);
      await main.locator('input[name="find"]').press('Enter');
      await page.waitForURL(/find=/);
      await main.locator(`button[name="add"][value="plato/${fourth!.nkCode}"]`).click();
      // Added: the server answers with the comparison's own address.
      await page.waitForURL((url) => url.searchParams.get('models') === `${first!.id},${fourth!.id}`);
      expect(new URL(page.url()).searchParams.has('add')).toBe(false);
      expect(await columnNames(page)).toEqual([first!.name, fourth!.name]);
      // The model just added is no longer offered.
      expect(await main.locator(`button[name="add"][value="plato/${fourth!.nkCode}"]`).count()).toBe(0);

      const all = await visibleRows(page).count();
      const differing = await table(page).locator('tbody tr[data-differs]').count();
      expect(differing).toBeGreaterThan(0);
      expect(differing).toBeLessThan(all);
      await main.locator('input[name="diff"][type="checkbox"]').check();
      await main.locator('form:has(input[name="diff"][type="checkbox"]) button[type="submit"]').click();
      await page.waitForURL(/diff=1/);
      expect(await visibleRows(page).count()).toBe(differing);
      expect(await table(page).locator('tbody tr[data-differs]:visible').count()).toBe(differing);

      // Removing keeps "only differences".
      await table(page).locator('thead a[data-keeps-diff]').first().click();
      await page.waitForURL((url) => url.searchParams.get('models') === String(fourth!.id));
      expect(new URL(page.url()).searchParams.get('diff')).toBe('1');
      expect(await columnNames(page)).toEqual([fourth!.name]);
      // One model differs from nothing: every row shows.
      expect(await visibleRows(page).count()).toBeGreaterThan(0);
    },
  );

  it('switches to only differences in place with script, and keeps the address and the links', async () => {
    const [first, second] = await platoModels();
    const page = await tab();
    const errors = collectErrors(page);
    await visit(page, `${site}/compare?models=${first!.id},${second!.id}`);
    await waitForHydrated(page, 'input[role="switch"]');
    const all = await visibleRows(page).count();
    const differing = await table(page).locator('tbody tr[data-differs]').count();
    // In place: the page is not loaded again.
    await page.evaluate(reloadMarker.set);
    // No apply button once the switch works by itself.
    expect(await page.locator('form:has(input[role="switch"]) button').count()).toBe(0);
    const toggle = page.getByRole('switch', { name: 'Только различия' });
    await toggle.check();
    await expect.poll(() => visibleRows(page).count()).toBe(differing);
    expect(new URL(page.url()).searchParams.get('diff')).toBe('1');
    expect(page.url()).toContain(`models=${first!.id},${second!.id}`);
    expect(await table(page).locator('thead a[data-keeps-diff]').first().getAttribute('href')).toContain('diff=1');
    expect(await page.locator('input[type="hidden"][name="diff"]').isDisabled()).toBe(false);
    await toggle.uncheck();
    await expect.poll(() => visibleRows(page).count()).toBe(all);
    expect(new URL(page.url()).searchParams.has('diff')).toBe(false);
    expect(await table(page).locator('thead a[data-keeps-diff]').first().getAttribute('href')).not.toContain('diff');
    expect(await page.evaluate(reloadMarker.get)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows only differences once its code has come, when switched before', async () => {
    const [first, second] = await platoModels();
    const { context, page, release } = await openHeld(browser(), `${site}/compare?models=${first!.id},${second!.id}`);
    await page.getByRole('switch', { name: 'Только различия' }).check();
    release();
    await waitForHydrated(page, 'input[role="switch"]');
    const all = await table(page).locator('tbody tr[data-code]').count();
    const differing = await table(page).locator('tbody tr[data-differs]').count();
    expect(differing).toBeLessThan(all);
    await expect.poll(() => visibleRows(page).count()).toBe(differing);
    expect(new URL(page.url()).searchParams.get('diff')).toBe('1');
    expect(await table(page).locator('thead a[data-keeps-diff]').first().getAttribute('href')).toContain('diff=1');
    await context.close();
  });

  it('names what it leaves out of a link — not ids, repeats, unknown ids, more than four — and answers 200', async () => {
    const models = await platoModels();
    const ids = models.slice(0, 6).map((model) => model.id);
    const page = await tab({ javaScriptEnabled: false });
    const response = await page.goto(
      `${site}/compare?models=abc,${ids[0]},${ids[0]},99,${ids.slice(1).join(',')}&models=${encodeURIComponent('<b>x</b>')}`,
    );
    expect(response?.status()).toBe(200);
    // Unknown ids take no place: the first four models the catalogue knows are compared.
    expect(await columnNames(page)).toEqual(models.slice(0, 4).map((model) => model.name));
    const notes = await page.getByRole('note').locator('li').allInnerTexts();
    expect(notes).toEqual([
      '«abc» — не номер модели',
      '«<b>x</b>» — не номер модели',
      `Модель с номером ${ids[0]} указана повторно — повтор пропущен`,
      'Модели с номером 99 нет в каталоге',
      `Модель с номером ${ids[4]} не вошла: сравнить можно не больше 4 моделей`,
      `Модель с номером ${ids[5]} не вошла: сравнить можно не больше 4 моделей`,
    ]);
    // The form still offers the search, and says the comparison is full.
    expect(await page.locator('input[name="find"]').isDisabled()).toBe(true);

    for (const query of [
      'models=',
      'models=0,-1,2147483648,1e3',
      `models=${'9'.repeat(5000)}`,
      'models=1&models=2&diff=yes&find=x',
      'add=..%2Fetc%2Fpasswd',
      'add=plato%2Fno-such-model',
      `models=${ids.slice(0, 4).join(',')}&add=plato%2F${models[5]!.nkCode}`,
      'find=%00%FF%FE',
    ]) {
      const answer = await page.goto(`${site}/compare?${query}`);
      expect(answer?.status(), query).toBe(200);
      expect(await page.locator('input[name="find"]').count(), query).toBe(1);
    }
    // An add the comparison has no room for is explained at the form, not added.
    expect(await columnNames(page)).toHaveLength(0);
    await page.goto(`${site}/compare?models=${ids.slice(0, 4).join(',')}&add=plato%2F${models[5]!.nkCode}`);
    expect(await columnNames(page)).toHaveLength(4);
    expect(await page.locator('main').innerText()).toContain('В сравнении уже 4 модели');
    await page.goto(`${site}/compare?add=plato%2Fno-such-model`);
    expect(await page.locator('main').innerText()).toContain('Этой модели нет в каталоге');
  });

  it.each(locales)('explains how to add models when there are none (%s)', async (locale) => {
    const page = await tab({ javaScriptEnabled: false });
    const response = await page.goto(`${site}${pathIn(locale, '/compare')}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('main table').count()).toBe(0);
    expect(await page.locator('main input[name="find"]').isEnabled()).toBe(true);
    expect(await page.locator(`main a[href="${pathIn(locale, '/catalog')}"]`).count()).toBeGreaterThan(0);
    if (locale === 'ru') expect(await page.locator('main').innerText()).toContain('Пока нечего сравнивать');
  });

  it.each(locales)('has no axe violations with models, a search and a notice, and empty (%s)', async (locale) => {
    const [first, second, third] = await platoModels();
    for (const viewport of [viewports.phone, viewports.desktop]) {
      for (const query of [`?models=${first!.id},${second!.id},${third!.id},abc&find=plato`, '']) {
        const page = await tab({ viewport });
        // Each visit a first one, as in a fresh context: a cookie left by the one before (cookieViewed)
        // would bring the cookie notice at once.
        await page.context().clearCookies();
        const errors = collectErrors(page);
        await visit(page, `${site}${pathIn(locale, '/compare')}${query}`);
        expect(await violations(page), `${viewport.width} ${query}`).toEqual([]);
        expect(errors).toEqual([]);
      }
    }
  });

  it('scrolls a wide comparison inside its region on a phone, the names staying in view', async () => {
    const ids = (await platoModels()).slice(0, 4).map((model) => model.id);
    const page = await tab({ viewport: viewports.phone });
    await visit(page, `${site}/compare?models=${ids.join(',')}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewports.phone.width);
    const region = page.getByRole('region').filter({ has: page.locator('table') });
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const label = table(page).locator('tbody th[scope="row"]').first();
    const value = table(page).locator('tbody td').first();
    const [labelBefore, valueBefore] = [await label.boundingBox(), await value.boundingBox()];
    await region.evaluate((element) => {
      element.scrollLeft = 300;
    });
    const [labelAfter, valueAfter] = [await label.boundingBox(), await value.boundingBox()];
    expect(valueAfter!.x).toBeLessThan(valueBefore!.x - 250);
    // The name sticks to the region's edge (over the table's own border, which scrolls away).
    expect(Math.abs(labelAfter!.x - labelBefore!.x)).toBeLessThanOrEqual(1);
  });

  it('prints the table, not the search, the switch or the remove links', async () => {
    const [first, second] = await platoModels();
    const { context, page } = await openPage(browser());
    await visit(page, `${site}/compare?models=${first!.id},${second!.id}&diff=1&find=plato`);
    await page.emulateMedia({ media: 'print' });
    const main = page.locator('main');
    expect(await table(page).isVisible()).toBe(true);
    expect(await columnNames(page)).toEqual([first!.name, second!.name]);
    expect(await table(page).locator('tbody tr[data-differs]').first().isVisible()).toBe(true);
    // The printout follows "only differences".
    expect(await visibleRows(page).count()).toBe(await table(page).locator('tbody tr[data-differs]').count());
    expect(await main.locator('input[name="find"]').isVisible()).toBe(false);
    expect(await main.getByRole('switch').isVisible()).toBe(false);
    expect(await table(page).locator('thead a[data-keeps-diff]').first().isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    // Nothing is cut off at the sheet's edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await context.close();
  });

  it('is one page for search engines, in both languages and in the sitemap', async () => {
    const plain = (await get(`${site}/compare`)).body.toString();
    expect(plain).toMatch(new RegExp(`<link rel="canonical" href="${site}/compare"`));
    expect(plain).toContain(`hreflang="en" href="${site}/en/compare"`);
    expect(plain).not.toContain('noindex');
    expect(plain).toContain('<title>Сравнение моделей — Острель</title>');
    const english = (await get(`${site}/en/compare`)).body.toString();
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toMatch(new RegExp(`<link rel="canonical" href="${site}/en/compare"`));
    const [first] = await platoModels();
    const view = (await get(`${site}/compare?models=${first!.id}`)).body.toString();
    expect(view).toContain('<meta name="robots" content="noindex"');
    expect(view).not.toContain('rel="canonical"');
    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${site}/compare</loc>`);
    expect(sitemap).toContain(`<loc>${site}/en/compare</loc>`);
  });

  it.each(locales)('is reached from a series’ models table by ticking models, without script (%s)', async (locale) => {
    const [first, second] = await platoModels();
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}${pathIn(locale, '/product/plato')}`);
    const models = page.locator('#models');
    await models.locator(`input[name="models"][value="${first!.id}"]`).check();
    await models.locator(`input[name="models"][value="${second!.id}"]`).check();
    await models.locator('button[type="submit"]').click();
    await page.waitForURL(new RegExp(`${pathIn(locale, '/compare')}\\?models=`));
    expect(await columnNames(page)).toEqual([first!.name, second!.name]);
  });

  it('is reached from a favourites list, with the models that page shows', async () => {
    const models = await platoModels();
    const ids = models.slice(0, 3).map((model) => model.id);
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}/favorites?models=${ids.join(',')}`);
    const link = page.locator('#favorite-models').locator('..').locator(`a[href^="/compare?"]`);
    expect(await link.getAttribute('href')).toBe(`/compare?models=${ids.join(',')}`);
    await link.click();
    await page.waitForURL(/\/compare\?/);
    expect(await columnNames(page)).toEqual(models.slice(0, 3).map((model) => model.name));
  });
});
