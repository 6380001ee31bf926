import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, phone, visit } from './support/browser';
import { fakeCountryIso, geoCalls, startFakeGeo, type FakeGeo } from './support/fake-geo';
import { get, parseSetCookies, rawRequestStatus } from './support/http';
import { startSite, type RunningSite } from './support/site';

const site = inject('siteUrl');
const hour = 60 * 60;
const year = 365 * 24 * hour;

describe('visitor cookies on the first page response', () => {
  // A site and geo service of their own: the run's shared ones are looked up by other files' new
  // visitors at the same time, and these tests count the lookups.
  let geo: FakeGeo;
  let own: RunningSite;
  let site: string;
  let callsUrl: string;
  beforeAll(async () => {
    geo = await startFakeGeo();
    own = await startSite({
      apiUrl: inject('contentApiUrl'),
      apiUsername: inject('contentApiUsername'),
      apiPassword: inject('contentApiPassword'),
      geoLookupUrl: geo.lookupUrl,
    });
    site = own.url;
    callsUrl = geo.callsUrl;
  });
  afterAll(async () => {
    await own.close();
    await geo.close();
  });

  it('sets the visitor id, the theme, the UTM tags of the landing URL and the geo cookies', async () => {
    const before = await geoCalls(callsUrl);
    const response = await get(`${site}/?utm_source=newsletter&utm_campaign=spring-2026&x=1`, {
      'user-agent': 'e2e visitor',
    });
    expect(response.status).toBe(200);
    const cookies = parseSetCookies(response.setCookies);

    const userId = cookies.get('lt_userId');
    expect(userId?.value).toMatch(/^[0-9a-z]+$/);
    expect(userId!.value.length).toBeLessThanOrEqual(45);
    expect(userId!.attributes.get('max-age')).toBe(String(year));
    expect(userId!.attributes.get('path')).toBe('/');

    expect(cookies.get('theme')?.value).toBe('light');
    expect(cookies.get('utm_source')?.value).toBe('newsletter');
    expect(cookies.get('utm_campaign')?.value).toBe('spring-2026');
    expect(cookies.has('utm_medium')).toBe(false);

    expect(cookies.get('countyiso')?.value).toBe(fakeCountryIso);
    expect(cookies.get('countyiso')!.attributes.get('max-age')).toBe(String(8 * hour));
    // The fake answers with the address it was asked about: the visitor's, on loopback.
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1']).toContain(decodeURIComponent(cookies.get('ip')!.value));
    expect(cookies.get('ip')!.attributes.get('max-age')).toBe(String(8 * hour));
    expect(await geoCalls(callsUrl)).toBe(before + 1);
  });

  it('gives two visitors different ids', async () => {
    const [first, second] = await Promise.all([get(`${site}/`), get(`${site}/`)]);
    const id = (lines: string[]) => parseSetCookies(lines).get('lt_userId')?.value;
    expect(id(first.setCookies)).toBeDefined();
    expect(id(first.setCookies)).not.toBe(id(second.setCookies));
  });

  it('does not ask the geo service again when countyiso and ip are there, nor reset what is set', async () => {
    const first = parseSetCookies((await get(`${site}/`)).setCookies);
    const cookieHeader = ['lt_userId', 'theme', 'countyiso', 'ip']
      .map((name) => `${name}=${first.get(name)!.value}`)
      .join('; ');
    const before = await geoCalls(callsUrl);
    const again = await get(`${site}/en`, { cookie: cookieHeader });
    expect(again.status).toBe(200);
    expect(again.setCookies).toEqual([]);
    expect(await geoCalls(callsUrl)).toBe(before);
  });

  it('asks the geo service when one of the two geo cookies is missing', async () => {
    const before = await geoCalls(callsUrl);
    const response = await get(`${site}/`, { cookie: 'countyiso=RU' });
    expect(response.status).toBe(200);
    expect(parseSetCookies(response.setCookies).get('countyiso')?.value).toBe(fakeCountryIso);
    expect(await geoCalls(callsUrl)).toBe(before + 1);
  });

  it('does not call the geo service for assets and health checks', async () => {
    const before = await geoCalls(callsUrl);
    await get(`${site}/healthz`);
    await get(`${site}/robots.txt`);
    await get(`${site}/favicon.svg`);
    expect(await geoCalls(callsUrl)).toBe(before);
  });

  it('still renders the page for a broken Cookie header, with a fresh visitor id', async () => {
    const response = await get(`${site}/`, { cookie: '%%%;==;lt_userId=%00;theme=%E0%A4%A; favorites={"series":' });
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toContain('<header');
    expect(parseSetCookies(response.setCookies).get('lt_userId')?.value).toMatch(/^[0-9a-z]{1,45}$/);
  });

  it('answers a Cookie header with a raw NUL byte without crashing (the HTTP parser refuses it)', async () => {
    const { port } = new URL(site);
    const { status } = await rawRequestStatus(
      site,
      `GET / HTTP/1.1\r\nHost: localhost:${port}\r\nCookie: %%%;==;lt_userId=\u0000\r\nConnection: close\r\n\r\n`,
    );
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect((await fetch(`${site}/healthz`)).status).toBe(200);
  });
});

describe('visitor cookies in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('holds the id, theme, UTM and geo cookies after the first visit', async () => {
    const { context, page } = await openPage(browser, { viewport: phone });
    await visit(page, `${site}/en?utm_source=ads&utm_campaign=launch`);
    const cookies = Object.fromEntries((await context.cookies(site)).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies.lt_userId).toMatch(/^[0-9a-z]{1,45}$/);
    expect(cookies).toMatchObject({
      theme: 'light',
      utm_source: 'ads',
      utm_campaign: 'launch',
      countyiso: fakeCountryIso,
    });
    expect(cookies.ip).toBeTruthy();

    // The id stays the visitor's on the next page.
    await visit(page, `${site}/`);
    const again = Object.fromEntries((await context.cookies(site)).map((cookie) => [cookie.name, cookie.value]));
    expect(again.lt_userId).toBe(cookies.lt_userId);
    await context.close();
  });
});
