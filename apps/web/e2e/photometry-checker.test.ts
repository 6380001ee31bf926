import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import { collectErrors, sharedBrowser, sharedTabs, viewports, visit, waitForHydrated } from './support/browser';
import { pathIn } from './support/frame';
import { reflowFaults } from './support/reflow';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);
const checker = '/services/photometry-checker';

const PlatoPhotometry = graphql(`
  query E2eCheckerPlato {
    model(gnkCode: "plato", nkCode: "plato-40-840") {
      __typename
      ... on Model {
        photometry {
          ldt {
            url
          }
          ies {
            url
          }
        }
      }
    }
  }
`);

/** PLATO 40's catalogue files, as the site serves them. */
async function platoFiles() {
  const { model } = await askBff('ru', PlatoPhotometry);
  const { photometry } = narrowTo(model, 'Model');
  const download = async (url: string) => Buffer.from(await (await fetch(`${site}${url}`)).arrayBuffer());
  return { ldt: await download(photometry.ldt!.url), ies: await download(photometry.ies!.url) };
}

const fileInput = (page: Page) => page.locator('#photometry-checker-file');
const submit = (page: Page, locale: 'ru' | 'en' = 'ru') =>
  page.locator('main form button[type="submit"]', { hasText: locale === 'ru' ? 'Проверить файл' : 'Check the file' });
const figure = (page: Page, code: string) => page.locator(`main [data-code="${code}"] dd`).first().innerText();

describe('the photometric file checker', () => {
  it.each(['ru', 'en'] as const)(
    'checks an LDT file without script: the same figures as its model page, and the file as IES (%s)',
    async (locale) => {
      const { ldt } = await platoFiles();
      const page = await tab({ javaScriptEnabled: false });
      await page.goto(`${site}${pathIn(locale, '/product/plato/plato-40-840')}`);
      const modelFlux = await figure(page, 'luminaire-flux');
      const modelUgr = await page.locator('main [data-code="ugr-4h8h"] strong').innerText();
      // An indoor model's page leaves out the BUG rating; the checker cannot tell indoors, so rates every file.
      expect(await page.locator('main [data-code="bug-rating"]').count()).toBe(0);

      await page.goto(`${site}${pathIn(locale, checker)}`);
      await fileInput(page).setInputFiles({ name: 'plato-40-840.ldt', mimeType: 'text/plain', buffer: ldt });
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await submit(page, locale).click();
      expect((await answered).status()).toBe(200);
      await page.locator('main [data-format="eulumdat"]').waitFor();
      expect(await figure(page, 'luminaire-flux')).toBe(modelFlux);
      expect(await page.locator('main [data-code="ugr-4h8h"] strong').innerText()).toBe(modelUgr);
      expect(await figure(page, 'bug-rating')).toMatch(/^B[0-5] U[0-5] G[0-5]$/);
      expect(await page.locator('main svg').count()).toBeGreaterThan(1);
      const link = page.locator('main a[download]');
      expect(await link.getAttribute('download')).toBe('plato-40-840.ies');
      const href = (await link.getAttribute('href')) ?? '';
      const ies = Buffer.from(href.replace(/^data:application\/octet-stream;base64,/, ''), 'base64').toString('latin1');
      expect(ies).toMatch(/^IESNA:LM-63-2002\r?\n/);
      expect(ies).toContain('TILT=NONE');
    },
  );

  it('answers in place with script, and reads the IES file as the same luminaire', async () => {
    const { ldt, ies } = await platoFiles();
    const page = await tab();
    const errors = collectErrors(page);
    await visit(page, `${site}${checker}`);
    await waitForHydrated(page, '[data-island="photometry-checker"] form');
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    const sent = page.waitForRequest((request) => request.url().endsWith('/graphql') && request.method() === 'POST');
    await fileInput(page).setInputFiles({ name: 'plato.ldt', mimeType: 'text/plain', buffer: ldt });
    await submit(page).click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await page.locator('main [data-format="eulumdat"]').waitFor();
    const fromLdt = await figure(page, 'luminaire-flux');
    const ratedFromLdt = await figure(page, 'bug-rating');

    await fileInput(page).setInputFiles({ name: 'plato.ies', mimeType: 'text/plain', buffer: ies });
    await submit(page).click();
    await page.locator('main [data-format="ies"]').waitFor();
    const fromIes = await figure(page, 'luminaire-flux');
    expect(await figure(page, 'bug-rating')).toBe(ratedFromLdt);
    const lumens = (text: string) => Number(text.replace(/[^\d]/g, ''));
    expect(Math.abs(lumens(fromIes) / lumens(fromLdt) - 1)).toBeLessThan(0.01);
    expect(await page.locator('main a[download]').getAttribute('download')).toBe('plato.ldt');
    // No page was loaded: the answer came in place.
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('points at the line and value of a broken file, with script and without', async () => {
    const { ldt } = await platoFiles();
    const lines = ldt.toString('latin1').split('\r\n');
    lines[2] = '7';
    const broken = Buffer.from(lines.join('\r\n'), 'latin1');
    for (const javaScriptEnabled of [true, false]) {
      const page = await tab({ javaScriptEnabled });
      await page.goto(`${site}${checker}`);
      if (javaScriptEnabled) await waitForHydrated(page, '[data-island="photometry-checker"] form');
      await fileInput(page).setInputFiles({ name: 'broken.ldt', mimeType: 'text/plain', buffer: broken });
      await submit(page).click();
      const problems = page.locator('#photometry-checker-problems');
      await problems.waitFor();
      expect(await problems.innerText()).toContain(
        'Строка 3: «симметрия»: значение 7 вне допустимого диапазона (0–4).',
      );
      expect(await fileInput(page).getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('main [data-format]').count()).toBe(0);
    }
  });

  it('refuses a renamed PDF and a 10 MB file with a message, never an error page', async () => {
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}${pathIn('en', checker)}`);
    await fileInput(page).setInputFiles({
      name: 'datasheet.ldt',
      mimeType: 'text/plain',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await submit(page, 'en').click();
    await page.locator('#photometry-checker-problems').waitFor();
    expect(await page.locator('#photometry-checker-problems').innerText()).toContain('not a text file');

    const huge = Buffer.alloc(10 * 1024 * 1024, '0 ');
    await fileInput(page).setInputFiles({ name: 'huge.ldt', mimeType: 'text/plain', buffer: huge });
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await submit(page, 'en').click();
    expect((await answered).status()).toBe(200);
    expect(await page.locator('#photometry-checker-problems').innerText()).toContain('larger than 2 MB');

    // With script, a file past 2 MB (by one byte) is refused before it is sent.
    const live = await tab();
    await live.goto(`${site}${pathIn('en', checker)}`);
    await waitForHydrated(live, '[data-island="photometry-checker"] form');
    const requests: string[] = [];
    live.on('request', (request) => {
      if (request.method() === 'POST') requests.push(request.url());
    });
    await fileInput(live).setInputFiles({
      name: 'large.ldt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1, '0 '),
    });
    await submit(live, 'en').click();
    await live.locator('#photometry-checker-problems').waitFor();
    expect(await live.locator('#photometry-checker-problems').innerText()).toContain('larger than 2 MB');
    expect(requests).toEqual([]);
  });

  it('is listed among the services', async () => {
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}/services`);
    expect(await page.locator(`main a[href="${checker}"]`).count()).toBeGreaterThan(0);
  });

  it.each(['ru', 'en'] as const)('has no axe violations with a report on the page (%s)', async (locale) => {
    const { ldt } = await platoFiles();
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await tab({ viewport });
      const errors = collectErrors(page);
      await visit(page, `${site}${pathIn(locale, checker)}`);
      await waitForHydrated(page, '[data-island="photometry-checker"] form');
      await fileInput(page).setInputFiles({ name: 'plato.ldt', mimeType: 'text/plain', buffer: ldt });
      await submit(page, locale).click();
      await page.locator('main [data-format="eulumdat"]').waitFor();
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
      // The answer's tables and figures stay inside the page at the narrowest width (WCAG 1.4.10).
      if (viewport === viewports.phone) expect(await reflowFaults(page)).toEqual([]);
    }
  });
});
