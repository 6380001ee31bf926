import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedCache } from './shared-cache.js';
import { canStartRedis, startRedisServer, type RedisServer } from './test-support/redis-server.js';
import { TwoTierCache, type SharedTier } from './two-tier-cache.js';

const silent = { warn: () => undefined, info: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Page {
  html: string;
}

describe('the memory tier', () => {
  it('keeps a value for its time, on the clock it is given', async () => {
    // lru-cache reads a start at 0 as none: the clock starts later.
    let now = 5000;
    const cache = new TwoTierCache<Page>({ maxEntries: 10, perf: { now: () => now } });
    await cache.set('/', { html: 'home' }, 1000);
    expect(cache.get('/')).toEqual({ html: 'home' });
    now = 5999;
    expect(cache.getLocal('/')).toEqual({ html: 'home' });
    now = 6001;
    expect(cache.get('/')).toBeUndefined();
  });

  it('keeps a value with an endless time until it is pushed out, and none with no time', async () => {
    const cache = new TwoTierCache<Page>({ maxEntries: 2 });
    await cache.set('a', { html: 'a' }, Number.POSITIVE_INFINITY);
    await cache.set('zero', { html: 'zero' }, 0);
    expect(cache.getLocal('zero')).toBeUndefined();
    await cache.set('b', { html: 'b' }, 1000);
    await cache.set('c', { html: 'c' }, 1000);
    expect([...cache.localEntries()].map(([key]) => key).sort()).toEqual(['b', 'c']);
  });

  it('holds no more than its bytes', async () => {
    const cache = new TwoTierCache<Page>({ maxEntries: 100, maxBytes: 10, sizeOf: (page) => page.html.length });
    await cache.set('a', { html: '123456' }, 1000);
    await cache.set('b', { html: '123456' }, 1000);
    expect(cache.getLocal('a')).toBeUndefined();
    expect(cache.getLocal('b')).toEqual({ html: '123456' });
    expect(cache.localSize).toBe(1);
  });
});

describe.skipIf(!canStartRedis())('the Redis tier', () => {
  let redis: RedisServer;
  const connections: SharedCache[] = [];

  const tier = (version = 'v1'): SharedTier<Page> => {
    const cache = new SharedCache({ url: redis.url, namespace: 'two-tier', maxValueBytes: 1024, log: silent });
    connections.push(cache);
    return {
      cache,
      prefix: `page:${version}:`,
      encode: (page) => JSON.stringify(page),
      decode: (text) => {
        const parsed = JSON.parse(text) as Partial<Page>;
        return typeof parsed.html === 'string' ? { html: parsed.html } : undefined;
      },
    };
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });

  afterAll(async () => {
    for (const connection of connections) await connection.close();
    await redis.stop();
  });

  const ready = async (...caches: SharedCache[]) => {
    const deadline = Date.now() + 5000;
    while (caches.some((cache) => cache.state !== 'ready')) {
      if (Date.now() > deadline) throw new Error('Redis did not answer');
      await sleep(20);
    }
  };

  it("answers one instance's value in another, then from memory for the rest of its time", async () => {
    const maker = new TwoTierCache<Page>({ maxEntries: 10, shared: tier() });
    const readerTier = tier();
    const reader = new TwoTierCache<Page>({ maxEntries: 10, shared: readerTier });
    await ready(connections[0]!, readerTier.cache);

    expect(await maker.set('/news', { html: 'news' }, 300)).toBe(true);
    expect(reader.getLocal('/news')).toBeUndefined();
    expect(await reader.get('/news')).toEqual({ html: 'news' });
    // Kept in memory now: answered without a promise.
    expect(reader.get('/news')).toEqual({ html: 'news' });
    await sleep(350);
    expect(reader.getLocal('/news')).toBeUndefined();
    expect(await reader.get('/news')).toBeUndefined();
  });

  it('leaves a value in Redis when `keep` refuses it, and reads nothing written by another version', async () => {
    const maker = new TwoTierCache<Page>({ maxEntries: 10, shared: tier('v1') });
    const reader = new TwoTierCache<Page>({ maxEntries: 10, shared: tier('v1') });
    const newer = new TwoTierCache<Page>({ maxEntries: 10, shared: tier('v2') });
    await ready(...connections);
    await maker.set('/about', { html: 'about' }, 5000);
    expect(await reader.getShared('/about', () => false)).toEqual({ html: 'about' });
    expect(reader.getLocal('/about')).toBeUndefined();
    expect(await newer.get('/about')).toBeUndefined();
  });

  it('keeps an endless value in memory only', async () => {
    const maker = new TwoTierCache<Page>({ maxEntries: 10, shared: tier() });
    const reader = new TwoTierCache<Page>({ maxEntries: 10, shared: tier() });
    await ready(...connections);
    expect(await maker.set('/endless', { html: 'x' }, Number.POSITIVE_INFINITY)).toBe(false);
    expect(maker.getLocal('/endless')).toEqual({ html: 'x' });
    expect(await reader.get('/endless')).toBeUndefined();
  });

  it('answers from memory while Redis is away, and reads a miss for what is only there', async () => {
    const away = new SharedCache({
      url: 'redis://127.0.0.1:1',
      namespace: 'two-tier',
      maxValueBytes: 1024,
      log: silent,
      commandTimeoutMs: 100,
    });
    connections.push(away);
    const cache = new TwoTierCache<Page>({
      maxEntries: 10,
      shared: { ...tier(), cache: away },
    });
    expect(await cache.set('/', { html: 'home' }, 5000)).toBe(false);
    expect(cache.get('/')).toEqual({ html: 'home' });
    expect(await cache.get('/elsewhere')).toBeUndefined();
  });
});
