import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canStartRedis, startRedisServer, type RedisServer } from './test-support/redis-server.js';
import { SharedCache } from './shared-cache.js';

const silent = { warn: () => undefined, info: () => undefined };
// The production command time (250 ms) drops a command a machine busy with the browser suite is
// slow to answer: these tests wait longer, and test Redis away with a Redis stopped.
const patient = { commandTimeoutMs: 5000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe.skipIf(!canStartRedis())('shared cache on a real Redis', () => {
  let redis: RedisServer;
  let first: SharedCache;
  let second: SharedCache;

  beforeAll(async () => {
    redis = await startRedisServer();
    first = new SharedCache({ url: redis.url, namespace: 'test', maxValueBytes: 1024, log: silent, ...patient });
    second = new SharedCache({ url: redis.url, namespace: 'test', maxValueBytes: 1024, log: silent, ...patient });
    await until(() => first.state === 'ready' && second.state === 'ready');
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await redis.stop();
  });

  it('shares a value between instances until its TTL runs out', async () => {
    expect(await first.set('page', 'hello', 1000)).toBe(true);
    expect((await second.get('page'))?.toString()).toBe('hello');
    await sleep(1100);
    expect(await second.get('page')).toBeUndefined();
  });

  it('keeps namespaces apart', async () => {
    const other = new SharedCache({ url: redis.url, namespace: 'other', maxValueBytes: 1024, log: silent, ...patient });
    await until(() => other.state === 'ready');
    await first.set('shared-name', 'mine', 5000);
    expect(await other.get('shared-name')).toBeUndefined();
    await other.close();
  });

  it('does not share a value over the size bound', async () => {
    const before = first.counts.oversize;
    expect(await first.set('large', Buffer.alloc(1025), 5000)).toBe(false);
    expect(await second.get('large')).toBeUndefined();
    expect(first.counts.oversize).toBe(before + 1);
    expect(await first.set('fits', Buffer.alloc(1024), 5000)).toBe(true);
  });

  it('gives a lease to one caller at a time, until it is released or runs out', async () => {
    const claims = await Promise.all([
      first.claim('load', 5000),
      second.claim('load', 5000),
      first.claim('load', 5000),
    ]);
    const holders = claims.filter((claim) => typeof claim === 'object');
    expect(holders).toHaveLength(1);
    expect(claims.filter((claim) => claim === 'held')).toHaveLength(2);
    // Another holder's token does not release it.
    await second.release('load', 'not-the-token');
    expect(await second.claim('load', 5000)).toBe('held');
    await first.release('load', (holders[0] as { token: string }).token);
    expect(typeof (await second.claim('load', 100))).toBe('object');
    await sleep(150);
    expect(typeof (await first.claim('load', 100))).toBe('object');
  });

  it('indexes keys in sets that outlive their members', async () => {
    await first.addToSet('index', ['a', 'b'], 5000);
    await first.addToSet('index', ['b', 'c'], 100);
    await sleep(150);
    expect((await second.takeSet('index')).sort()).toEqual(['a', 'b', 'c']);
    expect(await second.takeSet('index')).toEqual([]);
  });

  it('carries messages to every subscribed instance', async () => {
    const heard: string[] = [];
    first.subscribe('news', (message) => heard.push(`first ${message}`));
    second.subscribe('news', (message) => heard.push(`second ${message}`));
    // A subscription is made in the background: published until both have heard, however busy the machine.
    await until(() => {
      void first.publish('news', 'drop BlogItem:1');
      return heard.some((line) => line.startsWith('first')) && heard.some((line) => line.startsWith('second'));
    }, 8000);
    expect(new Set(heard)).toEqual(new Set(['first drop BlogItem:1', 'second drop BlogItem:1']));
  });

  it('reads as a miss at once while Redis is down, and recovers by itself', async () => {
    await first.set('kept', 'value', 60_000);
    await redis.stop();
    await until(() => first.state === 'unavailable');
    const started = performance.now();
    expect(await first.get('kept')).toBeUndefined();
    expect(await first.set('kept', 'other', 60_000)).toBe(false);
    expect(await first.claim('kept', 1000)).toBe('unavailable');
    await first.delete(['kept']);
    await first.publish('news', 'lost');
    // Each call waiting out a command's time would take 250 ms at least: five of them, well over this.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(first.counts.errors).toBeGreaterThan(0);

    await redis.restart();
    await until(() => first.state === 'ready', 8000);
    expect(await first.set('kept', 'again', 60_000)).toBe(true);
    expect((await first.get('kept'))?.toString()).toBe('again');
  });

  it('subscribes again after Redis went away before answering a subscription, with no promise left unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    // Between the instance and Redis: while `dropSubscriptions` holds, a connection that sends a
    // SUBSCRIBE is cut before Redis sees it, as if Redis went away just then.
    let dropSubscriptions = false;
    let dropped = 0;
    const sockets = new Set<Socket>();
    const proxy = createServer((client) => {
      const server = connect(redis.port, '127.0.0.1');
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('data', (chunk: Buffer) => {
        if (dropSubscriptions && /subscribe/i.test(chunk.toString('latin1'))) {
          dropped += 1;
          client.destroy();
          server.destroy();
        } else server.write(chunk);
      });
      server.on('data', (chunk: Buffer) => client.write(chunk));
      server.on('close', () => client.destroy());
      client.on('close', () => server.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    const listener = new SharedCache({
      url: `redis://127.0.0.1:${port}`,
      namespace: 'dropped',
      maxValueBytes: 1024,
      log: silent,
    });
    try {
      const heard: string[] = [];
      listener.subscribe('news', (message) => heard.push(message));
      await until(() => listener.state === 'ready');
      await sleep(100);
      dropSubscriptions = true;
      for (const socket of sockets) socket.destroy();
      await until(() => dropped >= 3, 8000);
      dropSubscriptions = false;
      await until(() => {
        void listener.publish('news', 'back');
        return heard.length > 0;
      }, 8000);
      expect(heard[0]).toBe('back');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await listener.close();
      proxy.close();
      for (const socket of sockets) socket.destroy();
    }
  });
});
