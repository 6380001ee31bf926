import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
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
import { frame, pathIn, type Locale } from './support/frame';
import { get } from './support/http';
import { announcedToasts, toastTexts } from './support/toasts';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);
const phoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface StoredFavorites {
  series: { id: number; timestamp: number }[];
  models: { id: number; timestamp: number }[];
}

async function storedFavorites(context: BrowserContext): Promise<StoredFavorites | null> {
  const cookie = (await context.cookies(site)).find((candidate) => candidate.name === 'favorites');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as StoredFavorites) : null;
}

/** A favourites cookie as the site writes it: series and models, newest last. */
function favoritesCookie(series: number[], models: number[] = []): string {
  const entries = (ids: number[]) => ids.map((id, index) => ({ id, timestamp: 1_790_000_000_000 + index }));
  return encodeURIComponent(JSON.stringify({ series: entries(series), models: entries(models) }));
}

async function withFavorites(context: BrowserContext, series: number[], models: number[] = []): Promise<void> {
  await context.addCookies([{ name: 'favorites', value: favoritesCookie(series, models), url: site }]);
}

const SeriesModels = graphql(`
  query E2eSeriesModels($gnkCode: String!) {
    series(gnkCode: $gnkCode) {
      __typename
      ... on Series {
        id
        name
        models {
          id
          name
          archived
        }
      }
    }
  }
`);

const FavoriteModelCodes = graphql(`
  query E2eFavoriteModelCodes($ids: [Int!]!) {
    favoriteModels(ids: $ids) {
      nkCode
    }
  }
`);

const FavoriteDocumentNames = graphql(`
  query E2eFavoriteDocumentNames($seriesIds: [Int!]!, $modelIds: [Int!]!) {
    favoriteDocuments(seriesIds: $seriesIds, modelIds: $modelIds) {
      fileName
    }
  }
`);

const seriesOf = async (gnkCode: string) => narrowTo((await askBff('ru', SeriesModels, { gnkCode })).series, 'Series');

const cardNames = (page: Page, sectionId: string) =>
  page.locator(`section[aria-labelledby="${sectionId}"] li h3`).allInnerTexts();

describe('favourites', () => {
  it.each([
    ['ru', 'phone'],
    ['en', 'desktop'],
  ] as const)(
    'a heart on a catalogue card adds and removes a series, with the toasts of requirements §15 and the header count (%s, %s)',
    async (locale, size) => {
      const { context, page } = await openPage(
        browser(),
        size === 'phone'
          ? { viewport: phone, userAgent: phoneUserAgent, isMobile: true, hasTouch: true }
          : { viewport: desktop },
      );
      const errors = collectErrors(page);
      await visit(page, `${site}${pathIn(locale, '/catalog/office')}`);
      const plato = await seriesOf('plato');
      const heart = page.getByRole('button', {
        name: locale === 'ru' ? 'В избранное: PLATO' : 'Add to favorites: PLATO',
        exact: true,
      });
      const count = frame(page, locale).favorites;
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      expect(await count.getAttribute('aria-label')).toBe(locale === 'ru' ? 'Избранное' : 'Favorites');

      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(() => toastTexts(page))
        .toEqual([locale === 'ru' ? 'избранное\nсерия добавлена в избранное' : 'favorites\nseries added to favorites']);
      // Screen readers hear it from the page's polite live region, there since the server drew it.
      expect(await announcedToasts(page)).toEqual(await toastTexts(page));
      expect(await count.getAttribute('aria-label')).toBe(locale === 'ru' ? 'Избранное: 1' : 'Favorites: 1');
      const stored = await storedFavorites(context);
      expect(stored).toEqual({ series: [{ id: plato.id, timestamp: expect.any(Number) as number }], models: [] });
      expect(Math.abs(stored!.series[0]!.timestamp - Date.now())).toBeLessThan(60_000);

      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      await expect
        .poll(async () => (await toastTexts(page)).at(-1))
        .toBe(locale === 'ru' ? 'избранное\nсерия удалена из избранного' : 'favorites\nseries removed from favorites');
      expect(await count.getAttribute('aria-label')).toBe(locale === 'ru' ? 'Избранное' : 'Favorites');
      expect(await storedFavorites(context)).toEqual({ series: [], models: [] });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('says when there is no room left for another favourite, and keeps the list as it was', async () => {
    const page = await tab();
    // So full that one more entry would take the cookie past the site's cap (3900 characters, below
    // the browser's 4 kB per cookie).
    const asTheSiteWritesIt = (json: string) =>
      encodeURIComponent(json).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
    const series: { id: number; timestamp: number }[] = [];
    let value = '';
    for (let id = 1000; `favorites=${value}`.length <= 3860; id += 1) {
      series.push({ id, timestamp: 1_790_000_000_000 });
      value = asTheSiteWritesIt(JSON.stringify({ series, models: [] }));
    }
    await page.context().addCookies([{ name: 'favorites', value, url: site }]);
    await visit(page, `${site}/catalog/office`);
    // The count is the visitor's own: drawn from the cookie once the page's scripts have run.
    await expect.poll(() => frame(page).favorites.getAttribute('aria-label')).toBe(`Избранное: ${series.length}`);
    const heart = page.getByRole('button', { name: 'В избранное: PLATO', exact: true });
    await heart.click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual(['избранное\nВ избранном не осталось места: уберите что-нибудь, чтобы добавить новое']);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect((await storedFavorites(page.context()))?.series).toEqual(series);
  });

  it('keeps the series page, its models table and a model page in step with the favourites', async () => {
    const page = await tab();
    const plato = await seriesOf('plato');
    const [first, second] = plato.models.filter((model) => !model.archived);
    await visit(page, `${site}/product/plato`);
    // Its words change with its state: found by what it is rather than by them.
    const seriesHeart = page.locator('main header button[aria-pressed]');
    expect(await seriesHeart.innerText()).toBe('В избранное');
    await seriesHeart.click();
    await expect.poll(() => seriesHeart.getAttribute('aria-pressed')).toBe('true');
    expect(await seriesHeart.innerText()).toBe('В избранном');

    await page.locator('#models').scrollIntoViewIfNeeded();
    await waitForHydrated(page, '#models button');
    const rowHeart = (name: string) =>
      page.locator('#models').getByRole('button', { name: `В избранное: ${name}`, exact: true });
    await rowHeart(first!.name).click();
    await rowHeart(second!.name).click();
    await expect.poll(() => rowHeart(second!.name).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await toastTexts(page)).filter((text) => text.endsWith('модель добавлена в избранное')))
      .toHaveLength(2);
    expect(await frame(page).favorites.getAttribute('aria-label')).toBe('Избранное: 3');
    expect((await storedFavorites(page.context()))?.models.map((entry) => entry.id)).toEqual([first!.id, second!.id]);

    // The model page reads the same cookie: the model is a favourite there, and is removed from there.
    const [firstModel] = (await askBff('ru', FavoriteModelCodes, { ids: [first!.id] })).favoriteModels;
    await page.goto(`${site}/product/plato/${firstModel!.nkCode}`);
    const modelHeart = page.locator('main header button[aria-pressed]');
    await expect.poll(() => modelHeart.getAttribute('aria-pressed')).toBe('true');
    await modelHeart.click();
    await expect.poll(async () => (await toastTexts(page)).at(-1)).toBe('избранное\nмодель удалена из избранного');
    expect((await storedFavorites(page.context()))?.models.map((entry) => entry.id)).toEqual([second!.id]);
    expect(await frame(page).favorites.getAttribute('aria-label')).toBe('Избранное: 2');
  });

  it('renders /favorites on the server from the cookie, newest first, and never from another visitor’s', async () => {
    const plato = await seriesOf('plato');
    const model = plato.models[0]!;
    // Series 4 (LINEA) was added after series 1 (PLATO): it comes first.
    const mine = (
      await get(`${site}/favorites`, { cookie: `favorites=${favoritesCookie([1, 4], [model.id])}` })
    ).body.toString();
    const theirs = (await get(`${site}/favorites`, { cookie: `favorites=${favoritesCookie([10])}` })).body.toString();
    const nobody = await get(`${site}/favorites`);
    const seriesInOrder = (html: string) =>
      [...html.matchAll(/<h3[^>]*><a[^>]*href="\/product\/[^/"]+"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
    expect(seriesInOrder(mine)).toEqual(['LINEA', 'PLATO']);
    expect(mine).toContain(`>${model.name}</a>`);
    expect(mine).toMatch(/<meta[^>]* name="robots" content="noindex">/);
    // Not indexed, but described for the preview of a shared link.
    expect(mine).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(seriesInOrder(theirs)).toEqual(['TITAN HB']);
    expect(nobody.status).toBe(200);
    expect(nobody.body.toString()).toContain('В избранном пока ничего нет');
    expect(nobody.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it.each([
    ['not JSON', '{series:'],
    ['the wrong shape', encodeURIComponent('{"series":"PLATO"}')],
    [
      'oversized',
      encodeURIComponent(
        JSON.stringify({ series: Array.from({ length: 300 }, (_, index) => ({ id: index + 1, timestamp: 1 })) }),
      ),
    ],
    ['ids beyond the range', encodeURIComponent('{"series":[{"id":99999999999,"timestamp":1}]}')],
  ])('treats a favourites cookie that is %s as empty, never as an error', async (_kind, value) => {
    const response = await get(`${site}/favorites`, { cookie: `favorites=${value}` });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('В избранном пока ничего нет');
  });

  it('leaves out favourites that no longer exist', async () => {
    const html = (
      await get(`${site}/favorites`, { cookie: `favorites=${favoritesCookie([1, 999_999])}` })
    ).body.toString();
    expect(html).toMatch(/Серии(<!-- -->)? <span[^>]*>1<\/span>/);
  });

  it.each([
    ['phone', { viewport: phone, userAgent: phoneUserAgent, isMobile: true, hasTouch: true }, 12],
    ['desktop', { viewport: desktop }, 15],
  ] as const)(
    'pages the series %s-sized and the models five at a time (requirements §8)',
    async (_name, options, seriesPerPage) => {
      const { context, page } = await openPage(browser(), options);
      const series = Array.from({ length: 16 }, (_, index) => index + 1);
      const models = (await seriesOf('plato')).models.slice(0, 7).map((model) => model.id);
      await withFavorites(context, series, models);
      await visit(page, `${site}/favorites`);
      expect(await cardNames(page, 'favorite-series')).toHaveLength(seriesPerPage);
      expect(await page.locator('section[aria-labelledby="favorite-models"] li h3').count()).toBe(5);
      const seriesPages = page.locator('section[aria-labelledby="favorite-series"] nav');
      await seriesPages.getByRole('link', { name: '2' }).click();
      await page.waitForURL(`${site}/favorites?seriesPage=2`);
      await expect.poll(() => cardNames(page, 'favorite-series')).toHaveLength(16 - seriesPerPage);
      const modelPages = page.locator('section[aria-labelledby="favorite-models"] nav');
      await modelPages.getByRole('link', { name: '2' }).click();
      await page.waitForURL(`${site}/favorites?seriesPage=2&modelsPage=2`);
      await expect.poll(() => page.locator('section[aria-labelledby="favorite-models"] li h3').count()).toBe(2);
      await context.close();
    },
  );

  it('shares the list as a link that opens it on another device, where it can be kept', async () => {
    const plato = await seriesOf('plato');
    const model = plato.models[1]!;
    const { context, page } = await openPage(browser(), { viewport: desktop });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    await withFavorites(context, [1, 4], [model.id]);
    await visit(page, `${site}/favorites`);
    await waitForHydrated(page, '#favorites-actions button');
    const link = await page.getByLabel('Ссылка на этот список — откроет его на другом устройстве').inputValue();
    expect(link).toBe(`${site}/favorites?series=4,1&models=${model.id}`);
    await page.getByRole('button', { name: 'Скопировать' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual(['Ссылка скопирована\nПо ней этот список откроется на любом устройстве']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Another device: no favourites of its own.
    const { context: other, page: elsewhere } = await openPage(browser(), { viewport: phone });
    await withFavorites(other, [10]);
    await visit(elsewhere, link);
    expect(await elsewhere.locator('h1').innerText()).toBe('Подборка продукции');
    expect(await cardNames(elsewhere, 'favorite-series')).toEqual(['LINEA', 'PLATO']);
    expect(await elsewhere.locator('section[aria-labelledby="favorite-models"] li h3').allInnerTexts()).toEqual([
      model.name,
    ]);
    await waitForHydrated(elsewhere, '#favorites-actions button');
    await elsewhere.getByRole('button', { name: 'Сохранить в моё избранное' }).click();
    await expect.poll(() => toastTexts(elsewhere)).toEqual(['избранное\nПодборка сохранена в избранное']);
    expect((await storedFavorites(other))?.series.map((entry) => entry.id)).toEqual([10, 4, 1]);
    expect((await storedFavorites(other))?.models.map((entry) => entry.id)).toEqual([model.id]);
    expect(await frame(elsewhere).favorites.getAttribute('aria-label')).toBe('Избранное: 4');
    await elsewhere.getByRole('link', { name: 'Открыть моё избранное' }).click();
    await elsewhere.waitForURL(`${site}/favorites`);
    await expect.poll(() => cardNames(elsewhere, 'favorite-series')).toHaveLength(3);
    await other.close();
    await context.close();
  });

  it.each(['ru', 'en'] as const)(
    'downloads every document of the favourites as one archive (%s)',
    async (locale: Locale) => {
      const plato = await seriesOf('plato');
      const model = (await seriesOf('linea')).models[0]!;
      const { context, page } = await openPage(browser(), { viewport: desktop, acceptDownloads: true });
      await withFavorites(context, [plato.id], [model.id]);
      await visit(page, `${site}${pathIn(locale, '/favorites')}`);
      await waitForHydrated(page, '#favorites-actions button');
      const download = page.waitForEvent('download');
      await page
        .getByRole('button', { name: locale === 'ru' ? 'Скачать все документы' : 'Download all documents' })
        .click();
      const zip = await download;
      expect(zip.suggestedFilename()).toMatch(/\.zip$/);
      await expect
        .poll(() => toastTexts(page))
        .toEqual(
          locale === 'ru'
            ? ['готовим архив к скачиванию\nПодождите немного, пожалуйста', 'архив скачивается\nСпасибо за ожидание']
            : [
                'preparing the archive for download\nPlease wait a moment',
                'the archive is downloading\nThank you for waiting',
              ],
        );
      const bytes = await streamBytes(await zip.createReadStream());
      const expected = await askBff(locale, FavoriteDocumentNames, { seriesIds: [plato.id], modelIds: [model.id] });
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      for (const file of expected.favoriteDocuments) expect(bytes.includes(Buffer.from(file.fileName))).toBe(true);
      await context.close();
    },
  );

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('has no accessibility violations, with favourites and without (%s)', async (_name, viewport) => {
    const page = await tab({ viewport });
    await visit(page, `${site}/favorites`);
    expect(await violations(page)).toEqual([]);
    await withFavorites(page.context(), [1, 25], [(await seriesOf('plato')).models[0]!.id]);
    await visit(page, `${site}/favorites`);
    await waitForHydrated(page, '#favorites-actions button');
    expect(await violations(page)).toEqual([]);
    await visit(page, `${site}/favorites?series=1,4`);
    expect(await violations(page)).toEqual([]);
  });
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
