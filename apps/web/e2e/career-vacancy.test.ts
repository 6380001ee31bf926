import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import { collectErrors, desktop, phone, sharedBrowser, sharedTabs, visit, waitForHydration } from './support/browser';
import { pathIn, type Locale } from './support/frame';
import { get } from './support/http';
import { useSiteWithUpstreamDown } from './support/site';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

const VacancyContent = graphql(`
  query E2eVacancyContent($code: String!) {
    vacancy(elementCode: $code) {
      __typename
      ... on Vacancy {
        elementCode
        jobTitle
        link
        salary
        city {
          label
        }
        advantages {
          items {
            title
          }
        }
        formTitle
      }
    }
    careerInternshipTeaser {
      title
      link
    }
  }
`);

const VacancyList = graphql(`
  query E2eVacancyList {
    vacancies {
      elementCode
      link
    }
  }
`);

type Vacancy = ReturnType<typeof narrowVacancy>;
const narrowVacancy = (answer: Awaited<ReturnType<typeof readVacancy>>) => narrowTo(answer.vacancy, 'Vacancy');
const readVacancy = (locale: Locale, code: string) => askBff(locale, VacancyContent, { code });

let vacancy: { ru: Vacancy; en: Vacancy };
let internship: { title: string; link: string };
let allVacancyLinks: string[];
beforeAll(async () => {
  const list = await askBff('ru', VacancyList);
  allVacancyLinks = list.vacancies.map((item) => item.link);
  const code = list.vacancies[0]?.elementCode;
  if (!code) throw new Error('the seed has vacancies');
  const ru = await readVacancy('ru', code);
  vacancy = { ru: narrowVacancy(ru), en: narrowVacancy(await readVacancy('en', code)) };
  internship = ru.careerInternshipTeaser;
  // The seed this spec relies on: a published salary, advantages and the internship block.
  expect(vacancy.ru.salary).toBeTruthy();
  expect(vacancy.ru.advantages.items.length).toBeGreaterThan(2);
  expect(internship.title).toBeTruthy();
});

function form(page: Page, locale: Locale = 'ru') {
  const ru = locale === 'ru';
  const scope = page.locator('#apply');
  return {
    name: scope.getByRole('textbox', { name: ru ? 'Имя и фамилия' : 'Full name', exact: true }),
    phone: scope.getByRole('textbox', { name: ru ? 'Телефон' : 'Phone', exact: true }),
    email: scope.getByRole('textbox', { name: 'E-mail', exact: true }),
    city: scope.getByRole('textbox', { name: ru ? 'Город, где вы живёте' : 'City you live in', exact: true }),
    comment: scope.getByRole('textbox', { name: ru ? 'Сопроводительное письмо' : 'Cover letter', exact: true }),
    file: page.locator('#vacancy-request-file'),
    consent: page.locator('#vacancy-request-consent'),
    submit: scope.getByRole('button', { name: ru ? 'Откликнуться' : 'Apply' }),
    errorOf: (field: string) => page.locator(`#vacancy-request-${field}-error`),
  };
}

/** Opens the vacancy, scrolls to its form and waits for the form's code, which loads as it nears the viewport. */
async function visitForm(page: Page, url: string) {
  await visit(page, url);
  await page.locator('#apply').scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('#apply form') ?? {}).some((key) => key.startsWith('__reactProps')),
  );
}

const cv = {
  name: 'cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

describe('a vacancy page', () => {
  it.each(['ru', 'en'] as const)(
    'shows the job, its pay, advantages, the internship block and the form, with SEO from title and city (%s)',
    async (locale) => {
      const own = vacancy[locale];
      const page = await tab();
      const errors = collectErrors(page);
      const response = await page.goto(`${site}${pathIn(locale, own.link)}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('h1').innerText()).toBe(own.jobTitle);
      expect(await page.title()).toContain(own.jobTitle);
      expect(await page.title()).toContain(own.city.label);
      expect(await page.locator('main aside').innerText()).toContain(own.salary ?? '');
      const back = page.locator('main a', { hasText: locale === 'ru' ? 'К вакансиям' : 'To vacancies' }).first();
      expect(await back.getAttribute('href')).toBe(pathIn(locale, '/career/vacancies'));
      const headings = await page.locator('main h3').allInnerTexts();
      for (const item of own.advantages.items) expect(headings).toContain(item.title);
      expect(await page.locator('#apply h2').innerText()).toBe(own.formTitle);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http.+\/upload\//);
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent) as { '@type': string }));
      const posting = jsonLd.find((item) => item['@type'] === 'JobPosting') as { validThrough?: string } | undefined;
      expect(posting?.validThrough ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting).toMatchObject({
        title: own.jobTitle,
        directApply: true,
        baseSalary: { currency: 'RUB' },
      });
      expect(errors).toEqual([]);
    },
  );

  it('links to the internship from its block', async () => {
    const html = (await get(`${site}${vacancy.ru.link}`)).body.toString('utf8');
    expect(html).toContain(internship.title);
    expect(html).toContain(`href="${internship.link}"`);
  });

  it('is in the sitemap, every vacancy in both languages', async () => {
    const sitemap = (await get(`${site}/sitemap.xml`)).body.toString('utf8');
    for (const link of allVacancyLinks) {
      expect(sitemap).toContain(`${site}${link}<`);
      expect(sitemap).toContain(`${site}/en${link}<`);
    }
  });

  it.each(['/career/vacancies/no-such-job', '/en/career/vacancies/no-such-job', '/career/vacancies/a/b'])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const response = await get(`${site}${path}`);
      expect(response.status).toBe(404);
    },
  );
});

describe('the application form', () => {
  it('checks the fields before sending, keeps what was typed, and speaks the page language', async () => {
    const page = await tab({ viewport: phone });
    await visitForm(page, `${site}/en${vacancy.en.link}`);
    const fields = form(page, 'en');
    await fields.email.fill('anna@');
    await fields.city.fill('Tula');
    await fields.submit.click();
    await expect.poll(() => fields.errorOf('name').innerText()).toBe('Please fill in this field');
    expect(await fields.errorOf('email').innerText()).toBe('Enter an e-mail like name@example.com');
    expect(await fields.errorOf('consent').innerText()).toBe('Please agree to the processing of personal data');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('vacancy-request-name');
    expect(await fields.city.inputValue()).toBe('Tula');
  });

  it('tells the allowed CV types and size before a file is picked, and refuses another type before sending', async () => {
    const page = await tab();
    await visitForm(page, `${site}${vacancy.ru.link}`);
    expect(await page.locator('#vacancy-request-file-hint').innerText()).toContain('до 10 МБ');
    expect(await form(page).file.getAttribute('accept')).toBe('.pdf,.doc,.docx,.rtf,.odt');
    await form(page).file.setInputFiles({
      name: 'cv.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('PK'),
    });
    await form(page).submit.click();
    await expect.poll(() => form(page).errorOf('file').innerText()).toBe('Этот тип файла не принимается');
  });

  it('sends an application with a CV by keyboard alone, says thank you and empties the form', async () => {
    const page = await tab();
    await visitForm(page, `${site}${vacancy.ru.link}`);
    // The summary's "apply" link leads to the form.
    await page.locator('main aside a[href="#apply"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#apply');
    await form(page).name.focus();
    await page.keyboard.type('Анна Петрова');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+7 912 345-67-89');
    await page.keyboard.press('Tab');
    await page.keyboard.type('anna@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Тула');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Пять лет в DIALux и Relux, проекты складов и стадионов.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('vacancy-request-file');
    await form(page).file.setInputFiles(cv);
    expect(await page.locator('#vacancy-request-file-name').innerText()).toBe('cv.pdf');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('vacancy-request-consent');
    await page.keyboard.press('Space');
    const request = page.waitForRequest(
      (candidate) => candidate.url().endsWith('/graphql') && candidate.method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await page.getByRole('status').filter({ hasText: 'Отклик отправлен' }).waitFor();
    await expect
      .poll(() => page.locator('#apply form [role="status"]').innerText())
      .toMatch(new RegExp(`^Спасибо! Отклик № \\S+ на вакансию «${vacancy.ru.jobTitle}» принят`));
    expect(await form(page).name.inputValue()).toBe('');
    expect(await page.locator('#vacancy-request-file-name').innerText()).toBe('Файл не выбран');
  });

  it('shows what the server finds wrong at its field and keeps everything typed', async () => {
    const page = await tab();
    await visitForm(page, `${site}${vacancy.ru.link}`);
    const fields = form(page);
    await fields.name.fill('Анна Петрова');
    await fields.phone.fill('+7 912 345-67-89');
    await fields.email.fill('anna@example.org');
    await fields.comment.fill('Сопроводительное письмо');
    await fields.consent.check();
    // A PDF by name only: the content API reads the bytes and refuses it.
    await fields.file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
    await fields.submit.click();
    await expect.poll(() => fields.errorOf('file').innerText()).toBe('Этот тип файла не принимается');
    expect(await fields.name.inputValue()).toBe('Анна Петрова');
    expect(await fields.comment.inputValue()).toBe('Сопроводительное письмо');
    expect(await fields.consent.isChecked()).toBe(true);
  });

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('has no accessibility violations, empty or with messages shown (%s)', async (_name, viewport) => {
    const page = await tab({ viewport });
    await visitForm(page, `${site}${vacancy.ru.link}`);
    expect(await violations(page)).toEqual([]);
    await form(page).submit.click();
    await expect.poll(() => form(page).errorOf('name').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
  });
});

describe('a vacancy with the content API down', () => {
  const down = useSiteWithUpstreamDown();

  it('still renders, without the vacancy, rather than crash or claim not-found', async () => {
    const response = await get(`${down.url}/career/vacancies/some-job`);
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toContain('<h1');
  });
});
