import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  desktop,
  gotoHeld,
  openPage,
  phone,
  sharedBrowser,
  sharedTabs,
  waitForHydrated,
  waitForHydration,
} from './support/browser';
import { frame } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

/** Opens `path` with every script held: the page is drawn, none of its code has run. */
async function openHeld(path: string, viewport: typeof desktop | typeof phone = desktop) {
  const page = await tab({ viewport });
  return { page, release: await gotoHeld(page, `${site}${path}`) };
}

/** Fills the vacancy application as a visitor would, CV included, without sending it. */
async function fillVacancyApplication(page: Page) {
  await page.locator('#vacancy-request-name').fill('Анна Петрова');
  await page.locator('#vacancy-request-phone').fill('+7 912 345-67-89');
  await page.locator('#vacancy-request-email').fill('anna@example.org');
  await page.locator('#vacancy-request-file').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.locator('#vacancy-request-consent').check();
}

// A page of each kind, in both languages.
const pages = [
  '/',
  '/en',
  '/about',
  '/catalog/office',
  '/product/plato',
  '/favorites',
  '/search?query=plato',
  '/solutions',
  '/blog',
  '/en/news',
  '/career/vacancies/inzhener-po-svetotehnicheskim-raschetam',
  '/en/career/internship',
];

describe('a tap made before the page’s scripts ran', () => {
  it.each(pages)('on the search toggle of %s opens the search once they have', async (path) => {
    const page = await tab({ viewport: desktop });
    const release = await gotoHeld(page, `${site}${path}`);
    const locale = path.startsWith('/en') ? 'en' : 'ru';
    const parts = frame(page, locale);
    await parts.searchToggle.click();
    // Held, not lost: nothing of the page's code has run yet.
    expect(await parts.search.count()).toBe(0);
    release();
    await parts.search.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-text');
  });

  it.each(['/', '/catalog/office'])('on the phone menu of %s opens the menu once they have', async (path) => {
    const page = await tab({ viewport: phone });
    const release = await gotoHeld(page, `${site}${path}`);
    const parts = frame(page);
    await parts.hamburger.click();
    release();
    await parts.menu.waitFor({ state: 'visible' });
    expect(await parts.hamburger.getAttribute('aria-expanded')).toBe('true');
    // Replayed once: a second tap (after hydration) closes it again.
    await waitForHydration(page);
    await parts.hamburger.click();
    await expect.poll(() => parts.hamburger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('a page’s own control used before its scripts ran', () => {
  it('a sector bubble on the home banner is picked once they have', async () => {
    const { page, release } = await openHeld('/');
    const tab = page.locator('section[aria-labelledby="home-hero-title"] [role="tab"]').first();
    await tab.click();
    release();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  });

  it('a heart on a catalogue card adds the series once they have', async () => {
    const { page, release } = await openHeld('/catalog/office');
    const heart = page.getByRole('button', { name: 'В избранное: PLATO', exact: true });
    await heart.click();
    release();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => frame(page).favorites.getAttribute('aria-label')).toBe('Избранное: 1');
  });

  it('the filter toggle (a part whose code waits for the viewport) opens the panel once they have', async () => {
    const { page, release } = await openHeld('/catalog/office', phone);
    const toggle = page.locator('button[aria-controls="catalog-filters"]');
    await toggle.click();
    release();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('the catalogue filters, a plain form, apply without any script', async () => {
    const { page } = await openHeld('/catalog/office');
    const box = page.locator('#catalog-filters input[type="checkbox"]').first();
    await box.check({ force: true });
    await page.locator('#catalog-filters button[type="submit"]').click({ force: true });
    await page.waitForURL((url) => url.search.includes(encodeURIComponent('[]')) || url.search.includes('[]='));
  });

  it('“show all” on a list shows every entry once they have', async () => {
    const { page, release } = await openHeld('/solutions');
    await page.getByRole('button', { name: 'Показать все (15)' }).click();
    release();
    await expect.poll(() => page.getByRole('button', { name: /Показать все/ }).count()).toBe(0);
  });

  it('a series’ archived models are listed once the table’s code has come', async () => {
    const { page, release } = await openHeld('/product/plato');
    const button = page.getByRole('button', { name: /^Показать архивные модели/ });
    await button.click();
    release();
    await expect.poll(() => page.locator('#models tbody tr[data-archived]').count()).toBeGreaterThan(0);
  });

  it('“save to my favourites” on a shared list keeps it once they have', async () => {
    const { page, release } = await openHeld('/favorites?series=1,4');
    await page.getByRole('button', { name: 'Сохранить в моё избранное' }).click();
    release();
    await expect.poll(() => frame(page).favorites.getAttribute('aria-label')).toBe('Избранное: 2');
  });

  it('a request form filled and sent before its code came is sent once it has', async () => {
    const { page, release } = await openHeld('/solution/explosion/oil-gas-production');
    await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна Петрова');
    await page.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+7 (912) 345-67-89');
    await page.locator('main').getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@example.org');
    await page.getByRole('textbox', { name: 'Компания', exact: true }).fill('Северный терминал');
    await page.locator('#solution-request-consent').check();
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    release();
    await page.getByRole('status').filter({ hasText: 'Заявка отправлена' }).waitFor();
  });

  it('a vacancy application with its CV, sent before its code came, is sent once it has', async () => {
    const { page, release } = await openHeld('/career/vacancies/inzhener-po-svetotehnicheskim-raschetam');
    await fillVacancyApplication(page);
    await page.locator('#apply button[type="submit"]').click();
    release();
    await page.getByRole('status').filter({ hasText: 'Отклик отправлен' }).waitFor();
  });

  it('an internship application with its choices, sent before its code came, is sent once it has', async () => {
    const { page, release } = await openHeld('/career/internship');
    await page.locator('#internship-request-name').fill('Илья Смирнов');
    await page.locator('#internship-request-phone').fill('+7 912 345-67-89');
    await page.locator('#internship-request-email').fill('ilya@example.org');
    for (const field of ['direction', 'educationLevel', 'format', 'city'])
      await page.locator(`#internship-request-${field}`).selectOption({ index: 1 });
    await page.locator('#internship-request-consent').check();
    await page.locator('#apply button[type="submit"]').click();
    release();
    await page.getByRole('status').filter({ hasText: 'Заявка на стажировку отправлена' }).waitFor();
  });

  it('a like on a blog item counts once they have', async () => {
    const { page, release } = await openHeld('/blog/design/tunable-white-v-ofisah-i-shkolah');
    const like = page.locator('[data-island="like-button"] button');
    const before = Number(await like.locator('span').last().innerText());
    await like.click();
    release();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(Number(await like.locator('span').last().innerText())).toBe(before + 1);
  });

  it('an event registration filled and sent before its code came is sent once it has', async () => {
    const { page, release } = await openHeld('/news/partnerskaya-konferenciya-2027');
    await page.locator('#event-registration-name').fill('Анна Петрова');
    await page.locator('#event-registration-email').fill('anna@example.org');
    await page.locator('#event-registration-consent').check();
    await page.locator('#registration button[type="submit"]').click();
    release();
    await page.getByRole('status').filter({ hasText: 'Вы зарегистрированы' }).waitFor();
  });

  it('the news subscription in the footer, a plain POST, is answered without any script', async () => {
    const { page } = await openHeld('/catalog');
    const email = `early-${String(Date.now())}@example.org`;
    await page.locator('#news-subscription-footer-email').fill(email);
    await page.locator('#news-subscription-footer-consent').check();
    await page.locator('#news-subscription-footer button[type="submit"]').click();
    await page
      .locator('#news-subscription-footer [role="status"]')
      .filter({ hasText: `Готово: новости будут приходить на ${email}.` })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/catalog');
  });

  it('a name typed into the partners’ filter before its code came filters the list once it has', async () => {
    const { page, release } = await openHeld('/distributors/name', phone);
    const field = page.locator('#distributor-name-filter');
    await field.fill('казань');
    // Nothing hidden yet: the list is the server's whole list until the filter's code runs.
    expect(await page.locator('main li[data-search][hidden]').count()).toBe(0);
    release();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('казань');
    const shown = await page
      .locator('main li[data-search]:not([hidden])')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-search') ?? ''));
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text).toContain('казань');
    expect(await page.locator('main li[data-search][hidden]').count()).toBeGreaterThan(0);
  });

  it('“nearest to me” tapped before its code came orders the city’s partners once it has', async () => {
    const { context, page } = await openPage(browser(), {
      viewport: phone,
      geolocation: { latitude: 55.75, longitude: 37.62 },
      permissions: ['geolocation'],
    });
    const release = await gotoHeld(page, `${site}/distributors/city/moscow`);
    await page.getByRole('button', { name: 'Ближайшие ко мне' }).click();
    expect(await page.locator('#city-distributors [data-distance]:not([hidden])').count()).toBe(0);
    release();
    await page
      .locator('main [role="status"]')
      .filter({ hasText: 'Партнёры упорядочены по расстоянию от вас.' })
      .waitFor();
    expect(await page.locator('#city-distributors [data-distance]:not([hidden])').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the partners’ filter, a plain form, filters without any script', async () => {
    const { page } = await openHeld('/distributors/name');
    await page.locator('#distributor-name-filter').fill('самара');
    await page.locator('#distributor-name-filter').press('Enter');
    await page.waitForURL(/q=/);
    expect(await page.locator('main li[data-search]:not([hidden])').count()).toBeGreaterThan(0);
  });

  it('the search page’s form, a plain form, searches without any script', async () => {
    const { page } = await openHeld('/search?query=plato');
    const field = page.locator('main input[type="search"], main input[name="query"]').first();
    await field.fill('linea');
    await field.press('Enter');
    await page.waitForURL(/query=linea/);
  });
});

/** The body of the next GraphQL operation named `operation` the page sends (JSON, or multipart with a file). */
async function nextOperationBody(page: Page, operation: string): Promise<string> {
  const request = await page.waitForRequest(
    (candidate) =>
      candidate.url().endsWith('/graphql') &&
      candidate.method() === 'POST' &&
      (candidate.postDataBuffer()?.toString('utf8') ?? '').includes(operation),
  );
  return request.postDataBuffer()?.toString('utf8') ?? '';
}

// What a visitor typed while the page's scripts were on their way, then used once they have run
// and the part has hydrated, without typing anything more: the part uses what was typed, not what
// the server drew.
describe('a field filled before the page’s scripts ran, used once they have', () => {
  it.each([
    { path: '/search?query=plato', typed: 'linea' },
    { path: '/search', typed: 'plato' },
  ])('the search page’s field searches what was typed ($path)', async ({ path, typed }) => {
    const { page, release } = await openHeld(path);
    const field = page.locator('#search-page-text');
    await field.fill(typed);
    release();
    await waitForHydrated(page, '#search-page-text');
    const search = page.locator('main form[role="search"] button[type="submit"]');
    // The button follows the text typed, not the text drawn (disabled when the server drew none).
    expect(await search.isEnabled()).toBe(true);
    await search.click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === typed);
    expect(await page.locator('#search-page-text').inputValue()).toBe(typed);
  });

  it('a solution request sends what was typed and ticked', async () => {
    const { page, release } = await openHeld('/solution/explosion/oil-gas-production');
    await page.locator('#solution-request-name').fill('Анна Петрова');
    await page.locator('#solution-request-phone').fill('+7 (912) 345-67-89');
    await page.locator('#solution-request-email').fill('anna@example.org');
    await page.locator('#solution-request-company').fill('Северный терминал');
    await page.locator('#solution-request-comment').fill('Резервуарный парк, 12 опор');
    await page.locator('#solution-request-consent').check();
    release();
    await waitForHydrated(page, '#solution-request-consent');
    const body = nextOperationBody(page, 'SubmitSolutionRequest');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    const sent = await body;
    for (const typed of ['Анна Петрова', 'anna@example.org', 'Северный терминал', 'Резервуарный парк, 12 опор'])
      expect(sent).toContain(typed);
    expect(sent).toContain('"consent":true');
    await page.getByRole('status').filter({ hasText: 'Заявка отправлена' }).waitFor();
  });

  it('an event registration sends what was typed and ticked', async () => {
    const { page, release } = await openHeld('/news/partnerskaya-konferenciya-2027');
    await page.locator('#event-registration-name').fill('Анна Петрова');
    await page.locator('#event-registration-email').fill('anna@example.org');
    await page.locator('#event-registration-consent').check();
    release();
    await waitForHydrated(page, '#event-registration-consent');
    const body = nextOperationBody(page, 'SubmitNewsRequest');
    await page.locator('#registration button[type="submit"]').click();
    const sent = await body;
    expect(sent).toContain('Анна Петрова');
    expect(sent).toContain('anna@example.org');
    await page.getByRole('status').filter({ hasText: 'Вы зарегистрированы' }).waitFor();
  });

  it('a vacancy application sends what was typed and the CV chosen', async () => {
    const { page, release } = await openHeld('/career/vacancies/inzhener-po-svetotehnicheskim-raschetam');
    await fillVacancyApplication(page);
    release();
    await waitForHydrated(page, '#vacancy-request-consent');
    // The file chosen is the form's: its name is shown as the form's own.
    await expect.poll(() => page.locator('#vacancy-request-file-name').innerText()).toBe('cv.pdf');
    const body = nextOperationBody(page, 'SubmitVacancyRequest');
    await page.locator('#apply button[type="submit"]').click();
    const sent = await body;
    expect(sent).toContain('Анна Петрова');
    expect(sent).toContain('filename="cv.pdf"');
    await page.getByRole('status').filter({ hasText: 'Отклик отправлен' }).waitFor();
  });

  it('an internship application sends what was typed and chosen', async () => {
    const { page, release } = await openHeld('/career/internship');
    await page.locator('#internship-request-name').fill('Илья Смирнов');
    await page.locator('#internship-request-phone').fill('+7 912 345-67-89');
    await page.locator('#internship-request-email').fill('ilya@example.org');
    const chosen: string[] = [];
    for (const field of ['direction', 'educationLevel', 'format', 'city'])
      chosen.push(...(await page.locator(`#internship-request-${field}`).selectOption({ index: 1 })));
    await page.locator('#internship-request-consent').check();
    release();
    await waitForHydrated(page, '#internship-request-consent');
    const body = nextOperationBody(page, 'SubmitInternshipRequest');
    await page.locator('#apply button[type="submit"]').click();
    const sent = await body;
    expect(sent).toContain('Илья Смирнов');
    for (const value of chosen) expect(sent).toContain(`"${value}"`);
    await page.getByRole('status').filter({ hasText: 'Заявка на стажировку отправлена' }).waitFor();
  });

  it('the news subscription in the footer subscribes the address typed', async () => {
    const { page, release } = await openHeld('/catalog');
    const email = `typed-early-${String(Date.now())}@example.org`;
    await page.locator('#news-subscription-footer-email').fill(email);
    await page.locator('#news-subscription-footer-consent').check();
    release();
    await waitForHydrated(page, '#news-subscription-footer-consent');
    const body = nextOperationBody(page, 'SubscribeToNews');
    await page.locator('#news-subscription-footer button[type="submit"]').click();
    expect(await body).toContain(email);
    await page
      .locator('#news-subscription-footer [role="status"]')
      .filter({ hasText: `Готово: новости будут приходить на ${email}.` })
      .waitFor();
    // Sent in place, not posted by the browser.
    expect(new URL(page.url()).pathname).toBe('/catalog');
  });

  it('the catalogue filters apply a box ticked and a bound typed', async () => {
    const { page, release } = await openHeld('/catalog/office');
    const box = page.locator('#catalog-filters input[type="checkbox"]').first();
    const bound = page.locator('#catalog-filters input[type="number"]').first();
    const [boxName, boxValue, boundName, lowest] = await Promise.all([
      box.getAttribute('name'),
      box.getAttribute('value'),
      bound.getAttribute('name'),
      bound.getAttribute('min'),
    ]);
    await bound.fill(lowest!, { force: true });
    await box.check({ force: true });
    release();
    // A tick applies at once: the listing opens for the box and the bound, nothing more pressed.
    await page.waitForURL((url) => url.searchParams.getAll(boxName!).includes(boxValue!));
    expect(Number(new URL(page.url()).searchParams.get(boundName!))).toBe(Number(lowest));
  });
});
