import type { EndpointId, ResponseOf } from '@ostrel/contract/endpoints';
import type { Locale } from '@ostrel/contract/schemas/common';
import DataLoader from 'dataloader';
import type { BffConfig } from './config.js';
import type { Logger } from './logger.js';
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from './upstream/client.js';

export interface BffContext {
  locale: Locale;
  /** Reads an endpoint; identical reads within one operation reach the upstream once. */
  read<Id extends EndpointId>(id: Id, request?: Omit<UpstreamRequest, 'locale'>): Promise<UpstreamResult<ResponseOf<Id>>>;
  upstream: UpstreamClient;
  config: BffConfig;
  log: Logger;
  /** True once a read failed with nothing cached to stand in: the answer holds empty defaults. */
  isDegraded(): boolean;
}

interface ReadKey {
  id: EndpointId;
  request: UpstreamRequest;
}

/** A fresh context, with its own loader, for every operation: nothing per-request outlives it. */
export function createContext(options: { locale: Locale; upstream: UpstreamClient; config: BffConfig; log: Logger }): BffContext {
  const { upstream } = options;
  const loader = new DataLoader<ReadKey, UpstreamResult<unknown>, string>((keys) => Promise.all(keys.map((key) => upstream.read(key.id, key.request))), {
    cacheKeyFn: (key) => upstream.key(key.id, key.request),
  });
  // Kept in the closure, not on the object: Yoga copies the context into its own.
  let degraded = false;
  return {
    ...options,
    isDegraded: () => degraded,
    read: async <Id extends EndpointId>(id: Id, request: Omit<UpstreamRequest, 'locale'> = {}) => {
      const result = (await loader.load({ id, request: { ...request, locale: options.locale } })) as UpstreamResult<ResponseOf<Id>>;
      if (result.status === 'failed') degraded = true;
      return result;
    },
  };
}

/** The locale a client asks for: the `locale` header, `ru` unless it says `en`. */
export function localeFromHeaders(headers: Headers): Locale {
  return headers.get('locale')?.trim().toLowerCase() === 'en' ? 'en' : 'ru';
}
