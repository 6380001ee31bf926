import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** What the cache logs through (the BFF's logger, pino, or a test's). */
export interface SharedCacheLog {
  warn(fields: Record<string, unknown>): void;
  info(fields: Record<string, unknown>): void;
}

export interface SharedCacheOptions {
  /** `redis://[:password@]host:port[/db]` or `rediss://…` for TLS. */
  url: string;
  /** Put before every key, so several sites (or builds) can share one Redis. */
  namespace: string;
  /** Values larger than this are not shared (each instance keeps its own copy in memory). */
  maxValueBytes: number;
  /** A command that takes longer counts as failed: a slow Redis must not slow the site. */
  commandTimeoutMs?: number;
  log: SharedCacheLog;
}

/** How the shared cache stands: `ready` when Redis answers, `unavailable` while it does not. */
export type SharedCacheState = 'ready' | 'unavailable';

/** Counts since start, for /metrics. */
export interface SharedCacheCounts {
  hits: number;
  misses: number;
  /** Commands that failed or timed out (Redis down or slow): each read as a miss, each write dropped. */
  errors: number;
  /** Values left unshared for their size. */
  oversize: number;
}

/** Deletes the lease only when it is still this holder's (a lease that ran out may be someone else's now). */
const releaseScript =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Values, leases and messages shared by every instance through one Redis. No method throws and
 * none waits for a Redis that is away: commands are not queued while disconnected and time out
 * quickly, a failed read is a miss and a failed write is dropped, so the site never fails because
 * its cache did. ioredis reconnects by itself, backing off up to two seconds.
 */
export class SharedCache {
  readonly counts: SharedCacheCounts = { hits: 0, misses: 0, errors: 0, oversize: 0 };
  private readonly client: Redis;
  private subscriber: Redis | null = null;
  private readonly handlers = new Map<string, ((message: string) => void)[]>();
  private lastErrorLogged = 0;

  constructor(private readonly options: SharedCacheOptions) {
    this.client = this.connect();
  }

  get state(): SharedCacheState {
    return this.client.status === 'ready' ? 'ready' : 'unavailable';
  }

  /** The value under `key`, or undefined when there is none or Redis does not answer. */
  async get(key: string): Promise<Buffer | undefined> {
    try {
      const value = await this.client.getBuffer(this.key(key));
      if (value === null) this.counts.misses += 1;
      else this.counts.hits += 1;
      return value ?? undefined;
    } catch (error) {
      this.failed('get', error);
      this.counts.misses += 1;
      return undefined;
    }
  }

  /** Keeps `value` for `ttlMs`; false when it was not kept (too large, or Redis away). */
  async set(key: string, value: Buffer | string, ttlMs: number): Promise<boolean> {
    const size = typeof value === 'string' ? Buffer.byteLength(value) : value.length;
    if (size > this.options.maxValueBytes) {
      this.counts.oversize += 1;
      return false;
    }
    if (!(ttlMs > 0)) return false;
    try {
      await this.client.set(this.key(key), value, 'PX', Math.ceil(ttlMs));
      return true;
    } catch (error) {
      this.failed('set', error);
      return false;
    }
  }

  /** Deletes keys (best effort). */
  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.client.del(...keys.map((key) => this.key(key)));
    } catch (error) {
      this.failed('del', error);
    }
  }

  /** Adds members to a set kept for at least `ttlMs` (an index of keys, e.g. by what they hold). */
  async addToSet(key: string, members: readonly string[], ttlMs: number): Promise<void> {
    if (members.length === 0) return;
    try {
      await this.client
        .multi()
        .sadd(this.key(key), ...members)
        // Only lengthened: a set outlives every member added to it.
        .pexpire(this.key(key), Math.ceil(ttlMs), 'GT')
        .pexpire(this.key(key), Math.ceil(ttlMs), 'NX')
        .exec();
    } catch (error) {
      this.failed('sadd', error);
    }
  }

  /** Removes a set and gives its members (empty when there is none or Redis is away). */
  async takeSet(key: string): Promise<string[]> {
    try {
      const result = await this.client.multi().smembers(this.key(key)).del(this.key(key)).exec();
      const members = result?.[0]?.[1];
      return Array.isArray(members) ? (members as string[]) : [];
    } catch (error) {
      this.failed('smembers', error);
      return [];
    }
  }

  /**
   * Claims the right to do the work behind `key` for `leaseMs`: a token when this caller holds it,
   * `held` when another instance does, `unavailable` when Redis cannot say (do the work then).
   */
  async claim(key: string, leaseMs: number): Promise<{ token: string } | 'held' | 'unavailable'> {
    const token = randomUUID();
    try {
      const answer = await this.client.set(this.key(`lease:${key}`), token, 'PX', Math.ceil(leaseMs), 'NX');
      return answer === 'OK' ? { token } : 'held';
    } catch (error) {
      this.failed('claim', error);
      return 'unavailable';
    }
  }

  /** Gives a lease back before it runs out, if it is still this holder's. */
  async release(key: string, token: string): Promise<void> {
    try {
      await this.client.eval(releaseScript, 1, this.key(`lease:${key}`), token);
    } catch (error) {
      this.failed('release', error);
    }
  }

  /**
   * A budget counted in Redis, one for every instance (N instances do not give a visitor N times
   * the budget). While Redis is away or slow, `fallback` (the instance's own count) stands in.
   */
  rateLimiter(name: string, budget: { points: number; duration: number }, fallback: RateLimiterAbstract) {
    return new RateLimiterRedis({
      storeClient: this.client,
      keyPrefix: this.key(`rate:${name}`),
      points: budget.points,
      duration: budget.duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: fallback,
    });
  }

  /** Sends a message to every instance subscribed to `channel` (this one too). */
  async publish(channel: string, message: string): Promise<void> {
    try {
      await this.client.publish(this.key(channel), message);
    } catch (error) {
      this.failed('publish', error);
    }
  }

  /** Calls `handler` with each message on `channel`; the subscription is kept across reconnections. */
  subscribe(channel: string, handler: (message: string) => void): void {
    const name = this.key(channel);
    const existing = this.handlers.get(name);
    if (existing) {
      existing.push(handler);
      return;
    }
    this.handlers.set(name, [handler]);
    if (!this.subscriber) {
      // A connection in subscriber mode takes no other commands: a second one, made when first needed.
      this.subscriber = this.connect({ subscriber: true });
      this.subscriber.on('message', (from: string, message: string) => {
        for (const each of this.handlers.get(from) ?? []) each(message);
      });
    }
    this.subscriber.subscribe(name).catch((error: unknown) => {
      this.failed('subscribe', error);
    });
  }

  /** Closes the connections (at shutdown); later calls read as misses. */
  async close(): Promise<void> {
    const clients = this.subscriber ? [this.client, this.subscriber] : [this.client];
    await Promise.all(
      clients.map((client) =>
        client.quit().catch(() => {
          client.disconnect();
        }),
      ),
    );
  }

  private connect({ subscriber = false } = {}): Redis {
    const client = new Redis(this.options.url, {
      // Fail at once while disconnected instead of queueing: a cache that waits is worse than none.
      // A subscription waits for its connection instead: nothing waits for it.
      enableOfflineQueue: subscriber,
      maxRetriesPerRequest: subscriber ? null : 0,
      commandTimeout: this.options.commandTimeoutMs ?? 250,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
      // Subscriptions are made again after a reconnection, here: ioredis' own leaves the promise of
      // its SUBSCRIBE unhandled, and a Redis that goes away again before answering it would end the
      // process on an unhandled rejection.
      autoResubscribe: false,
    });
    client.on('error', (error: Error) => {
      this.failed('connection', error);
    });
    client.on('ready', () => {
      if (subscriber) {
        if (this.handlers.size === 0) return;
        client.subscribe(...this.handlers.keys()).catch((error: unknown) => {
          this.failed('subscribe', error);
        });
      } else this.options.log.info({ msg: 'shared cache connected', redis: redactedUrl(this.options.url) });
    });
    return client;
  }

  private key(key: string): string {
    return `${this.options.namespace}:${key}`;
  }

  /** Counts a failure; logs at most one line every ten seconds, however many commands fail. */
  private failed(command: string, error: unknown) {
    this.counts.errors += 1;
    const now = Date.now();
    if (now - this.lastErrorLogged < 10_000) return;
    this.lastErrorLogged = now;
    this.options.log.warn({
      msg: 'shared cache unavailable: serving from memory',
      command,
      cause: (error as Error).message,
    });
  }
}

/** The URL as it may be logged: without its password. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '…';
    return parsed.href;
  } catch {
    return 'redis';
  }
}
