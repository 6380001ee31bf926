import type { SharedCache } from '@ostrel/shared-cache/shared-cache';
import { TwoTierCache } from '@ostrel/shared-cache/two-tier-cache';

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
  private readonly answers: TwoTierCache<CachedAnswer>;

  constructor(maxEntries: number) {
    this.answers = new TwoTierCache({ maxEntries });
  }

  get(key: string) {
    return Promise.resolve(this.answers.getLocal(key));
  }

  async set(key: string, answer: CachedAnswer, retainMs: number) {
    await this.answers.set(key, answer, retainMs);
  }
}

/**
 * Upstream answers shared by every instance through Redis, with a copy in the instance's memory:
 * a fresh copy is used without asking Redis, and while Redis is away the copies (stale ones
 * too) keep the site answering as before. Loads are claimed with a lease, so when many instances
 * miss the same key at once one of them calls the upstream and the others wait for its answer.
 */
export class SharedCacheStore implements CacheStore {
  private readonly answers: TwoTierCache<CachedAnswer>;

  constructor(
    private readonly shared: SharedCache,
    private readonly options: { maxEntries: number; freshMs: number },
  ) {
    this.answers = new TwoTierCache({
      maxEntries: options.maxEntries,
      shared: { cache: shared, prefix: sharedPrefix, encode: (answer) => JSON.stringify(answer), decode: readShared },
    });
  }

  async get(key: string) {
    const local = this.answers.getLocal(key);
    if (local && Date.now() - local.storedAt < this.options.freshMs) return local;
    // Redis's copy only when another instance loaded it since this one did.
    const newer = (remote: CachedAnswer) => !local || remote.storedAt > local.storedAt;
    const remote = await this.answers.getShared(key, newer);
    return remote && newer(remote) ? remote : local;
  }

  async set(key: string, answer: CachedAnswer, retainMs: number) {
    await this.answers.set(key, answer, retainMs);
  }

  claim(key: string, leaseMs: number) {
    return this.shared.claim(sharedPrefix + key, leaseMs);
  }

  release(key: string, token: string) {
    return this.shared.release(sharedPrefix + key, token);
  }
}

const sharedPrefix = 'upstream:';

/** A stored answer, or undefined for anything else (a value written by another version, say). */
function readShared(text: string): CachedAnswer | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<CachedAnswer>;
    return typeof parsed.storedAt === 'number' && 'value' in parsed
      ? { value: parsed.value, storedAt: parsed.storedAt }
      : undefined;
  } catch {
    return undefined;
  }
}
