import { escapeSpellings } from '@ostrel/contract/path-spellings';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffWithUpstream } from './bff-for-tests';
import { registerMediaRoutes } from './media-proxy';

let closeBff: () => Promise<void>;
let app: FastifyInstance;
/** Every request the upstream received: path and whether it carried the site's credential. */
const received: { url: string; authorized: boolean }[] = [];
beforeAll(async () => {
  // Answers as the content API does: AVIF for a WebP URL when the browser takes it.
  const { bff, close } = await bffWithUpstream((request, response) => {
    received.push({ url: request.url ?? '', authorized: Boolean(request.headers.authorization) });
    const avif = /image\/avif/.test(request.headers.accept ?? '');
    response.writeHead(200, {
      'content-type': avif ? 'image/avif' : 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept',
      etag: avif ? '"a"' : '"w"',
    });
    response.end(avif ? 'avif' : 'webp');
  });
  closeBff = close;
  app = Fastify();
  registerMediaRoutes(app, bff.upstream, 5000);
});
afterAll(async () => {
  await app.close();
  await closeBff();
});

describe('media proxy', () => {
  it('passes Accept up and the cache headers and Vary down', async () => {
    const url = '/upload/images/a.0123456789ab-768.webp';
    const avif = await app.inject({ method: 'GET', url, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('accept');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.body).toBe('avif');
    const webp = await app.inject({ method: 'GET', url, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('accept');
  });

  it('forwards nothing but files under /upload/, whatever the path spells', async () => {
    received.length = 0;
    const escapes = [
      ...escapeSpellings('/upload/', '/api/v1/menu'),
      ...escapeSpellings('/upload/images/', '/api/v1/openapi.json'),
    ];
    for (const { spelling, kind } of escapes) {
      const answer = await app.inject({ method: 'GET', url: spelling });
      expect(answer.statusCode, `${kind}: ${spelling}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${kind}: ${spelling}`).toBeLessThan(500);
    }
    expect(received).toEqual([]);
    // What goes up is the one canonical spelling of the file (the upstream client's, with its credential).
    await app.inject({ method: 'GET', url: '/upload/docs/%70lato/x.pdf?download=1' });
    expect(received).toEqual([{ url: '/upload/docs/plato/x.pdf', authorized: true }]);
  });

  it('forwards an archive by its id alone, never cached', async () => {
    received.length = 0;
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const archive = await app.inject({ method: 'GET', url: `/api/v1/downloads/archive/${id}` });
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['cache-control']).toBe('private, no-store');
    expect(received).toEqual([{ url: `/api/v1/downloads/archive/${id}`, authorized: true }]);
    received.length = 0;
    for (const url of [
      '/api/v1/downloads/archive/not-an-id',
      `/api/v1/downloads/archive/${id}?x=1`,
      `/api/v1/downloads/archive/${id.toUpperCase().replace('F', '%46')}`,
      '/api/v1/downloads/archive/..%2Fmenu',
      '/api/v1/menu',
    ]) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
    }
    expect(received).toEqual([]);
  });
});
