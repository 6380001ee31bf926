import { BrokenCircuitError, type CircuitBreakerPolicy } from 'cockatiel';
import type { BffConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { UpstreamMetrics } from '../metrics.js';
import type { CachedAnswer, CacheStore } from './cache-store.js';

/** What a read gives: the data (fresh, or stale when the upstream failed), a 404, or a failure. */
export type UpstreamResult<T> =
  { status: 'ok'; data: T; stale: boolean } | { status: 'not_found' } | { status: 'failed'; cause: string };

/** What loading a value gives, before the cache has its say (stale or not). */
/** `content`: the failure is this item's (a path, a size, a file that does not decode), not the provider's. */
export type Loaded<T> =
  { status: 'ok'; data: T } | { status: 'not_found' } | { status: 'failed'; cause: string; content?: true };

/** How often an instance waiting for another's load looks for its answer. */
const peerPollMs = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads shared through the cache, loaded behind the circuit breaker: a fresh cached value is
 * served as it is, a load's failure is logged and a stale value stands in for it.
 */
export class SharedReads {
  /** Loads under way in this process, by key: a second miss waits for the first's answer. */
  private readonly loading = new Map<string, Promise<UpstreamResult<unknown>>>();

  constructor(
    private readonly config: BffConfig,
    private readonly cache: CacheStore,
    private readonly breaker: CircuitBreakerPolicy,
    private readonly log: Logger,
    private readonly metrics?: UpstreamMetrics,
  ) {}

  /**
   * Serves a fresh cached value, or loads one; on failure a stale one stands in, and the failure
   * is logged. Concurrent misses of one key share one load: in this process by waiting for the
   * same promise, across instances by the store's claim (`claimLoad`).
   */
  async cached<T>(
    key: string,
    what: { endpoint: string; url: string },
    load: () => Promise<Loaded<T>>,
  ): Promise<UpstreamResult<T>> {
    const cached = await this.cache.get(key).catch(() => undefined);
    if (cached && this.isFresh(cached)) {
      this.metrics?.cache('hit');
      return { status: 'ok', data: cached.value as T, stale: false };
    }
    const pending = this.loading.get(key) as Promise<UpstreamResult<T>> | undefined;
    if (pending) {
      this.metrics?.cache('joined');
      return pending;
    }
    const loading = this.refresh(key, what, load, cached).finally(() => this.loading.delete(key));
    this.loading.set(key, loading);
    return loading;
  }

  private async refresh<T>(
    key: string,
    what: { endpoint: string; url: string },
    load: () => Promise<Loaded<T>>,
    cached: CachedAnswer | undefined,
  ): Promise<UpstreamResult<T>> {
    const claimed = await this.claimLoad(key, cached);
    if ('answer' in claimed) {
      this.metrics?.cache('peer');
      return { status: 'ok', data: claimed.answer.value as T, stale: false };
    }
    const answered = (result: UpstreamResult<T>) => {
      this.metrics?.cache(result.status === 'ok' && result.stale ? 'stale' : 'miss');
      return result;
    };
    try {
      let result: Loaded<T>;
      try {
        result = await this.breaker.execute(load);
      } catch (error) {
        if (!(error instanceof BrokenCircuitError)) throw error;
        // The breaker is open: no call, and no log line per read (its opening was logged).
        return answered(
          cached ? { status: 'ok', data: cached.value as T, stale: true } : { status: 'failed', cause: 'circuit open' },
        );
      }
      if (result.status === 'failed') {
        this.log.warn({ msg: 'upstream read failed', ...what, cause: result.cause, servedStale: Boolean(cached) });
        return answered(
          cached ? { status: 'ok', data: cached.value as T, stale: true } : { status: 'failed', cause: result.cause },
        );
      }
      if (result.status === 'not_found') return answered(result);
      await this.cache
        .set(key, { value: result.data, storedAt: Date.now() }, this.config.cacheTtlMs + this.config.cacheStaleMs)
        .catch((error: unknown) => {
          this.log.warn({ msg: 'cache write failed', cause: (error as Error).message });
        });
      return answered({ status: 'ok', data: result.data, stale: false });
    } finally {
      if (claimed.token) void this.cache.release?.(key, claimed.token);
    }
  }

  /**
   * Before loading a key other instances share: claims it for as long as a load may take. While
   * another instance holds the claim, waits for the answer it stores (asking again every
   * `peerPollMs`) instead of calling the upstream too; a claim given back without an answer (its
   * load failed) or one that ran out is taken over. With no store to claim in, just loads.
   */
  private async claimLoad(
    key: string,
    cached: CachedAnswer | undefined,
  ): Promise<{ token?: string } | { answer: CachedAnswer }> {
    if (!this.cache.claim) return {};
    const leaseMs = this.config.upstreamTimeoutMs + 1000;
    const deadline = Date.now() + leaseMs;
    for (;;) {
      const claim = await this.cache.claim(key, leaseMs);
      if (claim === 'unavailable') return {};
      if (claim !== 'held') return claim;
      await sleep(peerPollMs);
      const answer = await this.cache.get(key).catch(() => undefined);
      if (answer && answer.storedAt !== cached?.storedAt && this.isFresh(answer)) return { answer };
      if (Date.now() > deadline) return {};
    }
  }

  private isFresh(answer: CachedAnswer) {
    return Date.now() - answer.storedAt < this.config.cacheTtlMs;
  }
}
