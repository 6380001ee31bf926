import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { violations } from './support/axe';
import { collectErrors, desktop, openPage, phone, sharedBrowser, sharedTabs, visit } from './support/browser';
import { pathIn, type Locale } from './support/frame';
import { focusChange } from './support/keyboard';
import { get } from './support/http';
import { useSiteWithUpstreamDown } from './support/site';
import { announcedToasts, shownToast } from './support/toasts';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);
const tablet = { width: 768, height: 1024 } as const;

const solutionPath = '/solution/explosion/oil-gas-production';
const h1 = (page: Page) => page.locator('h1').innerText();
/** The page's back link (the breadcrumbs, in their nav, may carry the same words). */
const backLink = (page: Page, title: string) =>
  page.locator('main a:not(nav a)').filter({ hasText: new RegExp(`^${title}$`) });

describe('solutions in the sitemap', () => {
  it('lists every section and solution a sector links to, those under its own sections too', async () => {
    const sitemap = (await get(`${site}/sitemap.xml`)).body.toString('utf8');
    const inSitemap = new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(site.length)),
    );
    const linksOn = async (path: string) =>
      [...(await get(`${site}${path}`)).body.toString('utf8').matchAll(/href="(\/solutions?\/[^"?#]+)"/g)].map(
        (match) => match[1]!,
      );
    const sectors = [...inSitemap].filter((path) => /^\/solutions\/[^/]+$/.test(path));
    expect(sectors.length).toBeGreaterThan(5);
    const seen = new Set<string>();
    const queue = [...sectors];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      for (const link of await linksOn(path)) {
        expect(inSitemap, `${link}, linked from ${path}`).toContain(link);
        expect(inSitemap).toContain(`/en${link}`);
        if (link.startsWith('/solutions/')) queue.push(link);
      }
    }
    expect(inSitemap).toContain('/solution/industry/warehouses/warehouse-lighting');
  });

  it('shows a sector’s own sections as groups of their solutions on its page (sections are one level deep)', async () => {
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/solutions/industry#warehouses`);
    const group = page.locator('section#warehouses');
    expect(await group.getByRole('heading', { level: 2 }).innerText()).toBe('Склады и логистика');
    const links = await group.locator('a[href^="/solution/industry/warehouses/"]').count();
    expect(links).toBeGreaterThan(0);
    // The group's heading is in view, below the header, not under it.
    const box = (await group.getByRole('heading', { level: 2 }).boundingBox())!;
    expect(box.y).toBeGreaterThan(60);
    expect(box.y).toBeLessThan(400);
    expect((await get(`${site}/solutions/industry/warehouses`)).status).toBe(404);
  });
});

describe('solutions list and sections', () => {
  it.each([
    ['ru', 'Световые решения', 'Взрывоопасные зоны'],
    ['en', 'Light solutions', 'Hazardous areas'],
  ] as const)('/solutions lists every sector in %s, each linking to its section', async (locale, title, sector) => {
    const page = await tab({ viewport: desktop });
    const errors = collectErrors(page);
    await visit(page, `${site}${pathIn(locale, '/solutions')}`);
    expect(await h1(page)).toBe(title);
    expect(await page.title()).not.toBe('');
    const sectorLinks = page.locator('main ul a');
    expect(await sectorLinks.count()).toBe(15);
    expect(await page.locator('main ul a', { hasText: sector }).getAttribute('href')).toBe(
      pathIn(locale, '/solutions/explosion'),
    );
    expect(errors).toEqual([]);
  });

  it.each([
    ['phone', phone, 8],
    ['tablet', tablet, 9],
    ['desktop', desktop, 8],
  ] as const)('shows %s its page of sectors (8/9/8) and the rest on request', async (_name, viewport, shown) => {
    const page = await tab({ viewport });
    await visit(page, `${site}/solutions`);
    const visibleCards = () => page.locator('main ul > li').filter({ visible: true }).count();
    expect(await visibleCards()).toBe(shown);
    await page.getByRole('button', { name: 'Показать все (15)' }).click();
    await expect.poll(visibleCards).toBe(15);
    expect(await page.getByRole('button', { name: /Показать все/ }).count()).toBe(0);
  });

  it('a section shows its description and its solutions, linked with the section in the path', async () => {
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/en/solutions/explosion`);
    expect(await h1(page)).toBe('Hazardous areas');
    expect(await page.locator('main p').first().innerText()).not.toBe('');
    const solutionLinks = await page
      .locator('#solutions-heading ~ ul a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(solutionLinks).toContain(`/en${solutionPath}`);
    expect(solutionLinks.every((href) => href?.startsWith('/en/solution/explosion/'))).toBe(true);
  });

  it.each([
    '/solutions/no-such-sector',
    '/solutions/explosion/deeper',
    '/solution/explosion/no-such-solution',
    '/solution/army/oil-gas-production',
    '/en/solution/explosion/no-such-solution',
  ])('%s answers 404', async (path) => {
    expect((await get(`${site}${path}`)).status).toBe(404);
  });
});

describe('accessibility of the solution pages', () => {
  it.each(
    ['/solutions', '/en/solutions', '/solutions/explosion', '/en/solutions/explosion', `/en${solutionPath}`].flatMap(
      (path) => [[path, 'phone', phone] as const, [path, 'desktop', desktop] as const],
    ),
  )('axe finds no violations on %s at %s size', async (path, _name, viewport) => {
    const page = await tab({ viewport });
    await visit(page, `${site}${path}`);
    expect(await violations(page)).toEqual([]);
  });
});

describe('a solution', () => {
  it.each([
    ['ru', 'Объекты добычи и подготовки нефти и газа', 'Световые решения'],
    ['en', 'Oil and gas production and treatment sites', 'Light solutions'],
  ] as const)('renders its content, figures, equipment and projects (%s)', async (locale, title, backTitle) => {
    const response = await get(`${site}${pathIn(locale, solutionPath)}`);
    expect(response.status).toBe(200);
    const page = await tab({ viewport: phone });
    const errors = collectErrors(page);
    await visit(page, `${site}${pathIn(locale, solutionPath)}`);
    expect(await h1(page)).toBe(title);
    expect(await page.title()).toMatch(locale === 'ru' ? /нефт/ : /oil/i);
    expect(await page.locator('dl dd').count()).toBe(3);
    const productLinks = await page
      .locator('#products-heading ~ ul a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(productLinks.length).toBeGreaterThan(0);
    expect(productLinks.every((href) => href?.startsWith(pathIn(locale, '/product/')))).toBe(true);
    expect(await page.locator('#projects-heading ~ ul a').first().getAttribute('href')).toBe(
      pathIn(locale, '/project/oil-gas/arctic-gas-treatment'),
    );
    const back = backLink(page, backTitle);
    expect(await back.getAttribute('href')).toBe(pathIn(locale, '/solutions/explosion'));
    expect(errors).toEqual([]);
  });

  it('a link to a solution that no longer exists ends on the not-found page with its status', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/solutions/explosion`);
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('main a[href^="/solution/"]');
      if (link) link.href = '/solution/explosion/withdrawn-solution';
    });
    const answer = page.waitForResponse(`${site}/solution/explosion/withdrawn-solution`);
    await page.locator('main a[href="/solution/explosion/withdrawn-solution"]').click();
    await page.waitForURL(`${site}/solution/explosion/withdrawn-solution`);
    expect((await answer).status()).toBe(404);
    await expect.poll(() => h1(page)).toBe('Страница не найдена');
    await expect.poll(() => page.title()).toBe('Страница не найдена — Острель');
  });

  it('its back link returns to the list the visitor came from', async () => {
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/solutions/explosion?from=mail`);
    await page.locator(`a[href="${solutionPath}"]`).click();
    await page.waitForURL(`${site}${solutionPath}`);
    await expect
      .poll(() => backLink(page, 'Световые решения').getAttribute('href'))
      .toBe('/solutions/explosion?from=mail');
    // Reached by client navigation, the request form loads its code at once.
    await form(page).name.waitFor();
  });
});

/** The request form's controls, by their labels. */
function form(page: Page, locale: Locale = 'ru') {
  const ru = locale === 'ru';
  return {
    name: page.getByRole('textbox', { name: ru ? 'Имя' : 'Name', exact: true }),
    phone: page.getByRole('textbox', { name: ru ? 'Телефон' : 'Phone', exact: true }),
    email: page.locator('main').getByRole('textbox', { name: 'E-mail', exact: true }),
    company: page.getByRole('textbox', { name: ru ? 'Компания' : 'Company', exact: true }),
    comment: page.getByRole('textbox', { name: ru ? 'Об объекте' : 'About the site', exact: true }),
    file: page.locator('#solution-request-file'),
    consent: page.locator('#solution-request-consent'),
    submit: page.getByRole('button', { name: ru ? 'Отправить заявку' : 'Send request' }),
    errorOf: (field: string) => page.locator(`#solution-request-${field}-error`),
  };
}

/**
 * Opens a solution page and scrolls to its request form, then waits for the form to hydrate: its
 * code loads only as it nears the viewport.
 */
async function visitForm(page: Page, url: string) {
  await visit(page, url);
  await page.locator('#request').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const element = document.querySelector('#request form');
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  });
}

async function fillValid(page: Page, locale: Locale = 'ru') {
  const fields = form(page, locale);
  await fields.name.fill('Анна Петрова');
  await fields.phone.fill('+7 (912) 345-67-89');
  await fields.email.fill('anna@example.org');
  await fields.company.fill('Северный терминал');
  await fields.comment.fill('Наливная эстакада, 4 поста, зона 1');
  await fields.consent.check();
}

const pdf = {
  name: 'plan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

describe('the solution request form', () => {
  it('checks the fields before sending: a message at each wrong field, focus on the first, nothing sent', async () => {
    const page = await tab({ viewport: desktop });
    await visitForm(page, `${site}${solutionPath}`);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const fields = form(page);
    await fields.email.fill('anna@');
    await fields.submit.click();
    await expect.poll(() => fields.errorOf('name').innerText()).toBe('Заполните это поле');
    expect(await fields.errorOf('phone').innerText()).toBe('Заполните это поле');
    expect(await fields.errorOf('email').innerText()).toBe('Укажите e-mail в формате name@example.com');
    expect(await fields.errorOf('consent').innerText()).toBe('Нужно согласие на обработку персональных данных');
    expect(await fields.name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('solution-request-name');
    // Marked wrong, a field still shows its focus: its red border cannot, a ring of its own does.
    const focus = await focusChange(page, fields.name);
    expect(focus.changed).toBeGreaterThanOrEqual(focus.needed);
    expect(await fields.email.inputValue()).toBe('anna@');
    expect(posts).toEqual([]);
    // A corrected field loses its message as the visitor types.
    await fields.email.fill('anna@example.org');
    await expect.poll(() => fields.errorOf('email').count()).toBe(0);
    expect(await fields.errorOf('name').count()).toBe(1);
  });

  it('speaks English on English pages', async () => {
    const page = await tab({ viewport: phone });
    await visitForm(page, `${site}/en${solutionPath}`);
    const fields = form(page, 'en');
    await fields.phone.fill('123');
    await fields.submit.click();
    await expect.poll(() => fields.errorOf('phone').innerText()).toBe('Enter a phone number of 10 to 15 digits');
    expect(await fields.errorOf('name').innerText()).toBe('Please fill in this field');
  });

  it('sends a valid request with its file as a multipart request, says thank you, and empties the form', async () => {
    const page = await tab({ viewport: desktop });
    await visitForm(page, `${site}${solutionPath}`);
    await fillValid(page);
    await form(page).file.setInputFiles(pdf);
    expect(await page.locator('#solution-request-file-name').innerText()).toBe('plan.pdf');
    const request = page.waitForRequest(
      (candidate) => candidate.url().endsWith('/graphql') && candidate.method() === 'POST',
    );
    await form(page).submit.click();
    expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data/);
    const toast = page.getByRole('status').filter({ hasText: 'Заявка отправлена' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Инженеры свяжутся с вами в течение рабочего дня');
    await expect
      .poll(() => page.locator('main form [role="status"]').innerText())
      .toMatch(/^Спасибо! Заявка № \S+ принята/);
    expect(await form(page).name.inputValue()).toBe('');
    expect(await form(page).consent.isChecked()).toBe(false);
    expect(await page.locator('#solution-request-file-name').innerText()).toBe('Файл не выбран');
  });

  it('shows what the server finds wrong at its field and keeps everything typed', async () => {
    const page = await tab({ viewport: desktop });
    await visitForm(page, `${site}${solutionPath}`);
    await fillValid(page);
    // A PDF by name only: the content API checks the bytes and refuses it.
    await form(page).file.setInputFiles({
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a pdf'),
    });
    await form(page).submit.click();
    await expect.poll(() => form(page).errorOf('file').innerText()).toBe('Этот тип файла не принимается');
    expect(await form(page).name.inputValue()).toBe('Анна Петрова');
    expect(await form(page).comment.inputValue()).toBe('Наливная эстакада, 4 поста, зона 1');
    expect(await form(page).consent.isChecked()).toBe(true);
  });

  it('refuses a file of another type before sending', async () => {
    const page = await tab({ viewport: phone });
    await visitForm(page, `${site}${solutionPath}`);
    await fillValid(page);
    await form(page).file.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await form(page).submit.click();
    await expect.poll(() => form(page).errorOf('file').innerText()).toBe('Этот тип файла не принимается');
  });

  it('loads its code only as it nears the viewport, keeping whatever was typed before that', async () => {
    const page = await tab({ viewport: desktop });
    const errors = collectErrors(page);
    const formCode: string[] = [];
    let letFormCodeThrough = () => {};
    const formCodeHeld = new Promise<void>((resolve) => {
      letFormCodeThrough = resolve;
    });
    await page.route(/\/assets\/chunks\/.+\.js$/, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('solution-request-note')) {
        formCode.push(route.request().url());
        await formCodeHeld;
      }
      await route.fulfill({ response });
    });
    await visit(page, `${site}${solutionPath}`);
    // More than a screen below the viewport:
    expect(
      await form(page).name.evaluate((element) => element.getBoundingClientRect().top > 2 * window.innerHeight),
    ).toBe(true);
    expect(formCode).toEqual([]);
    await form(page).name.fill('Анна Петрова');
    await form(page).consent.check();
    await expect.poll(() => formCode.length).toBe(1);
    letFormCodeThrough();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#request form') ?? {}).some((key) => key.startsWith('__reactProps')),
    );
    await form(page).submit.click();
    await expect.poll(() => form(page).errorOf('phone').innerText()).toBe('Заполните это поле');
    expect(await form(page).errorOf('name').count()).toBe(0);
    expect(await form(page).errorOf('consent').count()).toBe(0);
    expect(await form(page).name.inputValue()).toBe('Анна Петрова');
    expect(await form(page).consent.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('has no accessibility violations, empty or with messages shown (%s)', async (_name, viewport) => {
    const page = await tab({ viewport });
    await visitForm(page, `${site}${solutionPath}`);
    expect(await violations(page)).toEqual([]);
    await form(page).submit.click();
    await form(page).errorOf('name').waitFor();
    expect(await violations(page)).toEqual([]);
  });
});

describe('when the content API cannot take the request', () => {
  const down = useSiteWithUpstreamDown();

  it('says so in a toast and loses nothing the visitor typed', async () => {
    const page = await tab({ viewport: desktop });
    await visitForm(page, `${down.url}${solutionPath}`);
    await fillValid(page);
    await form(page).submit.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Что-то пошло не так...' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Попробуйте, пожалуйста, позже');
    expect(await form(page).name.inputValue()).toBe('Анна Петрова');
    expect(await form(page).phone.inputValue()).toBe('+7 (912) 345-67-89');
    expect(await form(page).consent.isChecked()).toBe(true);
  });

  describe('toasts (requirements §15)', () => {
    async function failFourTimes(page: Page) {
      await visitForm(page, `${down.url}${solutionPath}`);
      await fillValid(page);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await form(page).submit.click();
        await expect.poll(() => form(page).submit.isDisabled()).toBe(false);
      }
    }
    const toasts = (page: Page) => page.locator(shownToast).filter({ hasText: 'Что-то пошло не так...' });

    it('shows at most three at once, at the top right', async () => {
      const { context, page } = await openPage(browser(), { viewport: desktop });
      // Every toast shown, and the most ever shown together, as the page saw them.
      await page.addInitScript((selector) => {
        const seen = new Set<Element>();
        const record = { total: 0, most: 0 };
        (window as unknown as { toastRecord: typeof record }).toastRecord = record;
        new MutationObserver(() => {
          const shown = document.querySelectorAll(selector);
          for (const toast of shown) seen.add(toast);
          record.total = seen.size;
          record.most = Math.max(record.most, shown.length);
        }).observe(document, { childList: true, subtree: true });
      }, shownToast);
      await failFourTimes(page);
      const record = () =>
        page.evaluate(() => (window as unknown as { toastRecord: { total: number; most: number } }).toastRecord);
      await expect.poll(async () => (await record()).total, { timeout: 15_000 }).toBe(4);
      expect((await record()).most).toBe(3);
      const boxes = await toasts(page).evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(desktop.width - box.right).toBeLessThan(48);
        expect(box.top).toBeLessThan(360);
      }
      await context.close();
    });

    it('closes a toast on click', async () => {
      const page = await tab({ viewport: desktop });
      await visitForm(page, `${down.url}${solutionPath}`);
      await fillValid(page);
      await form(page).submit.click();
      await toasts(page).first().waitFor();
      await toasts(page).first().click();
      await expect.poll(() => toasts(page).count()).toBe(0);
    });

    it('closes after its time even while the pointer rests on it', async () => {
      const { context, page } = await openPage(browser(), { viewport: desktop });
      await page.clock.install();
      await visitForm(page, `${down.url}${solutionPath}`);
      await fillValid(page);
      await form(page).submit.click();
      await toasts(page).first().waitFor();
      await toasts(page).first().hover();
      await page.clock.runFor(4000);
      expect(await toasts(page).count()).toBe(1);
      await page.clock.runFor(2000);
      await expect.poll(() => toasts(page).count()).toBe(0);
      // What screen readers were told goes with it.
      expect(await announcedToasts(page)).toEqual([]);
      await context.close();
    });
  });
});
