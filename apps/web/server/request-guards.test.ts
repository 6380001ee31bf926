import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSameOrigin, pageCacheControl, registerRequestGuards } from './request-guards';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ trustProxy: true });
  registerRequestGuards(app, {
    trustProxy: 1,
    redirectPolicy: { siteOrigin: 'https://site.test', allowedHosts: ['partner.test'] },
  });
  app.get<{ Querystring: { to: string } }>('/go', (request, reply) => reply.redirect(request.query.to, 302));
  app.post('/form', (request) => ({ sameOrigin: isSameOrigin(request) }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('request guards', () => {
  it('sends a plain-HTTP visitor to HTTPS on the proxy’s word, keeping a form’s method', async () => {
    const page = await app.inject({ url: '/go?to=/a', headers: { 'x-forwarded-proto': 'http' } });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('https://site.test/go?to=/a');
    expect(page.headers['cache-control']).toBe(pageCacheControl);
    const form = await app.inject({ method: 'POST', url: '/form', headers: { 'x-forwarded-proto': 'http' } });
    expect(form.statusCode).toBe(308);
    // No proxy header (a health check on the port itself): served as it is.
    expect((await app.inject({ url: '/go?to=/a' })).statusCode).toBe(302);
  });

  it('never sends a Location that leaves the site, however it is spelt', async () => {
    for (const to of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'https://site.test.evil.test/']) {
      const answer = await app.inject({ url: `/go?to=${encodeURIComponent(to)}` });
      expect(answer.statusCode, to).toBe(404);
      expect(answer.headers.location, to).toBeUndefined();
    }
    for (const to of ['/catalog', 'https://site.test/en', 'https://partner.test/page']) {
      const answer = await app.inject({ url: `/go?to=${encodeURIComponent(to)}` });
      expect(answer.statusCode, to).toBe(302);
      expect(answer.headers.location, to).toBe(to);
    }
  });

  it('tells a post from another site from the site’s own and from a non-browser client', async () => {
    const sameOrigin = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'POST', url: '/form', headers: { host: 'site.test', ...headers } })).json<{
        sameOrigin: boolean;
      }>().sameOrigin;
    expect(await sameOrigin({ origin: 'https://site.test' })).toBe(true);
    expect(await sameOrigin({ origin: 'https://evil.test' })).toBe(false);
    expect(await sameOrigin({ origin: 'null' })).toBe(false);
    expect(await sameOrigin({})).toBe(true);
    expect(await sameOrigin({ 'sec-fetch-site': 'cross-site' })).toBe(false);
  });
});
