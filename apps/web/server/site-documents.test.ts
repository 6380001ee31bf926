import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestGraphqlClients } from '../src/app/graphql/client';
import { bffWithUpstream, downUpstream } from './bff-for-tests';
import { registerSiteDocuments } from './site-documents';

// The content API is down: every document is made from the BFF's empty defaults.
let closeBff: () => Promise<void>;
let app: FastifyInstance;
const notFoundFor: string[] = [];
beforeAll(async () => {
  const { bff, close } = await bffWithUpstream(downUpstream);
  closeBff = close;
  app = Fastify();
  registerSiteDocuments(app, {
    publicUrl: 'https://site.test',
    graphql: requestGraphqlClients((input, init) => Promise.resolve(bff.fetch(new Request(input, init), {}))),
    notFound: async (request, reply) => {
      notFoundFor.push(request.url);
      return reply.code(404).send('the site’s 404 page');
    },
  });
});
afterAll(async () => {
  await app.close();
  await closeBff();
});

describe('site documents', () => {
  it('serves robots.txt naming the sitemap at the site’s address', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://site.test/sitemap.xml');
  });

  it('serves a sitemap of the fixed pages while the content is unavailable', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://site.test/catalog</loc>');
    expect(sitemap.body).toContain('<loc>https://site.test/en/catalog</loc>');
  });

  it('serves each language’s feeds, kept by no one while they miss content', async () => {
    for (const url of ['/feeds/blog.xml', '/feeds/news.xml', '/en/feeds/blog.xml', '/en/feeds/news.xml']) {
      const feed = await app.inject({ url });
      expect(feed.statusCode, url).toBe(200);
      expect(feed.headers['content-type'], url).toBe('application/rss+xml; charset=utf-8');
      expect(feed.headers['cache-control'], url).toBe('no-store');
      expect(feed.body, url).toContain('<rss');
    }
  });

  it('answers an unknown event, office or map view with the site’s not-found page', async () => {
    notFoundFor.length = 0;
    const urls = [
      '/news/no-such-event/event.ics',
      '/en/news/no-such-event/event.ics',
      '/distributors/name/nobody/nowhere/contact.vcf',
      '/en/distributors/name/nobody/nowhere/contact.vcf',
      '/distributors/map/x.svg',
      '/distributors/map/37.6,55.7,123.svg',
    ];
    for (const url of urls) expect((await app.inject({ url })).statusCode, url).toBe(404);
    expect(notFoundFor).toEqual(urls);
  });

  it('draws a map outline for a view the pages ask for', async () => {
    const outline = await app.inject({ url: '/distributors/map/37.6,55.7,1000.svg' });
    expect(outline.statusCode).toBe(200);
    expect(outline.headers['content-type']).toBe('image/svg+xml');
    expect(outline.headers['cache-control']).toBe('public, max-age=86400');
    expect(outline.body).toMatch(/^<svg/);
  });
});
