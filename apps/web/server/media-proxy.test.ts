import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaProxy } from './media-proxy';

let upstream: Server;
let origin = '';
beforeAll(async () => {
  // Answers as the content API does: AVIF for a WebP URL when the browser takes it.
  upstream = createServer((request, response) => {
    const avif = /image\/avif/.test(request.headers.accept ?? '');
    response.writeHead(200, {
      'content-type': avif ? 'image/avif' : 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept',
      etag: avif ? '"a"' : '"w"',
    });
    response.end(avif ? 'avif' : 'webp');
  });
  await new Promise<void>((resolve) => {
    upstream.listen(0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${String((upstream.address() as AddressInfo).port)}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      upstream.close(() => {
        resolve();
      });
    }),
);

describe('media proxy', () => {
  it('passes Accept up and the cache headers and Vary down', async () => {
    const app = Fastify();
    app.get('/upload/*', createMediaProxy(origin, 5000));
    const url = '/upload/images/a.0123456789ab-768.webp';
    const avif = await app.inject({ method: 'GET', url, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('accept');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.body).toBe('avif');
    const webp = await app.inject({ method: 'GET', url, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('accept');
    await app.close();
  });
});
