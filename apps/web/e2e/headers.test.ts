import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { get } from './support/http';

const site = inject('siteUrl');
const noCache = 'no-cache, no-store, must-revalidate';

/** The /assets/ files the home page's HTML names: its stylesheet, font preloads and the scripts its loader imports. */
async function assetPaths(): Promise<string[]> {
  const html = await (await fetch(`${site}/`)).text();
  const paths = [...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  return [...new Set(paths)];
}

describe('HTTP headers of the site', () => {
  it.each(['/', '/en', '/404', '/en/no-such-page', '/502'])('%s is never cached', async (path) => {
    const response = await get(`${site}${path}`);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(noCache);
  });

  it('sends the /ru redirect uncacheable too', async () => {
    const response = await get(`${site}/ru/about`);
    expect(response.status).toBe(307);
    expect(response.headers['cache-control'] ?? noCache).not.toMatch(/immutable|max-age=[1-9]/);
  });

  it('serves fingerprinted /assets/ files as immutable', async () => {
    const paths = await assetPaths();
    expect(paths.some((path) => path.endsWith('.js'))).toBe(true);
    expect(paths.some((path) => path.endsWith('.css'))).toBe(true);
    for (const path of paths) {
      const response = await get(`${site}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toMatch(/\bimmutable\b/);
      expect(response.headers['cache-control'], path).toMatch(/max-age=31536000/);
    }
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('compresses pages and assets when Accept-Encoding allows (%s → %s)', async (acceptEncoding, expected) => {
    // The biggest script: tiny files are below the compression threshold.
    const scripts = (await assetPaths()).filter((path) => path.endsWith('.js'));
    const sizes = await Promise.all(scripts.map(async (path) => (await get(`${site}${path}`)).body.length));
    const script = scripts[sizes.indexOf(Math.max(...sizes))]!;
    for (const path of ['/', script]) {
      const response = await get(`${site}${path}`, { 'accept-encoding': acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding'], path).toBe(expected);
      expect(response.headers.vary ?? '', path).toMatch(/accept-encoding/i);
      const body = expected === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
      expect(body.length, path).toBeGreaterThan(response.body.length);
      if (path === '/') expect(body.toString('utf8')).toContain('<!DOCTYPE html>');
    }
  });

  it('sends a page as the same bytes in every encoding, made once while the page is cached', async () => {
    const plain = await get(`${site}/catalog/office`, { 'accept-encoding': 'identity' });
    const [br, brAgain, gzip] = await Promise.all([
      get(`${site}/catalog/office`, { 'accept-encoding': 'br' }),
      get(`${site}/catalog/office`, { 'accept-encoding': 'br' }),
      get(`${site}/catalog/office`, { 'accept-encoding': 'gzip' }),
    ]);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // The cached page's encoding is kept with it: the same bytes, not a second compression.
    expect(brAgain.body.equals(br.body)).toBe(true);
  });

  it('sends the build’s files precompressed, as written at build time', async () => {
    const clientDir = join(import.meta.dirname, '../dist/client');
    for (const path of await assetPaths()) {
      // Below 1 kB a file is sent as it is.
      if (!/\.(js|css)$/.test(path) || readFileSync(join(clientDir, path)).length < 1024) continue;
      for (const [acceptEncoding, extension] of [
        ['br', 'br'],
        ['gzip', 'gz'],
      ] as const) {
        const response = await get(`${site}${path}`, { 'accept-encoding': acceptEncoding });
        expect(response.headers['content-encoding'], path).toBe(acceptEncoding);
        expect(response.body.equals(readFileSync(join(clientDir, `${path}.${extension}`))), path).toBe(true);
      }
    }
  });

  it('sends the page uncompressed when the client does not accept compression', async () => {
    const response = await get(`${site}/`, { 'accept-encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toContain('<!DOCTYPE html>');
  });

  it('answers /healthz with 200 JSON', async () => {
    const response = await fetch(`${site}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('serves robots.txt naming the sitemap and the feeds', async () => {
    const response = await fetch(`${site}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
    for (const feed of ['/feeds/blog.xml', '/feeds/news.xml', '/en/feeds/blog.xml', '/en/feeds/news.xml']) {
      expect(text).toContain(`Sitemap: ${site}${feed}`);
      expect((await fetch(`${site}${feed}`)).status).toBe(200);
    }
  });

  it('serves sitemap.xml with both languages and hreflang alternates', async () => {
    const response = await fetch(`${site}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
    expect(locs).toContain(`${site}/`);
    expect(locs).toContain(`${site}/en`);
    expect(locs).toContain(`${site}/about/privacy-policy`);
    expect(locs).toContain(`${site}/en/about/privacy-policy`);
    // The content's pages, read from the content API: sectors, solutions, portfolio, services.
    expect(locs).toContain(`${site}/solutions/explosion`);
    expect(locs).toContain(`${site}/en/solution/explosion/oil-gas-production`);
    expect(locs).toContain(`${site}/projects/industry`);
    expect(locs).toContain(`${site}/project/oil-gas/arctic-gas-treatment`);
    expect(locs).toContain(`${site}/en/services/lighting-design`);
    // The catalogue: sections at every level, series, and their current models.
    expect(locs).toContain(`${site}/catalog/office`);
    expect(locs).toContain(`${site}/en/catalog/office/panels`);
    expect(locs).toContain(`${site}/product/plato`);
    expect(locs).toContain(`${site}/en/product/plato/plato-25-830`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((loc) => loc?.startsWith(`${site}/en`)).length).toBe(entries.length / 2);
    for (const entry of entries) {
      const alternates = new Map(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
          match[1]!,
          match[2]!,
        ]),
      );
      expect([...alternates.keys()].sort()).toEqual(['en', 'ru', 'x-default']);
      const ru = alternates.get('ru')!;
      expect(alternates.get('x-default')).toBe(ru);
      expect(alternates.get('en')).toBe(ru === `${site}/` ? `${site}/en` : ru.replace(site, `${site}/en`));
    }
    // The home page's twin is named in the sitemap exactly as in its <head>.
    const home = entries.find((entry) => entry.includes(`<loc>${site}/en</loc>`))!;
    expect(home).toContain(`hreflang="ru" href="${site}/"`);
  });
  // That every URL it lists answers 200, styled, is checked by the every-URL sweep, which fetches
  // each of them anyway (e2e/sweep/accessibility.sweep.ts).
});
