import type { Endpoint } from '@ostrel/contract/endpoint';
import { endpoints, type EndpointId, type ResponseOf } from '@ostrel/contract/endpoints';
import type { Locale } from '@ostrel/contract/schemas/common';
import { contractJson, type UpstreamHttp } from './http-exchange.js';
import type { Loaded } from './shared-reads.js';
import type { QueryValue } from './upstream-url.js';

export interface UpstreamRequest {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  locale: Locale;
  /** The site path the request is made for (`x-referer`, read by SEO). */
  referer?: string;
}

/** Loads an endpoint's answer at `url`: a 404 is not-found where the contract has one, the JSON is checked. */
export async function loadEndpoint<Id extends EndpointId>(
  http: UpstreamHttp,
  id: Id,
  url: string,
  request: UpstreamRequest,
): Promise<Loaded<ResponseOf<Id>>> {
  const endpoint = endpoints[id] as Endpoint;
  const exchange = await http.exchange(url, {
    endpoint: id,
    method: 'GET',
    headers: {
      locale: request.locale,
      accept: 'application/json',
      ...(request.referer === undefined ? {} : { 'x-referer': headerSafe(request.referer) }),
    },
  });
  if (!exchange.ok) return { status: 'failed', cause: exchange.cause };
  const { response } = exchange;
  if (response.status === 404 && endpoint.notFound) {
    await response.body?.cancel();
    return { status: 'not_found' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { status: 'failed', cause: `status ${response.status}` };
  }
  const read = await contractJson(response, endpoint);
  return read.status === 'ok' ? { status: 'ok', data: read.data as ResponseOf<Id> } : read;
}

/** A header carries printable ASCII only: other characters of a path (Cyrillic, spaces) go percent-encoded. */
function headerSafe(value: string): string {
  return value.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}
