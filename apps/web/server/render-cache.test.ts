import { canStartRedis, startRedisServer, type RedisServer } from '@ostrel/shared-cache/test-support/redis-server';
import { SharedCache } from '@ostrel/shared-cache/shared-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncodedBody } from './encoded-body.js';
import { RenderCache } from './render-cache.js';

const silent = { warn: () => undefined, info: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const page = (html: string) => ({
  statusCode: 200,
  contentType: 'text/html; charset=utf-8',
  contentSecurityPolicy: "script-src 'self'",
  body: new EncodedBody(html),
});

describe('the render cache in memory', () => {
  it('is off with a TTL or a size of 0', () => {
    expect(RenderCache.create({ ttlMs: 0, maxEntries: 10 })).toBeNull();
    expect(RenderCache.create({ ttlMs: 1000, maxEntries: 0 })).toBeNull();
  });

  it('keeps a page for its TTL', async () => {
    const cache = RenderCache.create({ ttlMs: 100, maxEntries: 10 });
    cache?.set('desktop /', page('<p>home</p>'));
    expect(cache?.get('desktop /')).toBeDefined();
    await sleep(150);
    expect(cache?.get('desktop /')).toBeUndefined();
  });
});

describe.skipIf(!canStartRedis())('the render cache shared through Redis', () => {
  let redis: RedisServer;
  const connections: SharedCache[] = [];
  const instance = (build: string) => {
    const cache = new SharedCache({ url: redis.url, namespace: 'render-test', maxValueBytes: 1 << 20, log: silent });
    connections.push(cache);
    return RenderCache.create({ ttlMs: 300, maxEntries: 10, shared: { cache, build } });
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(connections.map((cache) => cache.close()));
    await redis.stop();
  });

  it('serves a page another instance rendered, with its status, type and policy, for the rest of its time', async () => {
    const a = instance('build-1');
    const b = instance('build-1');
    const newer = instance('build-2');
    await sleep(100);
    a?.set('phone /ru/catalog', page('<h1>Каталог</h1>'));
    await sleep(30);
    const shared = await b?.get('phone /ru/catalog');
    expect(shared?.statusCode).toBe(200);
    expect(shared?.contentSecurityPolicy).toBe("script-src 'self'");
    expect(shared?.body.identity.toString()).toBe('<h1>Каталог</h1>');
    // Another build's instance renders its own.
    expect(await newer?.get('phone /ru/catalog')).toBeUndefined();
    await sleep(300);
    expect(await b?.get('phone /ru/catalog')).toBeUndefined();
  });

  it('renders as before while Redis is down', async () => {
    const a = instance('build-1');
    await sleep(100);
    await redis.stop();
    try {
      a?.set('desktop /en', page('<h1>Home</h1>'));
      expect((await a?.get('desktop /en'))?.body.identity.toString()).toBe('<h1>Home</h1>');
      expect(await a?.get('desktop /en/other')).toBeUndefined();
    } finally {
      await redis.restart();
    }
  });
});
