import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPageRoutes } from './page-routes';
import { pageCacheControl } from './request-guards';

// Pages themselves are rendered by the build (e2e/); here, what the routes decide before a render.
let app: FastifyInstance;
const bffRequests: string[] = [];
beforeAll(async () => {
  app = Fastify();
  registerPageRoutes(app, {
    config: { publicUrl: 'http://site.test', geoLookupUrl: '', geoLookupTimeoutMs: 0 },
    renderCache: null,
    visitorBffFetch: () => (input) => {
      bffRequests.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response(null, { status: 503 }));
    },
    redirectPolicy: { siteOrigin: 'http://site.test', allowedHosts: [] },
    policyFor: () => null,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded', host: 'site.test' };

describe('page routes', () => {
  it('refuses a form posted from another site', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/news',
      headers: { ...form, origin: 'https://evil.test' },
      payload: 'form=news-subscription&email=a%40b.test&consent=on',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toBe('Cross-site form posts are not accepted');
    expect(bffRequests).toEqual([]);
  });

  it('sends a form that is not the site’s back to its page, without asking the BFF', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/catalog?x=1',
      headers: { ...form, origin: 'http://site.test' },
      payload: 'anything=else',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/catalog?x=1');
    expect(answer.headers['cache-control']).toBe(pageCacheControl);
    expect(bffRequests).toEqual([]);
  });

  it('takes a form of a few fields, not a large body', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/news',
      headers: { ...form, origin: 'http://site.test' },
      payload: `email=${'a'.repeat(20_000)}`,
    });
    expect(answer.statusCode).toBe(413);
  });
});
