import type { Endpoint } from '@ostrel/contract/endpoint';
import { endpoints, type EndpointId, type ResponseOf } from '@ostrel/contract/endpoints';
import { ErrorBody, type FieldError, type Locale } from '@ostrel/contract/schemas/common';
import type { Logger } from '../logger.js';
import type { UpstreamHttp } from './http-exchange.js';
import { withoutQuery, type QueryValue } from './upstream-url.js';

/** A file to pass on: what a GraphQL multipart request gives (a web `File`, or a ponyfill of one). */
export interface UpstreamFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface UpstreamSendRequest {
  params?: Record<string, string | number>;
  /** Form fields: they travel as query parameters. */
  query?: Record<string, QueryValue>;
  locale: Locale;
  /** The one optional file of an endpoint that takes uploads (multipart field `file`). */
  file?: UpstreamFile | null;
  /** Sent as `idempotency-key` to endpoints that take one: a retry stores nothing twice. */
  idempotencyKey?: string;
}

/**
 * What a write gives: accepted with the answer, refused with field errors (400), the file refused
 * as too large (413), or unavailable (anything else: nothing may be assumed stored).
 */
export type UpstreamSendResult<T> =
  | { status: 'accepted'; data: T }
  | { status: 'invalid'; fields: FieldError[] }
  | { status: 'too_large' }
  | { status: 'unavailable'; cause: string };

/** Sends a write to `url` (see UpstreamClient.send). */
export async function sendWrite<Id extends EndpointId>(
  http: UpstreamHttp,
  log: Logger,
  id: Id,
  url: string,
  request: UpstreamSendRequest,
): Promise<UpstreamSendResult<ResponseOf<Id>>> {
  const endpoint = endpoints[id] as Endpoint;
  const path = withoutQuery(url);
  const unavailable = (cause: string): UpstreamSendResult<ResponseOf<Id>> => {
    log.warn({ msg: 'upstream write failed', endpoint: id, url: path, cause });
    return { status: 'unavailable', cause };
  };
  let body: FormData | undefined;
  if (endpoint.upload) {
    body = new FormData();
    // Copied into a native Blob: undici's FormData takes no other Blob implementation.
    if (request.file)
      body.append(
        'file',
        new Blob([await request.file.arrayBuffer()], { type: request.file.type || 'application/octet-stream' }),
        request.file.name,
      );
  }
  const exchange = await http.exchange(url, {
    endpoint: id,
    method: endpoint.method.toUpperCase(),
    headers: {
      locale: request.locale,
      accept: 'application/json',
      ...(request.idempotencyKey && endpoint.idempotent ? { 'idempotency-key': request.idempotencyKey } : {}),
    },
    body,
    reported: path,
  });
  if (!exchange.ok) return unavailable(exchange.cause);
  const { response } = exchange;
  // Whatever answers 413 (the API or a proxy in front of it) refused the size, body or not.
  if (response.status === 413) {
    await response.body?.cancel();
    return { status: 'too_large' };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return unavailable(`status ${response.status}, malformed JSON`);
  }
  if (response.ok) {
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success)
      return unavailable(`status ${response.status}, shape: ${parsed.error.issues[0]?.path.join('.') ?? 'invalid'}`);
    return { status: 'accepted', data: parsed.data as ResponseOf<Id> };
  }
  const error = ErrorBody.safeParse(json);
  if (response.status === 400 && error.success && error.data.error.fields?.length)
    return { status: 'invalid', fields: error.data.error.fields };
  return unavailable(`status ${response.status}${error.success ? ` ${error.data.error.code}` : ''}`);
}
