import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff } from './support/bff';
import {
  collectErrors,
  desktop,
  followRequests,
  openPage,
  phone,
  sharedBrowser,
  sharedTabs,
  visit,
  waitForHydrated,
  waitForHydration,
} from './support/browser';
import { pathIn, type Locale } from './support/frame';
import { get } from './support/http';
import { useSiteWithUpstreamDown } from './support/site';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

const CareersContent = graphql(`
  query E2eCareersContent {
    careerMain {
      title
      button {
        link
      }
    }
    careerMenu {
      title
      link
    }
    careerStatistics {
      value
    }
    careerAdvantages {
      title
    }
    careerValues {
      title
    }
    careerGallery(limit: 15, pageNum: 1) {
      items {
        alt
      }
    }
    storiesList {
      code
      name
      link
    }
    vacancyFilters {
      city {
        value
        label
      }
      sphere {
        value
        label
      }
    }
    vacancies {
      jobTitle
      link
      city {
        value
      }
      sphere {
        value
      }
    }
  }
`);

const CareerSeo = graphql(`
  query E2eCareerSeo($path: String!) {
    seo(path: $path) {
      __typename
      ... on SeoPage {
        title
      }
    }
  }
`);

let content: { ru: Awaited<ReturnType<typeof read>>; en: Awaited<ReturnType<typeof read>> };
const read = (locale: Locale) => askBff(locale, CareersContent);
beforeAll(async () => {
  content = { ru: await read('ru'), en: await read('en') };
  // The seed this spec relies on: stories, vacancies in several cities, a gallery.
  expect(content.ru.storiesList.length).toBeGreaterThan(2);
  expect(content.ru.vacancies.length).toBeGreaterThan(5);
  expect(content.ru.careerGallery.items.length).toBeGreaterThan(3);
});

const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText.trim()));

describe('careers landing', () => {
  it.each(['ru', 'en'] as const)(
    '/career shows the main block, figures, advantages, photos and values (%s)',
    async (locale) => {
      const own = content[locale];
      const page = await tab();
      const errors = collectErrors(page);
      const response = await page.goto(`${site}${pathIn(locale, '/career')}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('h1').innerText()).toBe(own.careerMain.title);
      const menu = page.getByRole('navigation', { name: locale === 'ru' ? 'Раздел «Карьера»' : 'Careers section' });
      expect(await menu.locator('a').count()).toBe(own.careerMenu.length);
      const hero = page.getByRole('region', {
        name: locale === 'ru' ? 'О работе в компании' : 'About working with us',
      });
      expect(await hero.locator('a').getAttribute('href')).toBe(pathIn(locale, own.careerMain.button?.link ?? ''));
      expect(await texts(page, 'main dl dt > span')).toEqual(own.careerStatistics.map((figure) => figure.value));
      const headings = await texts(page, 'main h3');
      for (const item of [...own.careerAdvantages, ...own.careerValues]) expect(headings).toContain(item.title);
      expect(await page.locator('main [role="region"] img').count()).toBe(own.careerGallery.items.length);
      const seo = await askBff(locale, CareerSeo, { path: pathIn(locale, '/career') });
      expect(await page.title()).toBe(seo.seo.__typename === 'SeoPage' ? seo.seo.title : '');
      expect(errors).toEqual([]);
    },
  );

  it('its photo row scrolls by its buttons once their code has come, and by the keyboard without it', async () => {
    const { context, page } = await openPage(browser(), { viewport: desktop });
    await visit(page, `${site}/career`);
    const track = page.locator('#career-photos-slider-track');
    await track.scrollIntoViewIfNeeded();
    await waitForHydrated(page, '#career-photos-slider-track + div button');
    const previous = page.getByRole('button', { name: 'Назад' });
    const next = page.getByRole('button', { name: 'Дальше' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(() => previous.isDisabled()).toBe(false);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await previous.click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
    // The row itself takes focus, and the arrow keys scroll it.
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });
});

describe('success stories', () => {
  it.each(['ru', 'en'] as const)('/career/stories lists every story, each linking to its page (%s)', async (locale) => {
    const response = await get(`${site}${pathIn(locale, '/career/stories')}`);
    expect(response.status).toBe(200);
    const html = response.body.toString('utf8');
    for (const story of content[locale].storiesList) {
      expect(html).toContain(`href="${pathIn(locale, story.link)}"`);
      expect(html).toContain(story.name);
    }
  });

  it('a story shows its name as the title, its texts and its photos, with a way back', async () => {
    const story = content.ru.storiesList[0];
    if (!story) throw new Error('the seed has stories');
    const page = await tab({ viewport: phone });
    const errors = collectErrors(page);
    const response = await page.goto(`${site}${story.link}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.locator('h1').innerText()).toBe(story.name);
    expect(await page.title()).toContain(story.name);
    expect(await page.locator('main a[href="/career/stories"]').first().innerText()).toContain('Истории успеха');
    expect(errors).toEqual([]);
  });

  it.each(['ru', 'en'] as const)(
    'a story page has no accessibility violations at desktop width (%s)',
    async (locale) => {
      const story = content[locale].storiesList[0];
      if (!story) throw new Error('the seed has stories');
      const page = await tab();
      await visit(page, `${site}${pathIn(locale, story.link)}`);
      expect(await violations(page)).toEqual([]);
    },
  );

  it.each(['/career/stories/no-such-person', '/en/career/stories/no-such-person', '/career/stories/a/b'])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const response = await get(`${site}${path}`);
      expect(response.status).toBe(404);
    },
  );
});

describe('vacancies', () => {
  it.each(['ru', 'en'] as const)('/career/vacancies lists every open vacancy (%s)', async (locale) => {
    const response = await get(`${site}${pathIn(locale, '/career/vacancies')}`);
    expect(response.status).toBe(200);
    const html = response.body.toString('utf8');
    for (const vacancy of content[locale].vacancies) expect(html).toContain(`href="${pathIn(locale, vacancy.link)}"`);
    expect(html).not.toContain('name="robots"');
  });

  it('filters by city and sphere in the URL, with counts, without any script', async () => {
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}/career/vacancies`);
    const city = content.ru.vacancyFilters.city[0];
    if (!city) throw new Error('the seed has cities');
    const inCity = content.ru.vacancies.filter((vacancy) => vacancy.city.value === city.value);
    expect(await page.locator('#vacancy-filter-city option').nth(1).innerText()).toBe(
      `${city.label} (${String(inCity.length)})`,
    );
    await page.selectOption('#vacancy-filter-city', city.value);
    await page.getByRole('button', { name: 'Показать' }).click();
    // The filters left at "any" leave the address.
    await page.waitForURL(`${site}/career/vacancies?city=${city.value}#vacancies`);
    expect(await page.locator('main article h2 a').count()).toBe(inCity.length);
    expect(await page.locator('#vacancy-filter-city').inputValue()).toBe(city.value);
    // Filtered lists are not for search engines.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it.each([
    ['/career/vacancies?city=&experience=&sphere=', '/career/vacancies'],
    ['/en/career/vacancies?city=moscow&experience=&sphere=', '/en/career/vacancies?city=moscow'],
    ['/career/vacancies?utm_source=mail&sphere=', '/career/vacancies?utm_source=mail'],
  ])('%s is the same list at %s', async (from, to) => {
    const response = await get(`${site}${from}`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(to);
  });

  it('offers to clear the filters when nothing matches', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/career/vacancies?sphere=no-such-sphere`);
    expect(await page.locator('main article').count()).toBe(0);
    await page.getByRole('link', { name: 'Сбросить фильтры' }).click();
    await page.waitForURL(`${site}/career/vacancies#vacancies`);
    expect(await page.locator('main article').count()).toBe(content.ru.vacancies.length);
  });
});

describe('careers pages in the browser', () => {
  const paths = ['/career', '/en/career', '/career/stories', '/career/vacancies', '/en/career/vacancies?city=moscow'];

  it.each(paths)('%s has no accessibility violations and loads without errors, on a phone', async (path) => {
    const page = await tab({ viewport: phone });
    const errors = collectErrors(page);
    const requests = followRequests(page);
    await visit(page, `${site}${path}`);
    await requests.settled();
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('careers with the content API down', () => {
  const down = useSiteWithUpstreamDown();

  it.each(['/career', '/career/stories', '/career/vacancies', '/career/stories/some-story'])(
    '%s still renders, empty, rather than crash or claim not-found',
    async (path) => {
      const response = await get(`${down.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.body.toString('utf8')).toContain('<h1');
    },
  );
});
