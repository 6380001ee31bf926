import type { Endpoint } from '@ostrel/contract/endpoint';
import { fillPath } from '@ostrel/contract/endpoint';
import { endpoints, type EndpointId } from '@ostrel/contract/endpoints';

export type QueryValue = string | number | boolean | undefined | (string | number)[];

function queryString(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** An endpoint's URL under `apiUrl`: its path from the contract, filled with `params`, and `query`. */
export function endpointUrl(
  apiUrl: string,
  id: EndpointId,
  request: { params?: Record<string, string | number>; query?: Record<string, QueryValue> },
): string {
  const endpoint = endpoints[id] as Endpoint;
  return `${apiUrl}${fillPath(endpoint.path, request.params ?? {})}${queryString(request.query)}`;
}

/** The URL without its query: what a log line may say about a call whose query may hold personal data. */
export function withoutQuery(url: string): string {
  return url.split('?')[0] ?? url;
}
