import type { Endpoint } from '@ostrel/contract/endpoint';
import { endpoints, type EndpointId, type ResponseOf } from '@ostrel/contract/endpoints';
import type { Locale } from '@ostrel/contract/schemas/common';
import type { Logger } from '../logger.js';
import { contractJson, type UpstreamHttp } from './http-exchange.js';
import { withoutQuery } from './upstream-url.js';

/** How a non-cached call reads a successful answer: JSON checked against the contract, or its headers alone. */
export type UpstreamCallBody = 'json' | 'headers';

export interface UpstreamCallOptions<Body extends UpstreamCallBody> {
  method: 'GET' | 'HEAD' | 'POST';
  body: Body;
  /** Longer than a read for work that legitimately takes longer (zipping); the read timeout otherwise. */
  timeoutMs?: number;
}

/**
 * What a non-cached call gives: a successful answer (its JSON, or nothing when only the headers
 * were asked for), another status left to the caller to interpret (its body is dropped), or a
 * failure: network, timeout, malformed JSON, an answer that breaks the contract. `url` is the URL
 * called without its query, fit for a log line.
 */
export type UpstreamCallResult<T> =
  | { status: 'ok'; url: string; statusCode: number; headers: Headers; data: T }
  | { status: 'refused'; url: string; statusCode: number }
  | { status: 'failed'; url: string; cause: string };

/** Makes a call to `fullUrl` (see UpstreamClient.call). */
export async function callEndpoint<Id extends EndpointId>(
  http: UpstreamHttp,
  log: Logger,
  id: Id,
  fullUrl: string,
  locale: Locale,
  options: UpstreamCallOptions<UpstreamCallBody>,
): Promise<UpstreamCallResult<ResponseOf<Id> | null>> {
  const endpoint = endpoints[id] as Endpoint;
  const url = withoutQuery(fullUrl);
  const failed = (cause: string): UpstreamCallResult<ResponseOf<Id> | null> => {
    log.warn({
      msg: options.method === 'POST' ? 'upstream write failed' : 'upstream read failed',
      endpoint: id,
      url,
      cause,
    });
    return { status: 'failed', url, cause };
  };
  const exchange = await http.exchange(fullUrl, {
    endpoint: id,
    method: options.method,
    headers: { locale, accept: endpoint.binary ?? 'application/json' },
    timeoutMs: options.timeoutMs,
    reported: url,
  });
  if (!exchange.ok) return failed(exchange.cause);
  const { response } = exchange;
  if (!response.ok || options.body === 'headers') await response.body?.cancel();
  if (!response.ok) return { status: 'refused', url, statusCode: response.status };
  const answer = { status: 'ok', url, statusCode: response.status, headers: response.headers } as const;
  if (options.body === 'headers') return { ...answer, data: null };
  const read = await contractJson(response, endpoint);
  return read.status === 'ok' ? { ...answer, data: read.data as ResponseOf<Id> } : failed(read.cause);
}
