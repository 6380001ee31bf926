import { LRUCache } from 'lru-cache';

export interface CachedAnswer {
  value: unknown;
  /** Epoch ms when the upstream gave it. */
  storedAt: number;
}

/**
 * Where upstream answers are shared across requests. The in-memory store suits one process; a
 * Redis-backed store with the same two methods serves several (values are plain JSON).
 */
export interface CacheStore {
  get(key: string): Promise<CachedAnswer | undefined>;
  /** Keeps the answer for `retainMs` (its fresh time plus the time it may stand in as stale). */
  set(key: string, answer: CachedAnswer, retainMs: number): Promise<void>;
}

export class MemoryCacheStore implements CacheStore {
  private readonly lru: LRUCache<string, CachedAnswer>;

  constructor(maxEntries: number) {
    this.lru = new LRUCache({ max: Math.max(1, maxEntries) });
  }

  get(key: string) {
    return Promise.resolve(this.lru.get(key));
  }

  set(key: string, answer: CachedAnswer, retainMs: number) {
    if (retainMs > 0) this.lru.set(key, answer, { ttl: retainMs });
    return Promise.resolve();
  }
}
