import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { SharedCache } from '@ostrel/shared-cache/shared-cache';
import { TwoTierCache } from '@ostrel/shared-cache/two-tier-cache';
import type { ExecutionResult } from 'graphql';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How a stored answer can be sent; `identity` is its JSON as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

type CacheEntities = Parameters<Cache['set']>[2];

/** A whole answer kept as the bytes it is sent as. */
export interface StoredAnswer {
  /** What Yoga's own path gives back on a hit (its 304s and requests the fast path leaves to it). */
  readonly result: ExecutionResult;
  /** The response cache's key; sent as the answer's ETag. */
  readonly etag: string;
  readonly lastModified: string;
  /** The answer's JSON, exactly as Yoga writes it. */
  readonly json: Buffer;
  /** Made on the first request that accepts them, then kept: an answer only the site reads in-process is never compressed. */
  readonly encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  readonly encoding: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  /** `Type` and `Type:id` of what it holds, for invalidation by a mutation's answer. */
  readonly entities: readonly string[];
}

export interface StoredAnswersOptions {
  maxEntries: number;
  /** Bound on the bytes held (each answer's JSON counted twice: the result object and the encodings). */
  maxBytes?: number;
  /** The clock TTLs are measured on; a test's own, or `performance`. */
  perf?: { now(): number };
  /**
   * Where answers are shared with other instances (Redis), under `version` (the schema's
   * fingerprint: an answer made by other code is not taken).
   */
  shared?: { cache: SharedCache; version: string };
}

/** What Redis holds for an answer: enough to serve it as the instance that made it does. */
interface SharedStoredAnswer {
  json: string;
  etag: string;
  lastModified: string;
  entities: string[];
}

/** 64 MiB of answers: far more than the site's pages in both languages; a flood of distinct searches cannot take the heap. */
const defaultMaxBytes = 64 * 1024 * 1024;

/**
 * The whole-answer cache: the store of Yoga's response-cache plugin (which decides what is kept and
 * for how long) that keeps each answer serialised, so a hit is written as stored bytes without
 * parsing, validating, executing or serialising anything.
 */
export class StoredAnswers implements Cache {
  private readonly answers: TwoTierCache<StoredAnswer>;
  private readonly shared: StoredAnswersOptions['shared'];

  constructor(options: StoredAnswersOptions) {
    this.shared = options.shared;
    this.answers = new TwoTierCache<StoredAnswer>({
      maxEntries: options.maxEntries,
      maxBytes: options.maxBytes ?? defaultMaxBytes,
      sizeOf: (answer) => answer.json.length * 2,
      ...(options.perf ? { perf: options.perf } : {}),
      ...(options.shared
        ? {
            shared: {
              cache: options.shared.cache,
              prefix: answerPrefix(options.shared.version),
              encode: (answer) =>
                JSON.stringify({
                  json: answer.json.toString(),
                  etag: answer.etag,
                  lastModified: answer.lastModified,
                  entities: [...answer.entities],
                } satisfies SharedStoredAnswer),
              decode: readSharedAnswer,
            },
          }
        : {}),
    });
    // A mutation answered by any instance drops what it changed from every instance's memory.
    this.shared?.cache.subscribe(invalidationChannel, (message) => {
      this.invalidateHere(parseEntities(message));
    });
  }

  /** The plugin stores only queries' answers without errors (and not degraded: see create-bff). */
  set(key: string, result: ExecutionResult, entities: CacheEntities, ttl: number) {
    if (!(ttl > 0)) return;
    const headers = (result.extensions?.http as { headers?: Record<string, string> } | undefined)?.headers;
    const records: string[] = [];
    for (const { typename, id } of entities) records.push(typename, ...(id === undefined ? [] : [`${typename}:${id}`]));
    const answer: StoredAnswer = {
      result,
      etag: headers?.ETag ?? key,
      lastModified: headers?.['Last-Modified'] ?? new Date().toUTCString(),
      json: Buffer.from(serialise(result)),
      encoded: {},
      encoding: {},
      entities: records,
    };
    void this.answers
      .set(key, answer, ttl)
      .then((shared) => (shared ? this.indexShared(key, records, ttl) : undefined));
  }

  /** An answer kept here, or else one another instance shared (then kept here for the rest of its time). */
  get(key: string) {
    const stored = this.answers.get(key);
    return stored instanceof Promise ? stored.then((answer) => answer?.result) : stored?.result;
  }

  /** The stored answer under a key, while it is fresh. */
  answer(key: string): StoredAnswer | undefined {
    return this.answers.getLocal(key);
  }

  /**
   * Drops every answer that holds one of the entities (as the plugin's own in-memory cache does),
   * here, in Redis and in every other instance's memory.
   */
  invalidate(entities: CacheEntities) {
    const gone = new Set<string>();
    for (const { typename, id } of entities) gone.add(id === undefined ? typename : `${typename}:${id}`);
    if (gone.size === 0) return;
    this.invalidateHere(gone);
    if (this.shared) void this.invalidateShared([...gone]);
  }

  private invalidateHere(gone: ReadonlySet<string>) {
    if (gone.size === 0) return;
    for (const [key, answer] of this.answers.localEntries()) {
      if (answer.entities.some((entity) => gone.has(entity))) this.answers.deleteLocal(key);
    }
  }

  /** Which shared answers hold each entity, for their invalidation by any instance. */
  private async indexShared(key: string, entities: readonly string[], ttl: number) {
    if (!this.shared) return;
    const { cache, version } = this.shared;
    await Promise.all(entities.map((entity) => cache.addToSet(`answers-of:${version}:${entity}`, [key], ttl)));
  }

  private async invalidateShared(gone: string[]) {
    if (!this.shared) return;
    const { cache, version } = this.shared;
    const keys = (await Promise.all(gone.map((entity) => cache.takeSet(`answers-of:${version}:${entity}`)))).flat();
    await cache.delete(keys.map((key) => `${answerPrefix(version)}${key}`));
    await cache.publish(invalidationChannel, JSON.stringify(gone));
  }

  get size() {
    return this.answers.localSize;
  }
}

const answerPrefix = (version: string) => `answer:${version}:`;

const invalidationChannel = 'answers-invalidated';

function parseEntities(message: string): Set<string> {
  try {
    const parsed = JSON.parse(message) as unknown;
    return new Set(Array.isArray(parsed) ? parsed.filter((entity) => typeof entity === 'string') : []);
  } catch {
    return new Set();
  }
}

function readSharedAnswer(text: string): StoredAnswer | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<SharedStoredAnswer>;
    if (
      typeof parsed.json !== 'string' ||
      typeof parsed.etag !== 'string' ||
      typeof parsed.lastModified !== 'string' ||
      !Array.isArray(parsed.entities)
    )
      return undefined;
    return {
      result: JSON.parse(parsed.json) as ExecutionResult,
      etag: parsed.etag,
      lastModified: parsed.lastModified,
      json: Buffer.from(parsed.json),
      encoded: {},
      encoding: {},
      entities: parsed.entities,
    };
  } catch {
    return undefined;
  }
}

/** The answer's bytes in an encoding; each encoding is made once per answer and kept with it. */
export function encodedBody(answer: StoredAnswer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (encoding === 'identity') return answer.json;
  const ready = answer.encoded[encoding];
  if (ready) return ready;
  let pending = answer.encoding[encoding];
  if (!pending) {
    // Off the event loop (zlib's thread pool); brotli at quality 5: close to its best ratio on
    // JSON at a small fraction of the default quality's time, as answers are re-made every TTL.
    pending = (
      encoding === 'br'
        ? brotli(answer.json, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: answer.json.length,
            },
          })
        : gzipAsync(answer.json)
    ).then((bytes) => (answer.encoded[encoding] = bytes));
    answer.encoding[encoding] = pending;
  }
  return pending;
}

/** As Yoga writes an answer without errors: its JSON without the `http` extension (headers for Yoga itself). */
function serialise(result: ExecutionResult): string {
  if (!result.extensions?.http) return JSON.stringify(result);
  const { http: _http, ...extensions } = result.extensions;
  return JSON.stringify({ ...result, extensions: Object.keys(extensions).length > 0 ? extensions : undefined });
}

/** Sorts object keys (equal variables, equal key) and stands a file in by its name and size. */
function cacheKeyValue(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function') {
    const file = value as Blob & { name?: string };
    return `file ${file.name ?? ''} ${file.size}`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The response cache's key, computed for every operation, mutations too, by the plugin and by the
 * fast path from the same parameters. The plugin's default serialises an uploaded file byte by
 * byte (seconds of blocked event loop for 10 MB); this one does not look inside files. The key is
 * also sent as the answer's ETag, so it is a hash: a header cannot carry the operation's line
 * breaks or non-Latin variables.
 */
export function responseCacheKey(params: {
  documentString: string;
  variableValues?: Readonly<Record<string, unknown>> | null;
  operationName?: string | null;
  sessionId?: string | null;
}) {
  const key = [
    params.sessionId ?? '',
    params.operationName ?? '',
    JSON.stringify(params.variableValues ?? {}, cacheKeyValue),
    params.documentString,
  ].join('|');
  return createHash('sha256').update(key).digest('base64url');
}
