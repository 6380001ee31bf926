import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBffConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { MemoryCacheStore } from './cache-store.js';
import { UpstreamClient } from './client.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('upstream writes', () => {
  let server: Server;
  let apiUrl = '';
  const received: Received[] = [];
  let answer = { status: 201, body: JSON.stringify({ id: 'id-1', receivedAt: '2026-01-01T00:00:00.000Z' }) };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const client = (fetched: string[] = []) => {
    const config = {
      ...loadBffConfig({ API_URL: apiUrl, API_USERNAME: 'user', API_PASSWORD: 'secret' }),
      cacheTtlMs: 60_000,
    };
    return new UpstreamClient(config, new MemoryCacheStore(10), createLogger('silent'), (url) => fetched.push(url));
  };

  it('posts fields as query parameters and the file as multipart field `file`, authenticated, in the locale', async () => {
    received.length = 0;
    const fetched: string[] = [];
    const file = new File([new TextEncoder().encode('%PDF-1.4 cv')], 'Резюме.pdf', { type: 'application/pdf' });
    const result = await client(fetched).send('vacancyRequest', {
      locale: 'en',
      query: { vacancyCode: 'x', name: 'Anna Petrova', comment: undefined },
      file,
    });
    expect(result).toEqual({ status: 'accepted', data: { id: 'id-1', receivedAt: '2026-01-01T00:00:00.000Z' } });
    const [request] = received;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/v1/hr-page/vacancies/form/request?vacancyCode=x&name=Anna+Petrova',
    });
    expect(request?.headers).toMatchObject({
      authorization: `Basic ${Buffer.from('user:secret').toString('base64')}`,
      locale: 'en',
    });
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body.toString('utf8') ?? '';
    expect(body).toContain('name="file"; filename="Резюме.pdf"');
    expect(body).toContain('Content-Type: application/pdf');
    expect(body).toContain('%PDF-1.4 cv');
    // Personal data stays out of what is reported about the call.
    expect(fetched).toEqual([`${apiUrl}/hr-page/vacancies/form/request`]);
  });

  it('sends a multipart body without a file part when there is none, and no body where no file is taken', async () => {
    received.length = 0;
    await client().send('solutionRequest', { locale: 'ru', query: { name: 'Anna' } });
    await client().send('newsRequest', { locale: 'ru', query: { name: 'Anna' } });
    expect(received[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(received[0]?.body.toString()).not.toContain('name="file"');
    expect(received[1]).toMatchObject({ method: 'POST', url: '/api/v1/news/request?name=Anna' });
    expect(received[1]?.body.length).toBe(0);
  });

  it('never caches a write, and sends a GET write (a like) as a GET', async () => {
    received.length = 0;
    answer = { status: 200, body: JSON.stringify({ likes: 5 }) };
    const upstream = client();
    const first = await upstream.send('blogLike', { locale: 'ru', params: { category: 'tech', code: 'item' } });
    const second = await upstream.send('blogLike', { locale: 'ru', params: { category: 'tech', code: 'item' } });
    expect([first, second]).toEqual([
      { status: 'accepted', data: { likes: 5 } },
      { status: 'accepted', data: { likes: 5 } },
    ]);
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/v1/blog/tech/item/addLike',
      'GET /api/v1/blog/tech/item/addLike',
    ]);
  });
});
