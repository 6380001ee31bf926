import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { distanceKm, formatDistance } from '../pages/distributors/distance';
import { askBff, narrowTo } from './support/bff';
import {
  collectErrors,
  desktop,
  openPage,
  phone,
  sharedBrowser,
  sharedTabs,
  visit,
  waitForHydration,
} from './support/browser';
import { pathIn, type Locale } from './support/frame';
import { get } from './support/http';
import { useSiteWithUpstreamDown } from './support/site';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

const Distributors = graphql(`
  query E2eDistributors {
    distributorsByName {
      distributorCode
      title
      types
      link
      offices {
        cityCode
        cityTitle
      }
    }
  }
`);

const CityDistributors = graphql(`
  query E2eCityDistributors($cityCode: String!) {
    cityDistributors(cityCode: $cityCode) {
      __typename
      ... on DistributorCityPage {
        city {
          title
        }
        distributors {
          distributorCode
          types
        }
      }
    }
  }
`);

const PlacedCities = graphql(`
  query E2eDistributorCities($ipAddress: String!) {
    distributorsByCity(ipAddress: $ipAddress) {
      centerCoordinates {
        latitude
        longitude
      }
      cities {
        cityCode
        coordinates {
          latitude
          longitude
        }
      }
    }
  }
`);

const CityOffices = graphql(`
  query E2eCityOffices($cityCode: String!) {
    cityDistributors(cityCode: $cityCode) {
      __typename
      ... on DistributorCityPage {
        distributors {
          title
          offices {
            cityCode
            coordinates {
              latitude
              longitude
            }
          }
        }
      }
    }
  }
`);

type Distributor = Awaited<ReturnType<typeof readDistributors>>['distributorsByName'][number];
const readDistributors = (locale: Locale) => askBff(locale, Distributors);
const readCity = async (locale: Locale, cityCode: string) =>
  narrowTo((await askBff(locale, CityDistributors, { cityCode })).cityDistributors, 'DistributorCityPage');

let distributors: { ru: Distributor[]; en: Distributor[] };
/** A company with offices in two cities or more, and the city of its second office. */
let travelling: { distributor: Distributor; cityCode: string };
let cityCodes: string[];
beforeAll(async () => {
  distributors = {
    ru: (await readDistributors('ru')).distributorsByName,
    en: (await readDistributors('en')).distributorsByName,
  };
  cityCodes = [...new Set(distributors.ru.flatMap((item) => item.offices.map((office) => office.cityCode)))];
  const many = distributors.ru.find((item) => new Set(item.offices.map((office) => office.cityCode)).size > 1);
  if (!many) throw new Error('the seed has a company with offices in two cities');
  travelling = { distributor: many, cityCode: many.offices.at(-1)!.cityCode };
  // The seed this spec relies on: the head-office city, and a city with companies of several kinds.
  expect(cityCodes).toContain('moscow');
  expect(cityCodes.length).toBeGreaterThan(10);
});

/** The visitor's geo cookies (requirements §13), as a geo lookup on an earlier page would have set them. */
async function placeVisitor(page: Page, cookies: { countyiso: string; ip: string }) {
  await page.context().addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: site })));
}

const cards = (page: Page) => page.locator('main article');

describe('distributors by city', () => {
  it.each(['ru', 'en'] as const)(
    'offers every city with its count, none picked for a visitor placed abroad by the geo service (%s)',
    async (locale) => {
      const page = await tab();
      const errors = collectErrors(page);
      const response = await page.goto(`${site}${pathIn(locale, '/distributors/city')}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('h1').innerText()).toBe(locale === 'ru' ? 'Где купить' : 'Where to buy');
      expect(await page.locator('#visitor-city-title').count()).toBe(0);
      const links = await page
        .locator('section[aria-labelledby="cities-title"] > ul a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links.sort()).toEqual(cityCodes.map((code) => pathIn(locale, `/distributors/city/${code}`)).sort());
      const moscow = page.locator(
        `section[aria-labelledby="cities-title"] > ul a[href="${pathIn(locale, '/distributors/city/moscow')}"]`,
      );
      const inMoscow = distributors[locale].filter((item) =>
        item.offices.some((office) => office.cityCode === 'moscow'),
      );
      expect(await moscow.innerText()).toContain(String(inMoscow.length));
      expect(errors).toEqual([]);
    },
  );

  it('picks the city of a visitor placed in Russia and lists its companies, for that visitor alone', async () => {
    const moscow = await readCity('ru', 'moscow');
    const page = await tab({ viewport: phone });
    await placeVisitor(page, { countyiso: 'RU', ip: '203.0.113.7' });
    await visit(page, `${site}/distributors/city`);
    expect(await page.locator('#visitor-city-title').innerText()).toBe(`Ваш город — ${moscow.city.title}`);
    expect(await page.locator('section[aria-labelledby="visitor-city-title"] article').count()).toBe(
      moscow.distributors.length,
    );
    // The page a placed visitor saw is not served to the next one.
    const next = (await get(`${site}/distributors/city`)).body.toString('utf8');
    expect(next).not.toContain('visitor-city-title');
  });

  it('orders the cities nearest the placed visitor first, each with its distance', async () => {
    const { distributorsByCity: placed } = await askBff('ru', PlacedCities, { ipAddress: '203.0.113.7' });
    const center = placed.centerCoordinates!;
    const expected = [...cityCodes].sort((a, b) => {
      const at = (code: string) => placed.cities.find((city) => city.cityCode === code)!.coordinates;
      return distanceKm(center, at(a)) - distanceKm(center, at(b));
    });
    const page = await tab();
    await placeVisitor(page, { countyiso: 'RU', ip: '203.0.113.7' });
    await visit(page, `${site}/distributors/city`);
    const links = page.locator('section[aria-labelledby="cities-title"] > ul a');
    const order = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(order).toEqual(expected.map((code) => `/distributors/city/${code}`));
    // The farthest says how far, in kilometres.
    const farthest = placed.cities.find((city) => city.cityCode === expected.at(-1))!;
    expect(await links.last().innerText()).toContain(formatDistance(distanceKm(center, farthest.coordinates), 'ru'));
  });

  it('treats geo cookies that hold no address as none', async () => {
    const html = (await get(`${site}/distributors/city`, { cookie: 'countyiso=RU; ip=%3Cscript%3E' })).body.toString(
      'utf8',
    );
    expect(html).not.toContain('visitor-city-title');
  });
});

describe('a city page', () => {
  it.each(['ru', 'en'] as const)(
    'lists the companies with an office there, with phone, e-mail, site and route, SEO from the city (%s)',
    async (locale) => {
      const city = await readCity(locale, 'moscow');
      const page = await tab();
      const errors = collectErrors(page);
      const response = await page.goto(`${site}${pathIn(locale, '/distributors/city/moscow')}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('h1').innerText()).toBe(city.city.title);
      expect(await page.title()).toContain(city.city.title);
      expect(await cards(page).count()).toBe(city.distributors.length);
      for (const href of await page
        .locator('main a[href^="tel:"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))))
        expect(href).toMatch(/^tel:\+?\d{6,}$/);
      expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);
      const external = page.locator('main a[target="_blank"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const rel of await external.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('rel'))))
        expect(rel).toContain('noopener');
      expect(errors).toEqual([]);
    },
  );

  it('narrows the list to one kind of partner by a chip kept in the address', async () => {
    const city = await readCity('ru', 'moscow');
    const kinds = [...new Set(city.distributors.flatMap((item) => item.types))];
    expect(kinds.length).toBeGreaterThan(1);
    const kind = kinds.find((candidate) => city.distributors.some((item) => !item.types.includes(candidate)))!;
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/distributors/city/moscow`);
    await page.locator(`main nav a[href="/distributors/city/moscow?kind=${kind}"]`).click();
    await page.waitForURL(`**/distributors/city/moscow?kind=${kind}`);
    // The locator's tabs mark "by city" as the section the page is in, not as the page.
    expect(
      await page.locator('main nav[aria-label="Как искать"] a[href="/distributors/city"]').getAttribute('aria-current'),
    ).toBe('true');
    expect(await cards(page).count()).toBe(city.distributors.filter((item) => item.types.includes(kind)).length);
    expect(await page.locator('main nav[aria-label="Кто нужен"] a[aria-current="page"]').getAttribute('href')).toBe(
      `/distributors/city/moscow?kind=${kind}`,
    );
  });

  it('orders the companies by the office nearest the browser’s position, with permission', async () => {
    const page0 = narrowTo(
      (await askBff('ru', CityOffices, { cityCode: 'moscow' })).cityDistributors,
      'DistributorCityPage',
    );
    const local = page0.distributors.map((item) => ({
      title: item.title,
      points: item.offices.filter((office) => office.cityCode === 'moscow').map((office) => office.coordinates),
    }));
    // Stand at the last company's office: it comes first, the rest by their nearest office.
    const here = local.at(-1)!.points[0]!;
    const nearest = (points: (typeof here)[]) => Math.min(...points.map((point) => distanceKm(here, point)));
    const expected = [...local].sort((a, b) => nearest(a.points) - nearest(b.points)).map((item) => item.title);
    expect(expected[0]).toBe(local.at(-1)!.title);
    const { context, page } = await openPage(browser(), {
      viewport: phone,
      geolocation: here,
      permissions: ['geolocation'],
    });
    await visit(page, `${site}/distributors/city/moscow`);
    await page.getByRole('button', { name: 'Ближайшие ко мне' }).click();
    await expect
      .poll(() => page.locator('main [role="status"]').allInnerTexts())
      .toContain('Партнёры упорядочены по расстоянию от вас.');
    expect(await page.locator('#city-distributors > li article h3').allInnerTexts()).toEqual(expected);
    expect(await page.locator('#city-distributors [data-distance]').first().innerText()).toBe('10 м от вас');
    await context.close();
  });

  it('says so when the browser keeps its position to itself', async () => {
    const { context, page } = await openPage(browser(), {
      viewport: desktop,
      geolocation: { latitude: 55.7, longitude: 37.6 },
    });
    await context.clearPermissions();
    await visit(page, `${site}/en/distributors/city/moscow`);
    const before = await page.locator('#city-distributors > li article h3').allInnerTexts();
    await page.getByRole('button', { name: 'Nearest to me' }).click();
    await expect
      .poll(() => page.locator('main [role="status"]').allInnerTexts(), { timeout: 20_000 })
      .toContainEqual(expect.stringContaining('could not'));
    expect(await page.locator('#city-distributors > li article h3').allInnerTexts()).toEqual(before);
    await context.close();
  });

  it.each([
    '/distributors/city/atlantis',
    '/en/distributors/city/atlantis',
    '/distributors/city/moscow?kind=wizard',
    '/distributors/city/moscow/extra',
  ])('%s answers 404', async (path) => {
    expect((await get(`${site}${path}`)).status).toBe(404);
  });
});

describe('open now', () => {
  interface Run {
    days: number[];
    opens: string;
    closes: string;
  }
  const clock = (time: string) => time.replace(/^0(\d)/, '$1');
  const runOn = (runs: Run[], day: number) => runs.find((run) => run.days.includes(day));

  /** Each office's open-now line once it has come into view, beside the hours its island was given. */
  async function statuses(page: Page) {
    const islands = page.locator('[data-island="open-status"]');
    const count = await islands.count();
    expect(count).toBeGreaterThan(0);
    const found: { runs: Run[]; state: string | null; text: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const island = islands.nth(index);
      // Empty until its script says the status: the row it sits in is what comes into view.
      await island.evaluate((element) => {
        element.parentElement?.scrollIntoView({ block: 'center' });
      });
      const line = island.locator('[data-open-status]');
      await line.waitFor();
      const props = JSON.parse((await island.getAttribute('data-props')) ?? '{}') as { openingHours: Run[] };
      found.push({
        runs: props.openingHours,
        state: await line.getAttribute('data-open-status'),
        text: await line.innerText(),
      });
    }
    return found;
  }

  it('tells from each office’s hours, in its own time zone, whether it is open at a fixed moment', async () => {
    // Wednesday 25 November 2026, 04:00 UTC: 11:00 in Novosibirsk, 7:00 in Moscow.
    const { context, page } = await openPage(browser(), { viewport: desktop, timezoneId: 'Europe/Moscow' });
    await page.clock.setFixedTime(new Date('2026-11-25T04:00:00Z'));
    await visit(page, `${site}/distributors/city/novosibirsk`);
    for (const { runs, state, text } of await statuses(page)) {
      expect(state).toBe('open');
      expect(text).toBe(`Открыто до ${clock(runOn(runs, 3)!.closes)} (время местное)`);
    }
    await visit(page, `${site}/distributors/city/moscow`);
    for (const { runs, state, text } of await statuses(page)) {
      expect(state).toBe('closed');
      expect(text).toBe(`Закрыто, откроется в ${clock(runOn(runs, 3)!.opens)}`);
    }
    await context.close();
  });

  it('names the day it opens next after hours, in English too', async () => {
    // Friday 27 November 2026, 20:00 in Moscow: tomorrow for those open on Saturdays, else Monday.
    const { context, page } = await openPage(browser(), { viewport: phone, timezoneId: 'Europe/Moscow' });
    await page.clock.setFixedTime(new Date('2026-11-27T17:00:00Z'));
    await visit(page, `${site}/en/distributors/city/moscow`);
    const found = await statuses(page);
    for (const { runs, state, text } of found) {
      expect(state).toBe('closed');
      const saturday = runOn(runs, 6);
      expect(text).toBe(
        saturday
          ? `Closed, opens tomorrow at ${clock(saturday.opens)}`
          : `Closed, opens on Monday at ${clock(runOn(runs, 1)!.opens)}`,
      );
    }
    // The seed has both in Moscow, so both wordings were checked.
    expect(new Set(found.map(({ runs }) => Boolean(runOn(runs, 6)))).size).toBe(2);
    await context.close();
  });

  it('gives the status on a company page and in its LocalBusiness data the hours by day', async () => {
    const { context, page } = await openPage(browser(), { viewport: desktop, timezoneId: 'Europe/Moscow' });
    await page.clock.setFixedTime(new Date('2026-11-25T09:00:00Z'));
    await visit(page, `${site}${travelling.distributor.link}`);
    const found = await statuses(page);
    expect(found).toHaveLength(travelling.distributor.offices.length);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent) as Record<string, unknown>));
    const businesses = data.filter((item) => item['@type'] === 'LocalBusiness');
    expect(businesses).toHaveLength(found.length);
    for (const business of businesses) {
      const days = (business.openingHoursSpecification as { dayOfWeek: string[] }[]).flatMap((run) => run.dayOfWeek);
      expect(days).toContain('https://schema.org/Wednesday');
    }
    await context.close();
  });
});

describe('distributors by name', () => {
  it('lists every company alphabetically and filters without script as a plain GET form', async () => {
    const page = await tab({ javaScriptEnabled: false });
    await page.goto(`${site}/distributors/name`);
    expect(await cards(page).count()).toBe(distributors.ru.length);
    const wanted = distributors.ru[0]!;
    const word = wanted.title
      .replace(/[«»"]/g, '')
      .split(/\s+/)
      .find((part) => part.length > 3)!;
    await page.locator('#distributor-name-filter').fill(word);
    await page.locator('main form[role="search"] button[type="submit"]').click();
    await page.waitForURL(/\?q=/);
    const visible = await page.locator('main li[data-search]:not([hidden]) article h3').allInnerTexts();
    expect(visible).toContain(wanted.title);
    for (const title of visible)
      expect(title.toLocaleLowerCase('ru').replace(/ё/g, 'е')).toContain(
        word.toLocaleLowerCase('ru').replace(/ё/g, 'е'),
      );
  });

  it('filters as the visitor types, keeps the filter in the address and announces the count', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/en/distributors/name`);
    const city = distributors.en[0]!.offices[0]!.cityTitle;
    const expected = distributors.en.filter((item) =>
      [item.title, ...item.offices.map((office) => office.cityTitle)]
        .join(' ')
        .toLowerCase()
        .includes(city.toLowerCase()),
    ).length;
    await page.locator('#distributor-name-filter').pressSequentially(city);
    await expect.poll(() => page.locator('main li[data-search]:not([hidden])').count()).toBe(expected);
    expect(await page.locator('#distributor-name-count').innerText()).toBe(
      `Found: ${expected} of ${distributors.en.length}`,
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe(city);
    await page.locator('#distributor-name-filter').fill('zzzz');
    await expect.poll(() => page.locator('main [data-none]').isVisible()).toBe(true);
  });
});

describe('a distributor page', () => {
  it.each(['ru', 'en'] as const)(
    'shows the company, its kinds and every office, with LocalBusiness data (%s)',
    async (locale) => {
      const own = distributors[locale].find((item) => item.distributorCode === travelling.distributor.distributorCode)!;
      const page = await tab();
      const errors = collectErrors(page);
      const response = await page.goto(`${site}${pathIn(locale, own.link)}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('h1').innerText()).toBe(own.title);
      expect(await page.title()).toContain(own.title);
      expect(await page.locator('main li h3').count()).toBe(own.offices.length);
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent) as { '@type': string }));
      expect(jsonLd.filter((item) => item['@type'] === 'LocalBusiness')).toHaveLength(own.offices.length);
      expect(errors).toEqual([]);
    },
  );

  it('opened for a city, puts the office there first and names the company page as canonical', async () => {
    const { distributor, cityCode } = travelling;
    const page = await tab({ viewport: phone });
    await visit(page, `${site}${distributor.link}/${cityCode}`);
    const city = distributor.offices.find((office) => office.cityCode === cityCode)!.cityTitle;
    expect(await page.locator('main li h3').first().innerText()).toContain(city);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site}${distributor.link}`);
  });

  it('is reached from its card on a city page', async () => {
    const { distributor, cityCode } = travelling;
    const html = (await get(`${site}/distributors/city/${cityCode}`)).body.toString('utf8');
    expect(html).toContain(`href="${distributor.link}/${cityCode}"`);
  });

  it.each(['/distributors/name/no-such-company', '/en/distributors/name/no-such-company', '/distributors/name/a/b/c'])(
    '%s answers 404',
    async (path) => {
      expect((await get(`${site}${path}`)).status).toBe(404);
    },
  );

  it('gives each office as a contact to save, in the page language', async () => {
    const { distributor, cityCode } = travelling;
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/en${distributor.link}`);
    const office = distributor.offices.find((item) => item.cityCode === cityCode)!;
    const link = page.locator(`main a[download][href="/en${distributor.link}/${cityCode}/contact.vcf"]`);
    expect(await link.innerText()).toContain('Save to contacts');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${distributor.distributorCode}-${cityCode}.vcf`);
    const english = distributors.en.find((item) => item.distributorCode === distributor.distributorCode)!;
    const card = (await get(`${site}/en${distributor.link}/${cityCode}/contact.vcf`)).body.toString('utf8');
    expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    // Lines longer than 75 octets are folded (RFC 2426): unfold before reading them.
    const lines = card.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain(`FN:${english.title.replace(/[,;]/g, '\\$&')}`);
    expect(lines.find((line) => line.startsWith('ADR;'))).toContain(
      english.offices.find((item) => item.cityCode === cityCode)!.cityTitle,
    );
    expect(lines.some((line) => line.startsWith('TEL;TYPE=WORK:'))).toBe(true);
    expect(lines.some((line) => /^NOTE:Opening hours: /.test(line))).toBe(true);
    expect(lines.find((line) => line.startsWith('GEO:'))).toMatch(/^GEO:-?\d+(\.\d+)?;-?\d+(\.\d+)?$/);
    expect(office).toBeDefined();
    const response = await get(`${site}${distributor.link}/${cityCode}/contact.vcf`);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.body.toString('utf8')).toContain(`FN:${distributor.title.replace(/[,;]/g, '\\$&')}`);
    for (const path of [
      `${distributor.link}/atlantis/contact.vcf`,
      '/distributors/name/no-such-company/moscow/contact.vcf',
    ])
      expect((await get(`${site}${path}`)).status, path).toBe(404);
  });

  it('answers 404 for a city the company has no office in', async () => {
    const absent = cityCodes.find(
      (code) => !travelling.distributor.offices.some((office) => office.cityCode === code),
    )!;
    expect((await get(`${site}${travelling.distributor.link}/${absent}`)).status).toBe(404);
  });
});

describe('the offline map', () => {
  /**
   * The map's markers as drawn at this width (the page carries a phone's grouping and a wide
   * one); each card's own close button names its card too, with an action.
   */
  const marker = 'button[popovertarget]:not([popovertargetaction]):visible';
  /** Each marker's count: 1 for a single place, the number it shows for a group. */
  const markerCounts = (page: Page) =>
    page
      .locator(`main figure ${marker}`)
      .evaluateAll((buttons) => buttons.map((button) => Number(button.textContent.replace(/\D/g, '') || '1')));

  it('shows every office of a city, from the site alone, and its card opens and closes by keyboard', async () => {
    const city = narrowTo(
      (await askBff('ru', CityOffices, { cityCode: 'moscow' })).cityDistributors,
      'DistributorCityPage',
    );
    const offices = city.distributors.flatMap((item) => item.offices.filter((office) => office.cityCode === 'moscow'));
    const page = await tab();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(site)) elsewhere.push(request.url());
    });
    await visit(page, `${site}/distributors/city/moscow`);
    const map = page.getByRole('figure', { name: 'Партнёры на карте: Москва' });
    await map.scrollIntoViewIfNeeded();
    const outline = map.locator('img').first();
    await expect
      .poll(() => outline.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(800);
    expect((await markerCounts(page)).reduce((sum, count) => sum + count, 0)).toBe(offices.length);
    expect(await map.locator('figcaption').innerText()).toContain(`${String(offices.length)} адресов на карте`);
    expect(elsewhere).toEqual([]);

    const first = map.locator(marker).first();
    const card = page.locator(`#${(await first.getAttribute('popovertarget'))!}`);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.locator('a').first().getAttribute('href')).toMatch(/^\/distributors\/name\/[\w-]+\/moscow$/);
    expect(await violations(page)).toEqual([]);
    // The card follows its marker in the tab order.
    await page.keyboard.press('Tab');
    expect(await card.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => card.isVisible()).toBe(false);
    expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('opens a card without script: the map is HTML and a drawn outline', async () => {
    const page = await tab({ viewport: phone, javaScriptEnabled: false });
    await page.goto(`${site}/en/distributors/city/moscow`);
    const map = page.getByRole('figure', { name: 'Partners on the map: Moscow' });
    const first = map.locator(marker).first();
    await first.scrollIntoViewIfNeeded();
    await first.click();
    const card = page.locator(`#${(await first.getAttribute('popovertarget'))!}`);
    expect(await card.isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Close' }).click();
    expect(await card.isVisible()).toBe(false);
  });

  it('puts a company’s offices on the country’s map by city, each card leading to its city', async () => {
    const { distributor } = travelling;
    const cities = [...new Set(distributor.offices.map((office) => office.cityTitle))];
    const page = await tab();
    await visit(page, `${site}${distributor.link}`);
    const map = page.getByRole('figure', { name: `Офисы на карте: ${distributor.title}` });
    expect((await markerCounts(page)).reduce((sum, count) => sum + count, 0)).toBe(distributor.offices.length);
    // A marker that stands alone is named by its city; its card leads to the city's page.
    const single = map.locator(marker).filter({ hasNotText: /^\d+$/ });
    expect(await single.count()).toBeGreaterThan(0);
    for (const name of await single.allTextContents()) expect(cities).toContain(name.trim());
    const cityTitle = (await single.first().textContent())!.trim();
    const office = distributor.offices.find((item) => item.cityTitle === cityTitle)!;
    await single.first().click();
    await page.locator('[popover]:popover-open').getByRole('link', { name: cityTitle, exact: true }).click();
    await page.waitForURL(`**/distributors/city/${office.cityCode}`);
  });

  it('shows every city on the country’s map, grouped more on a phone, at both widths', async () => {
    const totals: number[] = [];
    const drawn: number[] = [];
    for (const viewport of [desktop, phone]) {
      const page = await tab({ viewport });
      await visit(page, `${site}/distributors/city`);
      const counts = await markerCounts(page);
      totals.push(counts.reduce((sum, count) => sum + count, 0));
      drawn.push(counts.length);
      // A group says what it holds.
      expect(
        await page.locator(`main figure ${marker}`).filter({ hasText: /^\d+$/ }).first().getAttribute('aria-label'),
      ).toMatch(/^\d+ город(а|ов)? рядом$/);
      // No two markers closer than a 24 px target's circle (WCAG 2.5.8's spacing).
      const centres = await page
        .locator(`main figure ${marker}`)
        .evaluateAll((buttons) =>
          buttons
            .map((button) => button.getBoundingClientRect())
            .map((box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })),
        );
      for (const [index, a] of centres.entries())
        for (const b of centres.slice(index + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(24);
    }
    expect(totals).toEqual([cityCodes.length, cityCodes.length]);
    expect(drawn[1]).toBeLessThan(drawn[0]!);
  });

  it('draws the outline a page names, and nothing for a view no page writes', async () => {
    const html = (await get(`${site}/distributors/city/vladivostok`)).body.toString('utf8');
    const outlines = [...html.matchAll(/src="(\/distributors\/map\/[^"]+\.svg)"/g)].map((match) => match[1]!);
    // The city's schematic view and, in its corner, the country with the city on it.
    expect(outlines).toHaveLength(2);
    for (const outline of outlines) {
      const response = await get(`${site}${outline}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    for (const path of [
      '/distributors/map/37.6,55.7,123.svg',
      '/distributors/map/x.svg',
      '/distributors/map/1,1,1000.png',
    ])
      expect((await get(`${site}${path}`)).status, path).toBe(404);
  });
});

describe('the locator in the sitemap', () => {
  it('lists both lists, every city page and every company page, in both languages', async () => {
    const sitemap = (await get(`${site}/sitemap.xml`)).body.toString('utf8');
    const paths = [
      '/distributors/city',
      '/distributors/name',
      ...cityCodes.map((code) => `/distributors/city/${code}`),
      ...distributors.ru.map((item) => item.link),
    ];
    for (const path of paths) {
      expect(sitemap).toContain(`${site}${path}<`);
      expect(sitemap).toContain(`${site}/en${path}<`);
    }
  });
});

describe('the locator with the content API down', () => {
  const down = useSiteWithUpstreamDown();

  it.each(['/distributors/city', '/distributors/name', '/distributors/city/moscow', '/distributors/name/some-company'])(
    '%s still renders, empty, rather than crash or claim not-found',
    async (path) => {
      const response = await get(`${down.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.body.toString('utf8')).toContain('<h1');
    },
  );
});

describe('axe-core on the locator', () => {
  const pages: [string, 'phone' | 'desktop'][] = [
    ['/distributors/city', 'phone'],
    ['/en/distributors/city/moscow', 'desktop'],
    ['/distributors/city/moscow', 'phone'],
    ['/en/distributors/name', 'phone'],
    ['/distributors/name', 'desktop'],
  ];
  it.each(pages)('finds no violations on %s at %s size', async (path, viewport) => {
    const page = await tab({ viewport: viewport === 'phone' ? phone : desktop });
    await visit(page, `${site}${path}`);
    expect(await violations(page)).toEqual([]);
  });

  it('finds no violations on a company page opened for a city, in both languages', async () => {
    const { distributor, cityCode } = travelling;
    const page = await tab({ viewport: phone });
    for (const locale of ['ru', 'en'] as const) {
      await visit(page, `${site}${pathIn(locale, `${distributor.link}/${cityCode}`)}`);
      expect(await violations(page)).toEqual([]);
    }
  });
});
