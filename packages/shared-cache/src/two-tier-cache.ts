import { LRUCache } from 'lru-cache';
import type { SharedCache } from './shared-cache.js';

/** The Redis tier: where values go, and how a value is written as text and read back. */
export interface SharedTier<Value> {
  cache: SharedCache;
  /** Put before each key: what the values are, and the version of the code that made them. */
  prefix: string;
  encode(value: Value): string;
  /** The value, or undefined for text it cannot read (written by another version, say). */
  decode(text: string): Value | undefined;
}

export interface TwoTierCacheOptions<Value> {
  /** How many values this instance keeps in memory. */
  maxEntries: number;
  /** A bound on the memory tier's bytes, as `sizeOf` counts them. */
  maxBytes?: number;
  sizeOf?: (value: Value) => number;
  /** The clock the memory tier's times are measured on: a test's own, or `performance`. */
  perf?: { now(): number };
  /** Shared with the other instances through Redis; without it, the cache is this instance's alone. */
  shared?: SharedTier<Value>;
}

/**
 * Values by key, each for a time: in this instance's memory (an LRU) and, with Redis, in every
 * instance's. A value set here goes to both tiers; one missing here is looked up in Redis and kept
 * here for what is left of its time. A read in memory answers at once, without a promise. Redis
 * holds each value's text after its expiry (epoch ms), so an instance that reads it late keeps it
 * only as long as its maker meant. Nothing throws: a Redis away is a miss (see `SharedCache`).
 */
export class TwoTierCache<Value extends object> {
  private readonly memory: LRUCache<string, Value>;
  private readonly shared: SharedTier<Value> | undefined;

  constructor(options: TwoTierCacheOptions<Value>) {
    this.shared = options.shared;
    const sizeOf = options.sizeOf;
    this.memory = new LRUCache<string, Value>({
      max: Math.max(1, options.maxEntries),
      ...(options.maxBytes !== undefined && sizeOf
        ? { maxSize: options.maxBytes, sizeCalculation: (value: Value) => Math.max(1, sizeOf(value)) }
        : {}),
      // Checked against the clock on every read: no timer per value, none served past its time.
      ttlResolution: 0,
      ...(options.perf ? { perf: options.perf } : {}),
    });
  }

  /** Whether values are shared with other instances (Redis). */
  get isShared(): boolean {
    return this.shared !== undefined;
  }

  /** The value in this instance's memory, while its time lasts. */
  getLocal(key: string): Value | undefined {
    return this.memory.get(key);
  }

  /**
   * The value another instance (or this one) put in Redis, kept in memory for the rest of its time
   * when `keep(value)` says so (by default it does).
   */
  async getShared(key: string, keep: (value: Value) => boolean = () => true): Promise<Value | undefined> {
    if (!this.shared) return undefined;
    const bytes = await this.shared.cache.get(this.shared.prefix + key);
    if (!bytes) return undefined;
    const text = bytes.toString();
    const split = text.indexOf('\n');
    const left = Number(text.slice(0, split)) - Date.now();
    if (split < 0 || !(left > 0)) return undefined;
    const value = this.shared.decode(text.slice(split + 1));
    if (value !== undefined && keep(value)) this.memory.set(key, value, { ttl: left });
    return value;
  }

  /** Memory first, then Redis: a value from memory is answered at once. */
  get(key: string): Value | undefined | Promise<Value | undefined> {
    return this.memory.get(key) ?? (this.shared ? this.getShared(key) : undefined);
  }

  /**
   * Keeps `value` for `ttlMs` here and, when shared, in Redis (an endless time stays here only).
   * Resolves with whether Redis took it.
   */
  set(key: string, value: Value, ttlMs: number): Promise<boolean> {
    if (!(ttlMs > 0)) return Promise.resolve(false);
    const endless = !Number.isFinite(ttlMs);
    this.memory.set(key, value, endless ? {} : { ttl: ttlMs });
    if (!this.shared || endless) return Promise.resolve(false);
    const text = `${String(Date.now() + ttlMs)}\n${this.shared.encode(value)}`;
    return this.shared.cache.set(this.shared.prefix + key, text, ttlMs);
  }

  /** Drops a value from this instance's memory (Redis keeps it until its time is up). */
  deleteLocal(key: string): void {
    this.memory.delete(key);
  }

  /** The values in this instance's memory. */
  localEntries(): IterableIterator<[string, Value]> {
    return this.memory.entries();
  }

  get localSize(): number {
    return this.memory.size;
  }
}
