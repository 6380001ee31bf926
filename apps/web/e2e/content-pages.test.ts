import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import type { E2eServicesTextQuery } from '@/app/graphql/generated/graphql';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import {
  collectErrors,
  sharedBrowser,
  sharedTabs,
  viewports,
  visit,
  waitForHydration,
  type ViewportName,
  addContentLink,
} from './support/browser';
import { frame, pathIn, type Locale } from './support/frame';
import { get } from './support/http';
import { useSiteWithUpstreamDown } from './support/site';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);
const locales = ['ru', 'en'] as const;

// The seeded content (apps/content-api/src/seed/content/pages.yaml).
const serviceCodes = [
  'circuit-breakers-calculator',
  'lighting-calculator',
  'photometry-checker',
  'ex-marking-decoder',
  'custom-shop',
  'lighting-planning',
  'lighting-design',
  'downloads',
];
const calculators = ['circuit-breakers-calculator', 'lighting-calculator'];
const aboutCodes = [
  'garantiynye-obyazatelstva',
  'garantiynoe-obsluzhivanie',
  'sertifikatsiya-iso',
  'privacy-policy',
  'about-cookies',
  'accessibility',
];
const templateCodes = ['dealer-program', 'quality'];

// What the BFF says a page holds, asked through the site's own /graphql in the page's language.
const ServicesText = graphql(`
  query E2eServicesText {
    services {
      title
      lead
    }
    seo(path: "/services") {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
  }
`);

const AboutText = graphql(`
  query E2eAboutText {
    about {
      title
      lead
    }
    seo(path: "/about") {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
  }
`);

const ServiceText = graphql(`
  query E2eServiceText($code: String!) {
    service(code: $code) {
      __typename
      ... on ServicePage {
        title
        lead
      }
    }
    serviceSeo(code: $code) {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
  }
`);

// The privacy policy's metadata has a field of its own; every other about page's is read by path.
const AboutSubPageText = graphql(`
  query E2eAboutSubPageText($code: String!, $path: String!, $privacyPolicy: Boolean!) {
    aboutPage(code: $code) {
      __typename
      ... on StandardPage {
        title
        lead
      }
    }
    seo(path: $path) @skip(if: $privacyPolicy) {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
    privacyPolicySeo @include(if: $privacyPolicy) {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
  }
`);

const TemplatePageText = graphql(`
  query E2eTemplatePageText($pageCode: String!) {
    templatePage(pageCode: $pageCode) {
      __typename
      ... on StandardPage {
        title
        lead
      }
    }
    templatePageSeo(pageCode: $pageCode) {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
  }
`);

const ServiceCards = graphql(`
  query E2eServiceCards {
    services {
      items {
        code
        name
      }
    }
  }
`);

const ServiceParts = graphql(`
  query E2eServiceParts($code: String!) {
    service(code: $code) {
      __typename
      ... on ServicePage {
        related {
          code
        }
        blocks {
          title
        }
      }
    }
  }
`);

type SeoAnswer = E2eServicesTextQuery['seo'];

/** A page's heading and lead, with its metadata: a page's, not a redirect or not-found. */
const text = (page: { title: string; lead: string }, seo: SeoAnswer | undefined) => ({
  title: page.title,
  lead: page.lead,
  seo: narrowTo(seo, 'SeoPage'),
});

/** The heading, lead and metadata a content page should show. */
async function expected(locale: Locale, path: string) {
  const service = /^\/services\/(.+)$/.exec(path)?.[1];
  const about = /^\/about\/(.+)$/.exec(path)?.[1];
  const template = /^\/page\/(.+)$/.exec(path)?.[1];
  if (path === '/services') {
    const data = await askBff(locale, ServicesText);
    return text(data.services, data.seo);
  }
  if (path === '/about') {
    const data = await askBff(locale, AboutText);
    return text(data.about, data.seo);
  }
  if (service) {
    const data = await askBff(locale, ServiceText, { code: service });
    return text(narrowTo(data.service, 'ServicePage'), data.serviceSeo);
  }
  if (about) {
    const data = await askBff(locale, AboutSubPageText, {
      code: about,
      path,
      privacyPolicy: about === 'privacy-policy',
    });
    return text(narrowTo(data.aboutPage, 'StandardPage'), data.privacyPolicySeo ?? data.seo);
  }
  if (template) {
    const data = await askBff(locale, TemplatePageText, { pageCode: template });
    return text(narrowTo(data.templatePage, 'StandardPage'), data.templatePageSeo);
  }
  throw new Error(`no expectation for ${path}`);
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .trim();

const contentPaths = [
  '/services',
  ...serviceCodes.map((code) => `/services/${code}`),
  '/about',
  ...aboutCodes.map((code) => `/about/${code}`),
  ...templateCodes.map((code) => `/page/${code}`),
];

describe('content pages, rendered on the server', () => {
  it.each(locales.flatMap((locale) => contentPaths.map((path) => [pathIn(locale, path), locale, path] as const)))(
    '%s answers 200 with its content, title and description',
    async (url, locale, path) => {
      const want = await expected(locale, path);
      expect(want.title).not.toBe('');
      const response = await get(`${site}${url}`);
      expect(response.status).toBe(200);
      const html = response.body.toString('utf8');
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      expect(decode(h1)).toBe(want.title);
      if (want.lead) expect(decode(html)).toContain(want.lead);
      expect(decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')).toBe(want.seo.title);
      const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
      expect(decode(description)).toBe(want.seo.description);
      expect(html).toContain(`<link rel="canonical" href="${site}${url}">`);
    },
  );

  it.each(
    locales.flatMap((locale) =>
      ['/services/no-such-service', '/about/no-such-page', '/page/no-such-page', '/services/custom-shop/extra'].map(
        (path) => [pathIn(locale, path), locale] as const,
      ),
    ),
  )('%s answers 404 with the not-found page', async (url, locale) => {
    const response = await get(`${site}${url}`);
    expect(response.status).toBe(404);
    const html = response.body.toString('utf8');
    expect(html).toContain(locale === 'ru' ? 'Страница не найдена' : 'Page not found');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it.each([
    ['/about/company', '/about'],
    ['/en/about/company', '/en/about'],
  ])('the old address %s is a 301 to %s, which is now a real page', async (from, to) => {
    const response = await get(`${site}${from}`);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.location ?? '', site).pathname).toBe(to);

    const page = await tab();
    const errors = collectErrors(page);
    const navigation = await page.goto(`${site}${from}`);
    expect(navigation?.status()).toBe(200);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(to);
    expect(await page.locator('h1').innerText()).toBe(to.startsWith('/en') ? 'About OSTREL' : 'О компании');
    expect(errors).toEqual([]);
  });
});

describe('the services overview', () => {
  it.each(locales)('shows a card per service linking to its page (%s)', async (locale) => {
    const { services } = await askBff(locale, ServiceCards);
    expect(services.items.map((item) => item.code)).toEqual(serviceCodes);
    const page = await tab({ viewport: viewports.phone });
    const errors = collectErrors(page);
    await visit(page, `${site}${pathIn(locale, '/services')}`);
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(serviceCodes.length);
    for (const [index, item] of services.items.entries()) {
      const link = cards.nth(index).locator('h2 a');
      expect(await link.innerText()).toBe(item.name);
      expect(await link.getAttribute('href')).toBe(pathIn(locale, `/services/${item.code}`));
      expect(await cards.nth(index).locator('img').count()).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it('opens a service from its card, with its own head', async () => {
    const page = await tab();
    const errors = collectErrors(page);
    await visit(page, `${site}/en/services`);
    await page.locator('main article h2 a[href="/en/services/custom-shop"]').click();
    await page.waitForURL(`${site}/en/services/custom-shop`);
    const want = await expected('en', '/services/custom-shop');
    await expect.poll(() => page.locator('h1').innerText()).toBe(want.title);
    await expect.poll(() => page.title()).toBe(want.seo.title);
    expect(errors).toEqual([]);
  });
});

describe('service pages', () => {
  it.each(
    locales.flatMap((locale) => calculators.map((code) => [pathIn(locale, `/services/${code}`), locale] as const)),
  )('%s puts its calculator first, as a form that answers at its own address, then the description', async (url) => {
    const page = await tab();
    const errors = collectErrors(page);
    await visit(page, `${site}${url}`);
    const main = page.locator('main');
    const form = main.locator('form');
    expect(await form.count()).toBe(1);
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe(url);
    // The description itself is there, after the tool.
    expect((await main.locator('h2').count()) > 2).toBe(true);
    expect(errors).toEqual([]);
  });

  it.each(locales)('a service page has its trail, picture, text, blocks and other services (%s)', async (locale) => {
    const service = narrowTo((await askBff(locale, ServiceParts, { code: 'custom-shop' })).service, 'ServicePage');
    const page = await tab({ viewport: viewports.phone });
    const errors = collectErrors(page);
    await visit(page, `${site}${pathIn(locale, '/services/custom-shop')}`);
    const main = page.locator('main');
    expect(await main.locator(`nav ol a[href="${pathIn(locale, '/services')}"]`).count()).toBe(1);
    expect(await main.locator('img').first().getAttribute('loading')).toBe('eager');
    expect(await main.getByRole('complementary').count()).toBe(0);
    for (const block of service.blocks)
      if (block.title) expect(await main.locator('h2', { hasText: block.title }).count()).toBe(1);
    const steps = main.locator('ol li span[aria-hidden="true"]');
    expect(await steps.first().innerText()).toBe('01');
    const related = main.getByRole('region', { name: locale === 'ru' ? 'Другие услуги' : 'Other services' });
    expect(
      await related.locator('article h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(service.related.map((item) => pathIn(locale, `/services/${item.code}`)));
    expect(errors).toEqual([]);
  });
});

describe('about and policy pages', () => {
  it.each(locales)('/about links to its warranty, certification and policy pages (%s)', async (locale) => {
    const page = await tab();
    const errors = collectErrors(page);
    await visit(page, `${site}${pathIn(locale, '/about')}`);
    const nav = page.getByRole('navigation', {
      name: locale === 'ru' ? 'Гарантии и документы' : 'Warranty and documents',
    });
    expect(await nav.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      aboutCodes.map((code) => pathIn(locale, `/about/${code}`)),
    );
    // Figures, history and features follow the text.
    expect(await page.locator('main ol li').count()).toBeGreaterThan(5);
    expect(errors).toEqual([]);
  });

  it.each([
    ['/about/privacy-policy', '16 февраля 2026 г.', 'Редакция от 16 февраля 2026 г.'],
    ['/en/about/privacy-policy', '16 February 2026', 'Last revised 16 February 2026'],
    ['/en/about/about-cookies', '16 February 2026', 'Last revised 16 February 2026'],
    ['/about/garantiynye-obyazatelstva', '1 марта 2026 г.', 'Редакция от 1 марта 2026 г.'],
  ] as const)('%s shows when it was last revised, in its language', async (url, date, sentence) => {
    const page = await tab({ viewport: viewports.phone });
    const errors = collectErrors(page);
    await visit(page, `${site}${url}`);
    const time = page.locator('main header time');
    expect(await time.innerText()).toBe(date);
    expect(await time.getAttribute('datetime')).toMatch(/^2026-0[23]-(16|01)$/);
    expect(await time.locator('xpath=..').innerText()).toBe(sentence);
    // The current page is marked among its siblings.
    const current = page.locator('main nav a[aria-current="page"]');
    expect(await current.getAttribute('href')).toBe(url);
    expect(errors).toEqual([]);
  });

  it('site links inside English content carry /en and lead to real pages', async () => {
    const page = await tab();
    const errors = collectErrors(page);
    await visit(page, `${site}/en/about`);
    const contentLinks = page.locator('main [class*="richText"] a[href^="/"]');
    const hrefs = await contentLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toContain('/en/about/sertifikatsiya-iso');
    expect(hrefs).toContain('/en/page/dealer-program');
    for (const href of hrefs) expect(href).toMatch(/^\/(en(\/|$)|upload\/)/);
    await page.locator('main a[href="/en/page/dealer-program"]').first().click();
    await page.waitForURL(`${site}/en/page/dealer-program`);
    await expect.poll(() => page.locator('h1').innerText()).toBe((await expected('en', '/page/dealer-program')).title);
    expect(errors).toEqual([]);
  });

  it('the same links stay unprefixed on Russian pages', async () => {
    const response = await get(`${site}/about`);
    const html = response.body.toString('utf8');
    expect(html).toContain('href="/about/sertifikatsiya-iso"');
    expect(html).not.toContain('href="/en/about/sertifikatsiya-iso"');
  });
});

describe('client navigation to a missing page', () => {
  it('shows the not-found page for an unknown service', async () => {
    const page = await tab();
    await visit(page, `${site}/en/services`);
    await addContentLink(page, '/en/services/no-such-service');
    await page.click('#content-link');
    await page.waitForURL(`${site}/en/services/no-such-service`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page not found');
  });
});

const axePaths = [
  '/services',
  '/services/circuit-breakers-calculator',
  '/about',
  '/about/privacy-policy',
  '/page/dealer-program',
];
describe('axe-core', () => {
  it.each(
    locales.flatMap((locale) =>
      axePaths.flatMap((path) =>
        (Object.keys(viewports) as ViewportName[]).map((viewport) => [pathIn(locale, path), viewport] as const),
      ),
    ),
  )('finds no violations on %s at %s size', async (url, viewport) => {
    const page = await tab({ viewport: viewports[viewport] });
    const errors = collectErrors(page);
    await visit(page, `${site}${url}`);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('with the content API down', () => {
  const down = useSiteWithUpstreamDown();

  it.each([
    ['/services', 'Услуги'],
    ['/services/custom-shop', 'Услуга'],
    ['/en/services/lighting-calculator', 'Service'],
    ['/about', 'О компании'],
    ['/en/about/privacy-policy', 'About the company'],
    ['/page/quality', 'Острель'],
  ])('%s still renders, its sections empty, under a fallback title', async (path, title) => {
    expect((await get(`${down.url}${path}`)).status).toBe(200);
    const page = await tab({ viewport: viewports.phone });
    const errors = collectErrors(page);
    await visit(page, `${down.url}${path}`);
    expect(await page.locator('h1').innerText()).toBe(title);
    expect(await frame(page, path.startsWith('/en') ? 'en' : 'ru').footer.count()).toBe(1);
    expect(page.url()).toBe(`${down.url}${path}`);
    expect(errors).toEqual([]);
  });
});
