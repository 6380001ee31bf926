import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { graphql } from '@/app/graphql/generated';
import { eventTiming, formatEventWhen } from '@/ui/event-time';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import {
  collectErrors,
  desktop,
  followRequests,
  phone,
  sharedBrowser,
  sharedTabs,
  viewports,
  visit,
  waitForHydration,
  type ViewportName,
} from './support/browser';
import { pathIn, type Locale } from './support/frame';
import { get } from './support/http';
import { useSiteWithUpstreamDown } from './support/site';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

const NewsContent = graphql(`
  query E2eNewsContent($pageNum: Int!) {
    newsList(limit: 12, pageNum: $pageNum) {
      items {
        id
        code
        link
      }
      pagination {
        totalPages
      }
    }
    everything: newsList(limit: 48, pageNum: 1) {
      items {
        code
        link
        isEvent
        event {
          startsAt
          endsAt
          registrationOpen
        }
      }
    }
  }
`);

const NewsItemContent = graphql(`
  query E2eNewsItemContent($code: String!) {
    newsItem(elementCode: $code) {
      __typename
      ... on NewsItem {
        title
        date
        seoDescription
        event {
          startsAt
          endsAt
          place
          registrationOpen
        }
      }
    }
    newsSeo(code: $code) {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
  }
`);

type NewsList = Awaited<ReturnType<typeof readList>>;
const readList = (locale: Locale, pageNum = 1) => askBff(locale, NewsContent, { pageNum });

let list: NewsList;
/** A plain news item, and an event that is long over (the seed's oldest). */
let news: string;
let pastEvent: string;
beforeAll(async () => {
  list = await readList('ru');
  expect(list.newsList.pagination.totalPages).toBeGreaterThan(1);
  const all = list.everything.items;
  news = all.find((entry) => !entry.isEvent)?.code ?? '';
  pastEvent = all.filter((entry) => entry.isEvent).at(-1)?.code ?? '';
  expect(news).not.toBe('');
  expect(pastEvent).not.toBe('');
});

const text = async (page: Page, selector: string) => (await page.locator(selector).first().innerText()).trim();
const links = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));

/** Events to come or under way now, soonest first: what the list puts above everything else. */
function upcoming(data: NewsList) {
  const now = new Date();
  return data.everything.items
    .filter((entry) => {
      const timing = entry.event ? eventTiming(entry.event.startsAt, entry.event.endsAt ?? null, now) : null;
      return timing === 'upcoming' || timing === 'ongoing';
    })
    .sort((a, b) => Date.parse(a.event?.startsAt ?? '') - Date.parse(b.event?.startsAt ?? ''))
    .slice(0, 3);
}

describe('news list', () => {
  it.each(['ru', 'en'] as const)(
    '/news answers 200 with events to come first, then the newest news, twelve to a page (%s)',
    async (locale) => {
      const data = locale === 'ru' ? list : await readList(locale);
      const page = await tab({ viewport: desktop });
      const errors = collectErrors(page);
      const response = await page.goto(`${site}${pathIn(locale, '/news')}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await text(page, 'h1')).toBe(locale === 'ru' ? 'Новости и события' : 'News and events');
      const featured = upcoming(data);
      const shownUpcoming = await links(page, 'section[aria-labelledby="news-upcoming"] article h3 a');
      expect(shownUpcoming).toEqual(featured.map((entry) => pathIn(locale, entry.link)));
      // The list: page one's items, less those already shown above it.
      const featuredCodes = new Set(featured.map((entry) => entry.code));
      expect(await links(page, 'section[aria-labelledby="news-all"] article h3 a')).toEqual(
        data.newsList.items
          .filter((entry) => !featuredCodes.has(entry.code))
          .map((entry) => pathIn(locale, entry.link)),
      );
      expect(errors).toEqual([]);
    },
  );

  it('page 2 shows the next twelve, by its link', async () => {
    const second = await readList('ru', 2);
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/news`);
    await page.locator('main nav a[rel="next"]').click();
    await page.waitForURL(`${site}/news?page=2`);
    await expect
      .poll(() => links(page, 'section[aria-labelledby="news-all"] article h3 a'))
      .toEqual(second.newsList.items.map((entry) => entry.link));
    expect(await page.locator('section[aria-labelledby="news-upcoming"]').count()).toBe(0);
  });

  it('a past event is marked as past on the list', async () => {
    const { totalPages } = list.newsList.pagination;
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}/news?page=${totalPages}`);
    const card = page.locator(`article:has(a[href="/news/${pastEvent}"])`);
    expect(await card.locator('[data-timing]').innerText()).toBe('ПРОШЛО');
  });

  it.each([['/news?page=99'], ['/en/news?page=99']])('%s answers 404', async (path) => {
    expect((await get(`${site}${path}`)).status).toBe(404);
  });
});

describe('news item', () => {
  it.each(['ru', 'en'] as const)(
    'answers 200 with its SEO title and description, and NewsArticle data (%s)',
    async (locale) => {
      const answer = await askBff(locale, NewsItemContent, { code: news });
      const item = narrowTo(answer.newsItem, 'NewsItem');
      const seo = narrowTo(answer.newsSeo, 'SeoPage');
      const response = await fetch(`${site}${pathIn(locale, `/news/${news}`)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${seo.title}</title>`);
      expect(html).toContain(`<meta name="description" content="${seo.description}">`);
      const page = await tab({ viewport: phone });
      const errors = collectErrors(page);
      await visit(page, `${site}${pathIn(locale, `/news/${news}`)}`);
      expect(await text(page, 'h1')).toBe(item.title);
      expect(await page.locator('#event-facts').count()).toBe(0);
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as Record<string, unknown>,
      );
      expect(jsonLd.map((entry) => entry['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
      expect(jsonLd[0]).toMatchObject({ headline: item.title, datePublished: item.date, inLanguage: locale });
      expect(errors).toEqual([]);
    },
  );

  it.each(['ru', 'en'] as const)(
    'an event that is over says when and where it was, and that registration is closed (%s)',
    async (locale) => {
      const item = narrowTo((await askBff(locale, NewsItemContent, { code: pastEvent })).newsItem, 'NewsItem');
      const event = item.event;
      if (!event) throw new Error('the seed event has its date and place');
      const page = await tab({ viewport: desktop });
      await visit(page, `${site}${pathIn(locale, `/news/${pastEvent}`)}`);
      const facts = page.locator('aside[aria-labelledby="event-facts"]');
      const shown = await facts.innerText();
      expect(shown).toContain(formatEventWhen(event.startsAt, event.endsAt ?? null, locale));
      expect(shown).toContain(event.place);
      expect(shown).toContain(locale === 'ru' ? 'Событие завершилось' : 'This event has ended');
      expect(await facts.locator('form').count()).toBe(0);
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as Record<string, unknown>,
      );
      expect(jsonLd.map((entry) => entry['@type'])).toEqual(['NewsArticle', 'Event', 'BreadcrumbList']);
      expect(jsonLd[1]).toMatchObject({
        name: item.title,
        startDate: event.startsAt,
        location: { '@type': 'Place', name: event.place },
      });
      expect(jsonLd[1]).not.toHaveProperty('offers');
    },
  );

  it('an event still open for registration offers it in its structured data', async () => {
    const path = openEventPath();
    const html = await (await fetch(`${site}${path}`)).text();
    expect(html).toContain('"@type":"Event"');
    expect(html).toContain(`"offers":{"@type":"Offer","url":"${site}${path}#registration"`);
  });

  it.each([['/news/no-such-item'], ['/en/news/no-such-item'], ['/news/no-such-item/deeper']])(
    '%s answers 404',
    async (path) => {
      expect((await get(`${site}${path}`)).status).toBe(404);
    },
  );
});

describe('feed and calendar', () => {
  it.each(['ru', 'en'] as const)(
    'the news feed is RSS 2.0 of the newest items, announced by the pages (%s)',
    async (locale) => {
      const response = await fetch(`${site}${pathIn(locale, '/feeds/news.xml')}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      const xml = await response.text();
      expect(xml).toMatch(/^<\?xml[^>]*>\s*<rss version="2.0"/);
      const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
      const data = locale === 'ru' ? list : await readList(locale);
      expect(links.slice(0, 12)).toEqual(data.newsList.items.map((entry) => `${site}${pathIn(locale, entry.link)}`));
      const page = await (await fetch(`${site}${pathIn(locale, '/news')}`)).text();
      expect(page).toContain(`<link rel="alternate" type="application/rss+xml" title="`);
      expect(page).toContain(`href="${site}${pathIn(locale, '/feeds/news.xml')}">`);
    },
  );

  it('an event to come offers its calendar file: the start and end as UTC instants, the place and the page', async () => {
    const path = openEventPath();
    const code = path.split('/').at(-1) ?? '';
    const event = list.everything.items.find((entry) => entry.code === code)?.event;
    const page = await (await fetch(`${site}${path}`)).text();
    expect(page).toContain(`href="${path}/event.ics"`);
    const response = await fetch(`${site}${path}/event.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = (await response.text()).replace(/\r\n /g, '');
    const utc = (value: string | null | undefined) =>
      new Date(value ?? '')
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain(`DTSTART:${utc(event?.startsAt)}`);
    expect(calendar).toContain(`DTEND:${utc(event?.endsAt)}`);
    expect(calendar).toContain(`URL:${site}${path}`);
    expect(calendar).toMatch(/LOCATION:\S/);
  });

  it.each([['/news/no-such-item/event.ics'], [`/news/vtoraya-smt-liniya/event.ics`]])(
    '%s (not an event) answers 404',
    async (path) => {
      expect((await get(`${site}${path}`)).status).toBe(404);
    },
  );
});

/** The event this spec registers for: the soonest one open for registration. */
function openEventPath(): string {
  const open = upcoming(list).find((entry) => entry.event?.registrationOpen);
  // The seed holds events until April 2027.
  if (!open) throw new Error('the seed has an event open for registration');
  return `/news/${open.code}`;
}

/** Opens an event page and waits for its registration form's code (it loads as it nears the viewport). */
async function visitRegistration(page: Page, url: string) {
  await visit(page, url);
  await page.locator('#registration').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const element = document.querySelector('#registration form');
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  });
}

function registration(page: Page) {
  return {
    name: page.locator('#event-registration-name'),
    email: page.locator('#event-registration-email'),
    phone: page.locator('#event-registration-phone'),
    consent: page.locator('#event-registration-consent'),
    submit: page.locator('#registration button[type="submit"]'),
    errorOf: (field: string) => page.locator(`#event-registration-${field}-error`),
  };
}

describe('event registration', () => {
  it('checks the fields at their places, keeps what was typed, then registers and says so', async () => {
    const page = await tab({ viewport: desktop });
    const errors = collectErrors(page);
    await visitRegistration(page, `${site}${openEventPath()}`);
    const fields = registration(page);
    await fields.name.fill('Анна Петрова');
    await fields.email.fill('anna@');
    await fields.submit.click();
    await expect.poll(() => fields.errorOf('email').innerText()).toBe('Укажите e-mail в формате name@example.com');
    expect(await fields.errorOf('consent').innerText()).toBe('Нужно согласие на обработку персональных данных');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('event-registration-email');
    expect(await fields.name.inputValue()).toBe('Анна Петрова');

    await fields.email.fill('anna@example.org');
    await fields.consent.check();
    await fields.submit.click();
    const toast = page.getByRole('status').filter({ hasText: 'Вы зарегистрированы' });
    await toast.waitFor();
    await expect
      .poll(() => page.locator('#registration form [role="status"]').innerText())
      .toMatch(/^Спасибо! Регистрация № \S+ принята/);
    expect(await fields.name.inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('has no accessibility violations, empty or with messages shown', async () => {
    const page = await tab({ viewport: phone });
    await visitRegistration(page, `${site}/en${openEventPath()}`);
    expect(await violations(page)).toEqual([]);
    await registration(page).submit.click();
    await expect.poll(() => registration(page).errorOf('name').innerText()).toBe('Please fill in this field');
    expect(await violations(page)).toEqual([]);
  });

  it('when the request cannot be sent, says so in a toast and loses nothing typed', async () => {
    const page = await tab({ viewport: desktop });
    await visitRegistration(page, `${site}${openEventPath()}`);
    await page.route('**/graphql', (route) => route.abort());
    const fields = registration(page);
    await fields.name.fill('Анна Петрова');
    await fields.email.fill('anna@example.org');
    await fields.phone.fill('+7 912 345-67-89');
    await fields.consent.check();
    await fields.submit.click();
    await page.getByRole('alert').filter({ hasText: 'Что-то пошло не так...' }).waitFor();
    expect(await fields.name.inputValue()).toBe('Анна Петрова');
    expect(await fields.email.inputValue()).toBe('anna@example.org');
    expect(await fields.phone.inputValue()).toBe('+7 912 345-67-89');
    expect(await fields.consent.isChecked()).toBe(true);
  });
});

// One page of each kind (the seed's), in both languages.
const pagePaths = ['/news', '/news/vtoraya-smt-liniya', '/news/svetotekhnika-ekspo-2023'].flatMap((path) => [
  path,
  pathIn('en', path),
]);

describe('hydration', () => {
  it.each(pagePaths)('%s hydrates without console or page errors', async (path) => {
    const page = await tab({ viewport: phone });
    const errors = collectErrors(page);
    const requests = followRequests(page);
    await page.goto(`${site}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await requests.settled();
    expect(errors).toEqual([]);
  });
});

describe('axe-core', () => {
  const cases = pagePaths.flatMap((path) =>
    (Object.keys(viewports) as ViewportName[]).map((viewport) => [path, viewport] as const),
  );
  it.each(cases)('finds no violations on %s at %s size', async (path, viewport) => {
    const page = await tab({ viewport: viewports[viewport] });
    await visit(page, `${site}${path}`);
    expect(await violations(page)).toEqual([]);
  });
});

describe('with the content API down', () => {
  const down = useSiteWithUpstreamDown();

  it.each(['/news', '/en/news/some-item'])(
    '%s still renders, empty, rather than crash or claim not-found',
    async (path) => {
      expect((await get(`${down.url}${path}`)).status).toBe(200);
      const page = await tab({ viewport: phone });
      const errors = collectErrors(page);
      await visit(page, `${down.url}${path}`);
      expect((await text(page, 'h1')).length).toBeGreaterThan(0);
      expect(await page.locator('main article h3 a').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});
