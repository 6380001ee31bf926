import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff } from './support/bff';
import { collectErrors, desktop, phone, sharedBrowser, sharedTabs, visit, waitForHydration } from './support/browser';
import { pathIn } from './support/frame';
import { get } from './support/http';
import { useSiteWithUpstreamDown } from './support/site';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

const InternshipContent = graphql(`
  query E2eInternshipContent {
    internshipTitle {
      title
    }
    internshipList {
      title
    }
    internshipSelectData {
      directions {
        value
        label
      }
      educationLevels {
        value
      }
      formats {
        value
      }
      cities {
        value
        label
      }
    }
  }
`);

let content: { ru: Awaited<ReturnType<typeof read>>; en: Awaited<ReturnType<typeof read>> };
const read = (locale: 'ru' | 'en') => askBff(locale, InternshipContent);
beforeAll(async () => {
  content = { ru: await read('ru'), en: await read('en') };
  expect(content.ru.internshipList.length).toBeGreaterThan(2);
  expect(content.ru.internshipSelectData.directions.length).toBeGreaterThan(1);
});

/** Opens the internship page, scrolls to its form and waits for the form's code. */
async function visitForm(page: Page, url: string) {
  await visit(page, url);
  await page.locator('#apply').scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('#apply form') ?? {}).some((key) => key.startsWith('__reactProps')),
  );
}

const errorOf = (page: Page, field: string) => page.locator(`#internship-request-${field}-error`);

describe('the internship page', () => {
  it.each(['ru', 'en'] as const)('shows the title, the steps in order and the form’s choices (%s)', async (locale) => {
    const own = content[locale];
    const page = await tab();
    const errors = collectErrors(page);
    const response = await page.goto(`${site}${pathIn(locale, '/career/internship')}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.locator('h1').innerText()).toBe(own.internshipTitle.title);
    expect(await page.locator('main ol h3').allInnerTexts()).toEqual(own.internshipList.map((step) => step.title));
    const directions = await page.locator('#internship-request-direction option').allInnerTexts();
    expect(directions.slice(1)).toEqual(own.internshipSelectData.directions.map((option) => option.label));
    expect(await page.locator('#internship-request-city option').count()).toBe(
      own.internshipSelectData.cities.length + 1,
    );
    expect(errors).toEqual([]);
  });

  it('is in the sitemap in both languages', async () => {
    const sitemap = (await get(`${site}/sitemap.xml`)).body.toString('utf8');
    expect(sitemap).toContain(`${site}/career/internship<`);
    expect(sitemap).toContain(`${site}/en/career/internship<`);
  });
});

describe('the internship application', () => {
  it('asks for each choice before sending, and keeps what was typed', async () => {
    const page = await tab({ viewport: phone });
    await visitForm(page, `${site}/career/internship`);
    await page.fill('#internship-request-name', 'Илья Смирнов');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    for (const field of ['phone', 'email', 'direction', 'educationLevel', 'format', 'city', 'consent'])
      await expect.poll(() => errorOf(page, field).count(), { message: field }).toBe(1);
    expect(await errorOf(page, 'name').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('internship-request-phone');
    expect(await page.inputValue('#internship-request-name')).toBe('Илья Смирнов');
  });

  it('sends an application with the chosen options and a CV as multipart, and says thank you', async () => {
    const choices = content.ru.internshipSelectData;
    const page = await tab();
    await visitForm(page, `${site}/career/internship`);
    await page.fill('#internship-request-name', 'Илья Смирнов');
    await page.fill('#internship-request-phone', '+7 912 345-67-89');
    await page.fill('#internship-request-email', 'ilya@example.org');
    await page.selectOption('#internship-request-direction', choices.directions[1]!.value);
    await page.selectOption('#internship-request-educationLevel', choices.educationLevels[0]!.value);
    await page.selectOption('#internship-request-format', choices.formats[0]!.value);
    await page.selectOption('#internship-request-city', choices.cities[0]!.value);
    await page.fill('#internship-request-university', 'МЭИ');
    await page.locator('#internship-request-file').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await page.check('#internship-request-consent');
    const request = page.waitForRequest(
      (candidate) => candidate.url().endsWith('/graphql') && candidate.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await page.getByRole('status').filter({ hasText: 'Заявка на стажировку отправлена' }).waitFor();
    await expect
      .poll(() => page.locator('#apply form [role="status"]').innerText())
      .toMatch(/^Спасибо! Заявка № \S+ на стажировку принята/);
    expect(await page.inputValue('#internship-request-direction')).toBe('');
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('has no accessibility violations, empty or with messages shown (%s)', async (_name, viewport) => {
    const page = await tab({ viewport });
    await visitForm(page, `${site}/career/internship`);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect.poll(() => errorOf(page, 'name').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
  });
});

describe('the internship page with the content API down', () => {
  const down = useSiteWithUpstreamDown();

  it('still renders its title, without a form it could not fill', async () => {
    const response = await get(`${down.url}/career/internship`);
    expect(response.status).toBe(200);
    const html = response.body.toString('utf8');
    expect(html).toContain('<h1');
    expect(html).not.toContain('id="apply"');
  });
});
