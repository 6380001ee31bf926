import type { EndpointId, ResponseOf } from '@ostrel/contract/endpoints';
import type { Locale } from '@ostrel/contract/schemas/common';
import DataLoader from 'dataloader';
import type { ComputePool } from './compute/compute-pool.js';
import type { BffConfig } from './config.js';
import type { Logger } from './logger.js';
import type { UpstreamClient, UpstreamFileDecoder, UpstreamRequest, UpstreamResult } from './upstream/client.js';
import type { Outbox } from './upstream/outbox.js';

export interface BffContext {
  locale: Locale;
  /** The address the operation came from, when known: whose rate limits it counts against. */
  visitor: string | undefined;
  /** Reads an endpoint; identical reads within one operation reach the upstream once. */
  read<Id extends EndpointId>(
    id: Id,
    request?: Omit<UpstreamRequest, 'locale'>,
  ): Promise<UpstreamResult<ResponseOf<Id>>>;
  /**
   * Reads a content file (a path under /upload/, as answers give them) as `decoder` reads it; the
   * same file read twice within one operation is fetched once.
   */
  readFile<T>(path: string, decoder: UpstreamFileDecoder<T>): Promise<UpstreamResult<T>>;
  upstream: UpstreamClient;
  /** Worker threads for the computations a visitor chooses the cost of (room designs). */
  compute: ComputePool;
  /** Where forms go when the content API cannot take them (null: they are refused as unavailable). */
  outbox: Outbox | null;
  config: BffConfig;
  log: Logger;
  /** True once a read failed with nothing cached to stand in: the answer holds empty defaults. */
  isDegraded(): boolean;
  /** The answer lacks what it would have had (a computation refused as busy): it is marked degraded, so not kept. */
  markDegraded(): void;
}

interface ReadKey {
  id: EndpointId;
  request: UpstreamRequest;
}

/** A fresh context, with its own loader, for every operation: nothing per-request outlives it. */
export function createContext(options: {
  locale: Locale;
  visitor: string | undefined;
  upstream: UpstreamClient;
  compute: ComputePool;
  outbox: Outbox | null;
  config: BffConfig;
  log: Logger;
}): BffContext {
  const { upstream } = options;
  // Made on the first read: an answer from the response cache reads nothing.
  let loader: DataLoader<ReadKey, UpstreamResult<unknown>, string> | undefined;
  const load = (key: ReadKey) =>
    (loader ??= new DataLoader((keys) => Promise.all(keys.map((each) => upstream.read(each.id, each.request))), {
      cacheKeyFn: (each) => upstream.key(each.id, each.request),
    })).load(key);
  let files: Map<string, Promise<UpstreamResult<unknown>>> | undefined;
  // Kept in the closure, not on the object: Yoga copies the context into its own.
  let degraded = false;
  return {
    ...options,
    isDegraded: () => degraded,
    markDegraded: () => {
      degraded = true;
    },
    read: async <Id extends EndpointId>(id: Id, request: Omit<UpstreamRequest, 'locale'> = {}) => {
      const result = (await load({ id, request: { ...request, locale: options.locale } })) as UpstreamResult<
        ResponseOf<Id>
      >;
      if (result.status === 'failed') degraded = true;
      return result;
    },
    readFile: async <T>(path: string, decoder: UpstreamFileDecoder<T>) => {
      const key = `${decoder.name} ${path}`;
      files ??= new Map();
      let reading = files.get(key);
      if (!reading) {
        reading = upstream.readFile(path, decoder);
        files.set(key, reading);
      }
      const result = (await reading) as UpstreamResult<T>;
      if (result.status === 'failed') degraded = true;
      return result;
    },
  };
}

/** The locale a client asks for: the `locale` header, `ru` unless it says `en`. */
export function localeFromHeaders(headers: Headers): Locale {
  return localeFromHeader(headers.get('locale') ?? undefined);
}

/** The same from the header's value (a Node request's headers are a plain object). */
export function localeFromHeader(value: string | undefined): Locale {
  return value?.trim().toLowerCase() === 'en' ? 'en' : 'ru';
}
