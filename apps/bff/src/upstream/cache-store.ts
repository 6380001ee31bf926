import type { SharedCache } from '@ostrel/shared-cache/shared-cache';
import { LRUCache } from 'lru-cache';

export interface CachedAnswer {
  value: unknown;
  /** Epoch ms when the upstream gave it. */
  storedAt: number;
}

/**
 * Where upstream answers are shared across requests. The in-memory store suits one process; the
 * shared store serves several (values are plain JSON).
 */
export interface CacheStore {
  get(key: string): Promise<CachedAnswer | undefined>;
  /** Keeps the answer for `retainMs` (its fresh time plus the time it may stand in as stale). */
  set(key: string, answer: CachedAnswer, retainMs: number): Promise<void>;
  /**
   * With other instances: claims the loading of `key` for `leaseMs` (a token), or says another
   * instance holds it, or that no one can tell (load then). A store with no peers has no claim.
   */
  claim?(key: string, leaseMs: number): Promise<{ token: string } | 'held' | 'unavailable'>;
  release?(key: string, token: string): Promise<void>;
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

/** What Redis holds for an answer: the answer and how long it is kept in all. */
interface SharedAnswer extends CachedAnswer {
  retainMs: number;
}

/**
 * Upstream answers shared by every instance through Redis, with a copy in the instance's memory:
 * a fresh copy is used without asking Redis, and while Redis is away the copies (stale ones
 * too) keep the site answering as before. Loads are claimed with a lease, so when many instances
 * miss the same key at once one of them calls the upstream and the others wait for its answer.
 */
export class SharedCacheStore implements CacheStore {
  private readonly local: LRUCache<string, CachedAnswer>;

  constructor(
    private readonly shared: SharedCache,
    private readonly options: { maxEntries: number; freshMs: number },
  ) {
    this.local = new LRUCache({ max: Math.max(1, options.maxEntries) });
  }

  async get(key: string) {
    const local = this.local.get(key);
    if (local && Date.now() - local.storedAt < this.options.freshMs) return local;
    const remote = readShared(await this.shared.get(sharedKey(key)));
    if (!remote || (local && local.storedAt >= remote.storedAt)) return local;
    const answer = { value: remote.value, storedAt: remote.storedAt };
    const left = remote.storedAt + remote.retainMs - Date.now();
    if (left > 0) this.local.set(key, answer, { ttl: left });
    return answer;
  }

  async set(key: string, answer: CachedAnswer, retainMs: number) {
    if (!(retainMs > 0)) return;
    this.local.set(key, answer, { ttl: retainMs });
    const shared: SharedAnswer = { ...answer, retainMs };
    await this.shared.set(sharedKey(key), JSON.stringify(shared), retainMs);
  }

  claim(key: string, leaseMs: number) {
    return this.shared.claim(sharedKey(key), leaseMs);
  }

  release(key: string, token: string) {
    return this.shared.release(sharedKey(key), token);
  }
}

function sharedKey(key: string) {
  return `upstream:${key}`;
}

/** A stored answer, or undefined for anything else (a value written by another version, say). */
function readShared(bytes: Buffer | undefined): SharedAnswer | undefined {
  if (!bytes) return undefined;
  try {
    const parsed = JSON.parse(bytes.toString()) as Partial<SharedAnswer>;
    return typeof parsed.storedAt === 'number' && typeof parsed.retainMs === 'number' && 'value' in parsed
      ? (parsed as SharedAnswer)
      : undefined;
  } catch {
    return undefined;
  }
}
