import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type ExecutionResult } from 'graphql';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Bff } from './create-bff.js';
import { createLogger } from './logger.js';
import { encodedBody, StoredAnswers } from './stored-answers.js';
import { testBff } from './test-support/bff.js';
import { startFaultUpstream } from './test-support/fault-upstream.js';
import { graphql } from './test-support/generated/index.js';
import { MemoryCacheStore } from './upstream/cache-store.js';

const menuQuery = graphql(`
  query StoredMenu {
    locale
    menu {
      header {
        items {
          title
          link
        }
      }
      footer {
        phone
        columns {
          title
        }
      }
    }
  }
`);

const sectionQuery = graphql(`
  query StoredSection($text: String!) {
    locale
    solutionSection(sectionLevelCodes: [$text]) {
      __typename
    }
  }
`);

const likeMutation = graphql(`
  mutation StoredLike($url: String!) {
    likeBlogItem(blogItemUrl: $url) {
      blogItemUrl
      likes
    }
  }
`);

const featuresQuery = graphql(`
  query StoredFeatures {
    features {
      name
    }
  }
`);

/** What urql sends as `Accept` (the site's client, in-process and in the browser). */
const urqlAccept =
  'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed';

/** An upstream store that counts reads: a stored answer is written without running a resolver, so it reads nothing. */
function countingStore() {
  const store = new MemoryCacheStore(1000);
  const counter = { reads: 0 };
  return {
    counter,
    store: {
      get(key: string) {
        counter.reads += 1;
        return store.get(key);
      },
      set: store.set.bind(store),
    },
  };
}

function body<Data, Variables>(document: TypedDocumentNode<Data, Variables>, variables?: Variables) {
  return JSON.stringify({ query: print(document), ...(variables ? { variables } : {}) });
}

function post(bff: Bff, payload: string, headers: Record<string, string> = {}) {
  return bff.fetch('http://bff.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload,
  });
}

async function bytesOf(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

function decoded(bytes: Buffer, encoding: string | null) {
  return encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
}

describe('stored answers over HTTP', () => {
  it('serves a kept answer as the bytes Yoga first wrote, in identity, gzip and br, running nothing', async () => {
    const { counter, store } = countingStore();
    const { bff } = testBff({}, { cache: store });
    const first = await post(bff, body(menuQuery), { locale: 'en' });
    expect(first.status).toBe(200);
    const original = await bytesOf(first);
    expect((JSON.parse(original.toString()) as ExecutionResult).data?.locale).toBe('en');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const readsAfterFirst = counter.reads;
    expect(readsAfterFirst).toBeGreaterThan(0);

    for (const [acceptEncoding, encoding] of [
      [undefined, null],
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['deflate', null],
    ] as const) {
      const response = await post(bff, body(menuQuery), {
        locale: 'en',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      });
      const bytes = await bytesOf(response);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('last-modified')).toBe(first.headers.get('last-modified'));
      if (encoding) expect(bytes.equals(original)).toBe(false);
      expect(decoded(bytes, encoding).equals(original)).toBe(true);
    }
    expect(counter.reads).toBe(readsAfterFirst);
    expect((await post(bff, body(menuQuery), { locale: 'en', 'if-none-match': etag ?? '' })).status).toBe(304);
  });

  it('serves the Node listener from the same bytes, with the CORS headers Yoga adds', async () => {
    const { bff } = testBff();
    const server = createServer((request, response) => void bff(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const payload = body(sectionQuery, { text: 'светильники' });
      const first = await rawPost(port, payload, { locale: 'ru' });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBeUndefined();
      for (const encoding of ['br', 'gzip', 'br', 'gzip'] as const) {
        const answer = await rawPost(port, payload, { locale: 'ru', 'accept-encoding': encoding });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['content-length']).toBe(String(answer.body.length));
        expect(answer.headers.etag).toBe(first.headers.etag);
        expect(decoded(answer.body, encoding).equals(first.body)).toBe(true);
      }
      const origin = await rawPost(port, payload, { locale: 'ru', origin: 'https://ostrel.example' });
      expect(origin.headers['access-control-allow-origin']).toBe('https://ostrel.example');
      expect(origin.headers['access-control-allow-credentials']).toBe('true');
      expect(origin.headers.vary).toBe('Accept-Encoding, Origin');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("serves the site's GETs in the media type its client asks for, and a mounting server's parsed bodies", async () => {
    const { counter, store } = countingStore();
    const { bff } = testBff({}, { cache: store });
    const url = `http://bff.internal/graphql?${new URLSearchParams({
      query: print(sectionQuery),
      operationName: 'StoredSection',
      variables: JSON.stringify({ text: 'склад' }),
    }).toString()}`;
    const get = () => bff.fetch(new Request(url, { headers: { accept: urqlAccept, locale: 'en' } }));
    const first = await get();
    const original = await bytesOf(first);
    expect(first.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    const reads = counter.reads;
    const again = await get();
    expect(again.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytesOf(again)).equals(original)).toBe(true);

    // As Fastify hands it over: the JSON body parsed, the Node request under `raw`.
    const headers = { 'content-type': 'application/json', locale: 'en', 'accept-encoding': 'br' };
    const mounted = await bff.handleNodeRequestAndResponse(
      {
        method: 'POST',
        url: '/graphql',
        headers,
        body: { query: print(sectionQuery), operationName: 'StoredSection', variables: { text: 'склад' } },
        raw: { method: 'POST', url: '/graphql', headers },
      } as never,
      { raw: {} } as never,
    );
    expect(mounted.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(mounted)).equals(original)).toBe(true);
    expect(counter.reads).toBe(reads);
  });

  it('keys answers by locale and variables', async () => {
    const { bff } = testBff();
    const ask = async (locale: string, text: string) => {
      const response = await post(bff, body(sectionQuery, { text }), { locale });
      return { etag: response.headers.get('etag'), body: (await response.json()) as ExecutionResult };
    };
    for (let round = 0; round < 2; round += 1) {
      const ru = await ask('ru', 'светильники');
      const en = await ask('en', 'светильники');
      const other = await ask('ru', 'прожекторы');
      expect(ru.body.data?.locale).toBe('ru');
      expect(en.body.data?.locale).toBe('en');
      expect(new Set([ru.etag, en.etag, other.etag]).size).toBe(3);
    }
    // The same parameters in another order are the same request.
    const reordered = await post(
      bff,
      JSON.stringify({ variables: { text: 'светильники' }, query: print(sectionQuery) }),
      {
        locale: 'ru',
      },
    );
    expect(reordered.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('never keeps mutations or answers with errors', async () => {
    const lines: string[] = [];
    const { bff } = testBff({}, { log: createLogger('warn', (line) => lines.push(line)) });
    for (let round = 0; round < 2; round += 1) {
      // Not a blog item's URL: the resolver refuses it without calling the upstream, and logs it.
      const liked = await post(bff, body(likeMutation, { url: '/not-a-blog-item' }));
      expect(liked.status).toBe(200);
      expect(liked.headers.get('etag')).toBeNull();
      expect(liked.headers.get('vary')).toBeNull();
      // A required variable left out: an answer with errors.
      const failed = await post(bff, body(sectionQuery));
      expect(((await failed.json()) as ExecutionResult).errors?.length).toBeGreaterThan(0);
      expect(failed.headers.get('etag')).toBeNull();
      expect(failed.headers.get('vary')).toBeNull();
    }
    expect(lines.filter((line) => line.includes('blog like refused'))).toHaveLength(2);
  });

  it('is off with CACHE_TTL_MS=0: every request runs', async () => {
    const { counter, store } = countingStore();
    const { bff } = testBff({ cacheTtlMs: 0 }, { cache: store });
    const first = await post(bff, body(menuQuery), { 'accept-encoding': 'br' });
    const reads = counter.reads;
    const second = await post(bff, body(menuQuery), { 'accept-encoding': 'br' });
    expect(counter.reads).toBe(reads * 2);
    for (const response of [first, second]) {
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('content-encoding')).toBeNull();
    }
    expect(await second.text()).toBe(await first.text());
  });
});

describe('degraded answers', () => {
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;
  beforeAll(async () => {
    const authorization = `Basic ${Buffer.from('ostrel:ostrel-dev-password').toString('base64')}`;
    const features: unknown = await (
      await fetch(`${inject('contentApiUrl')}/features`, { headers: { authorization } })
    ).json();
    upstream = await startFaultUpstream({ '/features': features });
  });
  afterAll(() => upstream.close());

  it('are never kept: the next request asks the upstream again', async () => {
    upstream.set('error500');
    const { bff } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: 300 });
    const degraded = await post(bff, body(featuresQuery));
    expect(((await degraded.json()) as ExecutionResult).extensions?.degraded).toBe(true);
    expect(degraded.headers.get('etag')).toBeNull();
    upstream.set('ok');
    const calls = upstream.calls;
    const recovered = await post(bff, body(featuresQuery));
    expect(upstream.calls).toBeGreaterThan(calls);
    expect(((await recovered.json()) as ExecutionResult).extensions).toBeUndefined();
    expect(recovered.headers.get('etag')).toBeTruthy();
    const stored = await post(bff, body(featuresQuery));
    expect(stored.headers.get('vary')).toBe('Accept-Encoding');
    expect(upstream.calls).toBe(calls + 1);
  });
});

describe('the store', () => {
  const result = (text: string): ExecutionResult => ({
    data: { text },
    extensions: { http: { headers: { ETag: `tag-${text}`, 'Last-Modified': 'Wed, 25 Nov 2026 04:00:00 GMT' } } },
  });

  it('keeps an answer for its TTL, on its clock', () => {
    const clock = { time: 1000, now: () => clock.time };
    const answers = new StoredAnswers({ maxEntries: 10, perf: clock });
    answers.set('a', result('a'), [], 5000);
    clock.time += 4999;
    expect(answers.answer('a')?.etag).toBe('tag-a');
    clock.time += 2;
    expect(answers.answer('a')).toBeUndefined();
    expect(answers.get('a')).toBeUndefined();
  });

  it('keeps its JSON as Yoga writes it, without the headers meant for Yoga', () => {
    const answers = new StoredAnswers({ maxEntries: 10 });
    answers.set('a', result('a'), [], 5000);
    expect(answers.answer('a')?.json.toString()).toBe('{"data":{"text":"a"}}');
    answers.set('b', { data: { text: 'b' }, extensions: { ...result('b').extensions, degraded: false } }, [], 5000);
    expect(answers.answer('b')?.json.toString()).toBe('{"data":{"text":"b"},"extensions":{"degraded":false}}');
  });

  it('is bounded by entries and by bytes', () => {
    const byCount = new StoredAnswers({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) byCount.set(key, result(key), [], 5000);
    expect([byCount.answer('a'), byCount.answer('b')?.etag, byCount.answer('c')?.etag]).toEqual([
      undefined,
      'tag-b',
      'tag-c',
    ]);
    const byBytes = new StoredAnswers({ maxEntries: 100, maxBytes: 200 });
    byBytes.set('small', result('x'), [], 5000);
    byBytes.set('large', result('y'.repeat(200)), [], 5000);
    expect(byBytes.answer('large')).toBeUndefined();
    expect(byBytes.answer('small')).toBeDefined();
  });

  it('makes each encoding once and keeps it', async () => {
    const answers = new StoredAnswers({ maxEntries: 10 });
    answers.set('a', result('a'.repeat(1000)), [], 5000);
    const answer = answers.answer('a');
    if (!answer) throw new Error('not stored');
    const pending = encodedBody(answer, 'br');
    expect(encodedBody(answer, 'br')).toBe(pending);
    const br = await pending;
    expect(encodedBody(answer, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(answer.json)).toBe(true);
    expect(gunzipSync(await encodedBody(answer, 'gzip')).equals(answer.json)).toBe(true);
    expect(encodedBody(answer, 'identity')).toBe(answer.json);
  });

  it("drops the answers holding a mutation's entities", () => {
    const answers = new StoredAnswers({ maxEntries: 10 });
    answers.set('a', result('a'), [{ typename: 'BlogItem', id: 1 }], 5000);
    answers.set('b', result('b'), [{ typename: 'BlogItem', id: 2 }], 5000);
    answers.invalidate([{ typename: 'BlogItem', id: 1 }]);
    expect([answers.answer('a'), answers.answer('b')?.etag]).toEqual([undefined, 'tag-b']);
    answers.invalidate([{ typename: 'BlogItem' }]);
    expect(answers.answer('b')).toBeUndefined();
  });
});

function rawPost(port: number, payload: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
