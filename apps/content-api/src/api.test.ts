import { describe, expect, it } from 'vitest';
import { escapeSpellings, nonOriginTargets, pathSpellings } from '@ostrel/contract/path-spellings';
import { api, authorization, call, json, rawRequest } from './test-support/client.js';

describe('authentication', () => {
  it('refuses every API path without the credential, with a challenge', async () => {
    for (const path of ['/api/v1/menu', '/api/v1/catalog/gnk/linea', '/api/v1/openapi.json', '/api/v1/nowhere']) {
      const response = await call(path, { auth: false });
      expect(response.status, path).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Basic');
      expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('refuses a wrong password', async () => {
    const wrong = `Basic ${Buffer.from(`${api.username}:not-the-password`).toString('base64')}`;
    expect((await call('/api/v1/menu', { auth: false, headers: { authorization: wrong } })).status).toBe(401);
  });

  it('keeps health and media public', async () => {
    expect((await call('/healthz', { auth: false })).status).toBe(200);
    const menu = await json<{ header: { settings: { icon: string } } }>('/api/v1/menu');
    const logo = await call(menu.body.header.settings.icon, { auth: false });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('authentication, whatever the target spells', () => {
  // What needs the credential: a read, the OpenAPI document, a write that is a GET (a like), a path
  // that is nowhere (a 404 would say what exists).
  const protectedPaths = [
    '/api/v1/menu',
    '/api/v1/openapi.json',
    '/api/v1/blog/technology/x/addLike',
    '/api/v1/nowhere',
  ];
  const spellings = protectedPaths.flatMap((path) => [
    ...pathSpellings(path),
    ...escapeSpellings('/upload/', path),
    ...escapeSpellings('/upload/images/', path),
    ...escapeSpellings('/upload/docs/linea/', path),
  ]);

  it('answers no spelling of a protected path without the credential', async () => {
    const answered: string[] = [];
    for (const { spelling, kind } of spellings) {
      const { status, body } = await rawRequest(spelling);
      // 401 (the credential), 400 (a target the parser refuses), 403/404 (the media folder's own
      // answer to a path that leaves it); never an answer with the API's data.
      if (![400, 401, 403, 404].includes(status) || /"openapi"|"header"|"likes"/.test(body))
        answered.push(`${kind}: ${spelling} → ${String(status)}`);
    }
    expect(answered).toEqual([]);
  });

  it('reads a spelling the router decodes as the path it names, with the credential', async () => {
    // The corpus is not idle: the router takes percent-encoded letters for the menu's own path.
    const [encodedLetter] = pathSpellings('/api/v1/menu');
    expect((await rawRequest(encodedLetter!.spelling, [`Authorization: ${authorization}`])).status).toBe(200);
  });

  it('refuses absolute-form and asterisk-form targets, credential or not', async () => {
    for (const target of nonOriginTargets(new URL(api.url).host, '/api/v1/menu')) {
      expect((await rawRequest(target)).status, target).toBe(400);
      expect((await rawRequest(target, [`Authorization: ${authorization}`])).status, target).toBe(400);
    }
  });
});

describe('locale header', () => {
  it('serves Russian by default and English on request', async () => {
    const ru = await json<{ locale: string; header: { menu: { title: string }[] } }>('/api/v1/menu');
    const en = await json<{ locale: string; header: { menu: { title: string }[] } }>('/api/v1/menu', { locale: 'en' });
    expect(ru.body.locale).toBe('ru');
    expect(en.body.locale).toBe('en');
    expect(ru.body.header.menu[0]?.title).toMatch(/[а-яё]/i);
    expect(en.body.header.menu[0]?.title).not.toMatch(/[а-яё]/i);
  });

  it('treats an unknown locale as Russian', async () => {
    const response = await json<{ locale: string }>('/api/v1/menu', { headers: { locale: 'de' } });
    expect(response.body.locale).toBe('ru');
  });
});

describe('bad input', () => {
  it('answers unknown codes with 404 JSON', async () => {
    for (const path of [
      '/news/no-such-news',
      '/catalog/gnk/no-such-series',
      '/catalog/nk/linea/no-such-model',
      '/hr-page/vacancies/no-such-vacancy',
      '/blog/technology/no-such-post',
      '/about/no-such-page',
      '/catalog/section?sectionLevelCodes[]=nowhere',
    ]) {
      const response = await json<{ error: { code: string } }>(`/api/v1${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    }
  });

  it('answers unknown routes with 404 JSON', async () => {
    const response = await json<{ error: { code: string } }>('/api/v1/no/such/route');
    expect(response.status).toBe(404);
  });

  it('answers malformed parameters with 400 JSON naming the field, never a stack trace', async () => {
    for (const path of [
      '/news?pageNum=zero',
      '/news?limit=100000',
      '/catalog/section?sort=price',
      '/search?query=a',
      `/search?query=${'x'.repeat(300)}`,
      '/favorites/series?ids[]=abc',
      '/news/bad%20code!',
      '/distributors/by-city?ipAddress=not-an-ip',
    ]) {
      const response = await call(`/api/v1${path}`);
      const text = await response.text();
      expect(response.status, path).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ error: { code: 'bad_request' } });
      expect(text).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    }
  });

  it('requires the x-referer header for /seo', async () => {
    expect((await call('/api/v1/seo')).status).toBe(400);
  });
});

describe('SEO', () => {
  it('answers seeded redirects with their status, keeping the English prefix', async () => {
    const permanent = await json<{ redirect: { url: string; code: number } }>('/api/v1/seo', {
      headers: { 'x-referer': '/catalog/office-old' },
    });
    expect(permanent.body.redirect).toEqual({ url: '/catalog/office', code: 301 });
    const temporary = await json<{ redirect: { url: string; code: number } }>('/api/v1/seo', {
      locale: 'en',
      headers: { 'x-referer': 'https://site.example/en/promo/summer/' },
    });
    expect(temporary.body.redirect).toEqual({ url: '/en/solutions', code: 302 });
    const series = await json<{ redirect: { url: string; code: number } }>('/api/v1/seo/catalog/gnk/linea-old');
    expect(series.body.redirect).toEqual({ url: '/product/linea', code: 301 });
  });

  it('gives page metadata without a redirect, and 404 for unknown pages', async () => {
    const page = await json<{ title: string; redirect: unknown; og: { image: string | null } }>(
      '/api/v1/seo/catalog/gnk/linea',
      { locale: 'en' },
    );
    expect(page.body.title).toContain('LINEA');
    expect(page.body.redirect).toBeNull();
    expect(page.body.og.image).toMatch(/^\/upload\/images\/.+\.jpg$/);
    expect((await call('/api/v1/seo', { headers: { 'x-referer': '/no/such/page' } })).status).toBe(404);
  });

  it('gives blog items article metadata', async () => {
    const item = (await json<{ items: { code: string; date: string }[] }>('/api/v1/blog/all')).body.items[0]!;
    const seo = await json<{ og: { type: string }; article: { published_time: string } }>(
      `/api/v1/seo/blog/${item.code}`,
    );
    expect(seo.body.og.type).toBe('article');
    expect(seo.body.article.published_time).toBe(item.date);
  });
});

describe('likes and subscriptions', () => {
  it('adds one like per call to the blog item', async () => {
    const url = (await json<{ items: { blogItemUrl: string }[] }>('/api/v1/blog/all')).body.items[1]!.blogItemUrl;
    const before = (await json<{ likes: number }>(`/api/v1${url}`)).body.likes;
    const first = await json<{ likes: number }>(`/api/v1${url}/addLike`);
    const second = await json<{ likes: number }>(`/api/v1${url}/addLike`, { locale: 'en' });
    expect(second.body.likes).toBe(first.body.likes + 1);
    expect(first.body.likes).toBeGreaterThan(before);
    expect((await json<{ likes: number }>(`/api/v1${url}`, { locale: 'en' })).body.likes).toBeGreaterThanOrEqual(
      second.body.likes,
    );
  });

  it('subscribes an e-mail once, whatever its case', async () => {
    const email = `Subscriber-${Date.now()}@Example.com`;
    const first = await json<{ alreadySubscribed: boolean }>(
      `/api/v1/news/subscribe?email=${encodeURIComponent(email)}&consent=true`,
      { method: 'POST' },
    );
    const again = await json<{ alreadySubscribed: boolean; email: string }>(
      `/api/v1/news/subscribe?email=${encodeURIComponent(email.toLowerCase())}&consent=true`,
      { method: 'POST' },
    );
    expect(first.body.alreadySubscribed).toBe(false);
    expect(again.body.alreadySubscribed).toBe(true);
    expect(again.body.email).toBe(email.toLowerCase());
  });
});

describe('OpenAPI', () => {
  it('serves the 3.1 document generated from the contract with every endpoint', async () => {
    const { body } = await json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      '/api/v1/openapi.json',
    );
    expect(body.openapi).toBe('3.1.0');
    const operations = Object.values(body.paths).flatMap((item) => Object.keys(item));
    expect(operations.length).toBeGreaterThanOrEqual(75);
  });
});

describe('distributor offices', () => {
  interface Office {
    cityCode: string;
    hours: string;
    openingHours?: { days: number[]; opens: string; closes: string }[];
    timeZone?: string;
  }

  it('give their hours as text and structured, in the time zone of their city', async () => {
    const { body } = await json<{ city: unknown; distributors: { offices: Office[] }[] }>(
      '/api/v1/distributors/by-city/novosibirsk',
      { locale: 'en' },
    );
    const offices = body.distributors.flatMap((distributor) => distributor.offices);
    const local = offices.filter((office) => office.cityCode === 'novosibirsk');
    expect(local.length).toBeGreaterThan(0);
    for (const office of local) {
      expect(office.timeZone).toBe('Asia/Novosibirsk');
      expect(office.openingHours?.length).toBeGreaterThan(0);
      // The text is the structure written out: its first run's opening time is in it.
      const first = office.openingHours?.[0];
      expect(office.hours).toContain(first?.opens.replace(/^0/, ''));
      expect(office.hours).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/);
    }
  });
});
