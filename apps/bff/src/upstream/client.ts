import type { Endpoint } from '@ostrel/contract/endpoint';
import { fillPath } from '@ostrel/contract/endpoint';
import { endpoints, type EndpointId, type ResponseOf } from '@ostrel/contract/endpoints';
import { ErrorBody, type FieldError, type Locale } from '@ostrel/contract/schemas/common';
import type { BffConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { CacheStore } from './cache-store.js';

export type QueryValue = string | number | boolean | undefined | (string | number)[];

export interface UpstreamRequest {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  locale: Locale;
  /** The site path the request is made for (`x-referer`, read by SEO). */
  referer?: string;
}

/** What a read gives: the data (fresh, or stale when the upstream failed), a 404, or a failure. */
export type UpstreamResult<T> = { status: 'ok'; data: T; stale: boolean } | { status: 'not_found' } | { status: 'failed'; cause: string };

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

/**
 * The one way to the v1 API: builds the URL from the contract, authenticates, sets the locale,
 * times out, validates the answer against the contract and shares it through the cache. A read
 * never throws: it reports what happened and logs one line when it failed.
 */
export class UpstreamClient {
  private readonly authorization: string;

  constructor(
    private readonly config: BffConfig,
    private readonly cache: CacheStore,
    private readonly log: Logger,
    /** Counts calls that reached the network (tests and metrics). */
    readonly onFetch: (url: string) => void = () => undefined,
  ) {
    this.authorization = `Basic ${Buffer.from(`${config.apiUsername}:${config.apiPassword}`).toString('base64')}`;
  }

  url<Id extends EndpointId>(id: Id, request: UpstreamRequest): string {
    const endpoint = endpoints[id] as Endpoint;
    return `${this.config.apiUrl}${fillPath(endpoint.path, request.params ?? {})}${queryString(request.query)}`;
  }

  /** The key a read is shared under, here and in the cache: locale, URL and referer. */
  key<Id extends EndpointId>(id: Id, request: UpstreamRequest): string {
    return `${request.locale} ${this.url(id, request)}${request.referer === undefined ? '' : ` ${request.referer}`}`;
  }

  async read<Id extends EndpointId>(id: Id, request: UpstreamRequest): Promise<UpstreamResult<ResponseOf<Id>>> {
    const endpoint = endpoints[id] as Endpoint;
    const url = this.url(id, request);
    const key = this.key(id, request);
    const cached = await this.cache.get(key).catch(() => undefined);
    if (cached && Date.now() - cached.storedAt < this.config.cacheTtlMs) {
      return { status: 'ok', data: cached.value as ResponseOf<Id>, stale: false };
    }
    const failure = (cause: string): UpstreamResult<ResponseOf<Id>> => {
      this.log.warn({ msg: 'upstream read failed', endpoint: id, url, cause, servedStale: Boolean(cached) });
      return cached ? { status: 'ok', data: cached.value as ResponseOf<Id>, stale: true } : { status: 'failed', cause };
    };
    let response: Response;
    try {
      this.onFetch(url);
      response = await fetch(url, {
        headers: { authorization: this.authorization, locale: request.locale, accept: 'application/json', ...(request.referer === undefined ? {} : { 'x-referer': headerSafe(request.referer) }) },
        signal: AbortSignal.timeout(this.config.upstreamTimeoutMs),
      });
    } catch (error) {
      return failure(error instanceof Error && error.name === 'TimeoutError' ? `timeout after ${this.config.upstreamTimeoutMs} ms` : `network: ${(error as Error).message}`);
    }
    if (response.status === 404 && endpoint.notFound) {
      await response.body?.cancel();
      return { status: 'not_found' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return failure(`status ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return failure('malformed JSON');
    }
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return failure(`shape: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid'}`);
    }
    const data = parsed.data as ResponseOf<Id>;
    await this.cache.set(key, { value: data, storedAt: Date.now() }, this.config.cacheTtlMs + this.config.cacheStaleMs).catch((error: unknown) => {
      this.log.warn({ msg: 'cache write failed', cause: (error as Error).message });
    });
    return { status: 'ok', data, stale: false };
  }

  /**
   * Sends a write (a form post, a like): never cached, never shared, never retried (a retry could
   * store a submission twice). Endpoints that take uploads get a multipart body, with the file
   * when there is one. Logs one line when it fails, without the query: it holds personal data.
   */
  async send<Id extends EndpointId>(id: Id, request: UpstreamSendRequest): Promise<UpstreamSendResult<ResponseOf<Id>>> {
    const endpoint = endpoints[id] as Endpoint;
    const url = this.url(id, request);
    const path = url.split('?')[0] ?? url;
    const unavailable = (cause: string): UpstreamSendResult<ResponseOf<Id>> => {
      this.log.warn({ msg: 'upstream write failed', endpoint: id, url: path, cause });
      return { status: 'unavailable', cause };
    };
    let body: FormData | undefined;
    if (endpoint.upload) {
      body = new FormData();
      // Copied into a native Blob: undici's FormData takes no other Blob implementation.
      if (request.file) body.append('file', new Blob([await request.file.arrayBuffer()], { type: request.file.type || 'application/octet-stream' }), request.file.name);
    }
    let response: Response;
    try {
      this.onFetch(path);
      response = await fetch(url, {
        method: endpoint.method.toUpperCase(),
        headers: { authorization: this.authorization, locale: request.locale, accept: 'application/json' },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(this.config.upstreamTimeoutMs),
      });
    } catch (error) {
      return unavailable(error instanceof Error && error.name === 'TimeoutError' ? `timeout after ${this.config.upstreamTimeoutMs} ms` : `network: ${(error as Error).message}`);
    }
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
      if (!parsed.success) return unavailable(`status ${response.status}, shape: ${parsed.error.issues[0]?.path.join('.') ?? 'invalid'}`);
      return { status: 'accepted', data: parsed.data as ResponseOf<Id> };
    }
    const error = ErrorBody.safeParse(json);
    if (response.status === 400 && error.success && error.data.error.fields?.length) return { status: 'invalid', fields: error.data.error.fields };
    return unavailable(`status ${response.status}${error.success ? ` ${error.data.error.code}` : ''}`);
  }
}

/** A header carries printable ASCII only: other characters of a path (Cyrillic, spaces) go percent-encoded. */
function headerSafe(value: string): string {
  return value.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}
