import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import {
  BrokenCircuitError,
  circuitBreaker,
  ConsecutiveBreaker,
  handleWhenResult,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import type { Endpoint } from '@ostrel/contract/endpoint';
import { fillPath } from '@ostrel/contract/endpoint';
import { endpoints, type EndpointId, type ResponseOf } from '@ostrel/contract/endpoints';
import { ErrorBody, type FieldError, type Locale } from '@ostrel/contract/schemas/common';
import type { BffConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { CallOutcome, UpstreamMetrics } from '../metrics.js';
import { inSpan, outgoingTraceHeaders } from '../tracing.js';
import type { CachedAnswer, CacheStore } from './cache-store.js';
import { contentFilePath } from './content-file-path.js';

export type QueryValue = string | number | boolean | undefined | (string | number)[];

export interface UpstreamRequest {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  locale: Locale;
  /** The site path the request is made for (`x-referer`, read by SEO). */
  referer?: string;
}

/** What a read gives: the data (fresh, or stale when the upstream failed), a 404, or a failure. */
export type UpstreamResult<T> =
  { status: 'ok'; data: T; stale: boolean } | { status: 'not_found' } | { status: 'failed'; cause: string };

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

/** Reads a file of the content into the value that is kept (plain JSON: it goes into the cache store). */
export interface UpstreamFileDecoder<T> {
  /** What the file is read as: part of the cache key and of the log line. */
  name: string;
  /** Files larger than this are refused unread. */
  maxBytes: number;
  /** The value, or null when the bytes are not what the decoder reads. */
  decode(bytes: Uint8Array): T | null;
}

/** What loading a value gives, before the cache has its say (stale or not). */
/** `content`: the failure is this item's (a path, a size, a file that does not decode), not the provider's. */
type Loaded<T> =
  { status: 'ok'; data: T } | { status: 'not_found' } | { status: 'failed'; cause: string; content?: true };

/** What a network exchange gives before its body is read. */
type Exchange = { ok: true; response: Response } | { ok: false; cause: string };

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

/** How often an instance waiting for another's load looks for its answer. */
const peerPollMs = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one way to the v1 API: builds the URL from the contract, authenticates, sets the locale,
 * times out, validates the answer against the contract and shares it through the cache. Reads,
 * writes, other calls and content files all go through it. A read never throws: it reports what
 * happened and logs one line when it failed.
 */
export class UpstreamClient {
  private readonly authorization: string;
  private readonly origin: string;
  /**
   * Opens after five reads in a row failed: reads are then answered at once from what is cached
   * (stale) or as failed, without waiting for a provider that is down or stalled, until a trial
   * read after `upstreamBreakerHalfOpenMs` succeeds.
   */
  private readonly breaker: CircuitBreakerPolicy;
  private lastCallOk: boolean | undefined;
  /** Loads under way in this process, by key: a second miss waits for the first's answer. */
  private readonly loading = new Map<string, Promise<UpstreamResult<unknown>>>();

  constructor(
    private readonly config: BffConfig,
    private readonly cache: CacheStore,
    private readonly log: Logger,
    /** Counts calls that reached the network (tests). */
    private readonly onFetch: (url: string) => void = () => undefined,
    private readonly metrics?: UpstreamMetrics,
  ) {
    this.authorization = `Basic ${Buffer.from(`${config.apiUsername}:${config.apiPassword}`).toString('base64')}`;
    this.origin = new URL(config.apiUrl).origin;
    this.breaker = circuitBreaker(
      handleWhenResult((result) => {
        const loaded = result as Loaded<unknown>;
        return loaded.status === 'failed' && !loaded.content;
      }),
      { halfOpenAfter: config.upstreamBreakerHalfOpenMs, breaker: new ConsecutiveBreaker(5) },
    );
    this.breaker.onBreak(() => {
      this.log.warn({ msg: 'upstream reads failing: answering from the cache until a trial read succeeds' });
    });
    this.breaker.onReset(() => {
      this.log.info({ msg: 'upstream reads succeed again' });
    });
  }

  /** The circuit breaker's state (cockatiel's CircuitState: 0 closed, 1 open, 2 half-open), for the metrics. */
  get circuitState(): number {
    return this.breaker.state;
  }

  /**
   * How the last call to the provider went, without making one (probes must answer at once):
   * `ok` (it answered, below 500), `failing` (5xx, timeout or network), `unknown` before any call.
   */
  get health(): 'ok' | 'failing' | 'unknown' {
    return this.lastCallOk === undefined ? 'unknown' : this.lastCallOk ? 'ok' : 'failing';
  }

  url<Id extends EndpointId>(id: Id, request: Pick<UpstreamRequest, 'params' | 'query'>): string {
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
    return this.cached(this.key(id, request), { endpoint: id, url }, async (): Promise<Loaded<ResponseOf<Id>>> => {
      const exchange = await this.exchange(url, {
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
      const read = await this.json(response, endpoint);
      return read.status === 'ok' ? { status: 'ok', data: read.data as ResponseOf<Id> } : read;
    });
  }

  /**
   * Reads a file of the content (a path under /upload/ on the API's origin, as answers give them)
   * and keeps what `decoder` makes of it, shared and stale-served like a read. A file that is
   * missing, too large or unreadable is a failure: logged, never cached, asked again next time.
   */
  async readFile<T>(path: string, decoder: UpstreamFileDecoder<T>): Promise<UpstreamResult<T>> {
    const url = this.fileUrl(path);
    const what = { endpoint: `file:${decoder.name}`, url: url ?? path };
    // Files are the same in every language: shared by both.
    return this.cached(`file:${decoder.name} ${url ?? path}`, what, async (): Promise<Loaded<T>> => {
      if (!url) return { status: 'failed', cause: 'not a content file path', content: true };
      const exchange = await this.exchange(url, { endpoint: what.endpoint, method: 'GET', headers: {} });
      if (!exchange.ok) return { status: 'failed', cause: exchange.cause };
      const { response } = exchange;
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (!response.ok || declared > decoder.maxBytes) {
        await response.body?.cancel();
        return response.ok
          ? { status: 'failed', cause: `larger than ${decoder.maxBytes} bytes`, content: true }
          : { status: 'failed', cause: `status ${response.status}` };
      }
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        return { status: 'failed', cause: `network: ${(error as Error).message}` };
      }
      if (bytes.byteLength > decoder.maxBytes)
        return { status: 'failed', cause: `larger than ${decoder.maxBytes} bytes`, content: true };
      const value = decoder.decode(bytes);
      return value === null
        ? { status: 'failed', cause: `not a readable ${decoder.name} file`, content: true }
        : { status: 'ok', data: value };
    });
  }

  /**
   * Sends a write (a form post, a like): never cached, never shared, never retried (a retry could
   * store a submission twice). Endpoints that take uploads get a multipart body, with the file
   * when there is one. Logs one line when it fails, without the query: it holds personal data.
   */
  async send<Id extends EndpointId>(id: Id, request: UpstreamSendRequest): Promise<UpstreamSendResult<ResponseOf<Id>>> {
    const endpoint = endpoints[id] as Endpoint;
    const url = this.url(id, request);
    const path = withoutQuery(url);
    const unavailable = (cause: string): UpstreamSendResult<ResponseOf<Id>> => {
      this.log.warn({ msg: 'upstream write failed', endpoint: id, url: path, cause });
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
    const exchange = await this.exchange(url, {
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

  /**
   * A call that is neither a shared read nor a form write: preparing an archive (a POST whose
   * statuses mean different things), or asking whether a binary answer is there (HEAD, or GET with
   * the body dropped). Never cached; the caller interprets any status but success. Logs one line
   * when there is no usable answer, without the query.
   */
  call<Id extends EndpointId>(
    id: Id,
    request: UpstreamSendRequest,
    options: UpstreamCallOptions<'json'>,
  ): Promise<UpstreamCallResult<ResponseOf<Id>>>;
  call<Id extends EndpointId>(
    id: Id,
    request: UpstreamSendRequest,
    options: UpstreamCallOptions<'headers'>,
  ): Promise<UpstreamCallResult<null>>;
  async call<Id extends EndpointId>(
    id: Id,
    request: UpstreamSendRequest,
    options: UpstreamCallOptions<UpstreamCallBody>,
  ): Promise<UpstreamCallResult<ResponseOf<Id> | null>> {
    const endpoint = endpoints[id] as Endpoint;
    const fullUrl = this.url(id, request);
    const url = withoutQuery(fullUrl);
    const failed = (cause: string): UpstreamCallResult<ResponseOf<Id> | null> => {
      this.log.warn({
        msg: options.method === 'POST' ? 'upstream write failed' : 'upstream read failed',
        endpoint: id,
        url,
        cause,
      });
      return { status: 'failed', url, cause };
    };
    const exchange = await this.exchange(fullUrl, {
      endpoint: id,
      method: options.method,
      headers: { locale: request.locale, accept: endpoint.binary ?? 'application/json' },
      timeoutMs: options.timeoutMs,
      reported: url,
    });
    if (!exchange.ok) return failed(exchange.cause);
    const { response } = exchange;
    if (!response.ok || options.body === 'headers') await response.body?.cancel();
    if (!response.ok) return { status: 'refused', url, statusCode: response.status };
    const answer = { status: 'ok', url, statusCode: response.status, headers: response.headers } as const;
    if (options.body === 'headers') return { ...answer, data: null };
    const read = await this.json(response, endpoint);
    return read.status === 'ok' ? { ...answer, data: read.data as ResponseOf<Id> } : failed(read.cause);
  }

  /**
   * Streams an answer on to a browser as it comes, headers and all: a content file (a path under
   * /upload/, resolved strictly: see contentFilePath) or a binary endpoint's answer (a prepared
   * archive). Only those two; anything else is refused unasked (`not_found`). Redirects are not
   * followed, and the caller passes on only the headers it means to.
   */
  async passOn(
    target: { file: string } | { endpoint: 'archive'; params: { archiveId: string } },
    init: { headers: Record<string, string>; timeoutMs: number },
  ): Promise<{ status: 'ok'; response: Response } | { status: 'not_found' } | { status: 'failed'; cause: string }> {
    const url = 'file' in target ? this.fileUrl(target.file) : this.url(target.endpoint, target);
    if (url === null) return { status: 'not_found' };
    const endpoint = 'file' in target ? 'file:pass' : target.endpoint;
    const exchange = await this.exchange(url, {
      endpoint,
      method: 'GET',
      headers: init.headers,
      timeoutMs: init.timeoutMs,
      redirect: 'manual',
    });
    if (!exchange.ok) {
      this.log.warn({ msg: 'upstream read failed', endpoint, url, cause: exchange.cause });
      return { status: 'failed', cause: exchange.cause };
    }
    return { status: 'ok', response: exchange.response };
  }

  /** The URL of a content file, or null when the path could name anything but a file under /upload/. */
  private fileUrl(path: string): string | null {
    const filePath = contentFilePath(path);
    return filePath === null ? null : `${this.origin}${filePath}`;
  }

  /**
   * Serves a fresh cached value, or loads one; on failure a stale one stands in, and the failure
   * is logged. Concurrent misses of one key share one load: in this process by waiting for the
   * same promise, across instances by the store's claim (`claimLoad`).
   */
  private async cached<T>(
    key: string,
    what: { endpoint: string; url: string },
    load: () => Promise<Loaded<T>>,
  ): Promise<UpstreamResult<T>> {
    const cached = await this.cache.get(key).catch(() => undefined);
    if (cached && this.isFresh(cached)) {
      this.metrics?.cache('hit');
      return { status: 'ok', data: cached.value as T, stale: false };
    }
    const pending = this.loading.get(key) as Promise<UpstreamResult<T>> | undefined;
    if (pending) {
      this.metrics?.cache('joined');
      return pending;
    }
    const loading = this.refresh(key, what, load, cached).finally(() => this.loading.delete(key));
    this.loading.set(key, loading);
    return loading;
  }

  private async refresh<T>(
    key: string,
    what: { endpoint: string; url: string },
    load: () => Promise<Loaded<T>>,
    cached: CachedAnswer | undefined,
  ): Promise<UpstreamResult<T>> {
    const claimed = await this.claimLoad(key, cached);
    if ('answer' in claimed) {
      this.metrics?.cache('peer');
      return { status: 'ok', data: claimed.answer.value as T, stale: false };
    }
    const answered = (result: UpstreamResult<T>) => {
      this.metrics?.cache(result.status === 'ok' && result.stale ? 'stale' : 'miss');
      return result;
    };
    try {
      let result: Loaded<T>;
      try {
        result = await this.breaker.execute(load);
      } catch (error) {
        if (!(error instanceof BrokenCircuitError)) throw error;
        // The breaker is open: no call, and no log line per read (its opening was logged).
        return answered(
          cached ? { status: 'ok', data: cached.value as T, stale: true } : { status: 'failed', cause: 'circuit open' },
        );
      }
      if (result.status === 'failed') {
        this.log.warn({ msg: 'upstream read failed', ...what, cause: result.cause, servedStale: Boolean(cached) });
        return answered(
          cached ? { status: 'ok', data: cached.value as T, stale: true } : { status: 'failed', cause: result.cause },
        );
      }
      if (result.status === 'not_found') return answered(result);
      await this.cache
        .set(key, { value: result.data, storedAt: Date.now() }, this.config.cacheTtlMs + this.config.cacheStaleMs)
        .catch((error: unknown) => {
          this.log.warn({ msg: 'cache write failed', cause: (error as Error).message });
        });
      return answered({ status: 'ok', data: result.data, stale: false });
    } finally {
      if (claimed.token) void this.cache.release?.(key, claimed.token);
    }
  }

  /**
   * Before loading a key other instances share: claims it for as long as a load may take. While
   * another instance holds the claim, waits for the answer it stores (asking again every
   * `peerPollMs`) instead of calling the upstream too; a claim given back without an answer (its
   * load failed) or one that ran out is taken over. With no store to claim in, just loads.
   */
  private async claimLoad(
    key: string,
    cached: CachedAnswer | undefined,
  ): Promise<{ token?: string } | { answer: CachedAnswer }> {
    if (!this.cache.claim) return {};
    const leaseMs = this.config.upstreamTimeoutMs + 1000;
    const deadline = Date.now() + leaseMs;
    for (;;) {
      const claim = await this.cache.claim(key, leaseMs);
      if (claim === 'unavailable') return {};
      if (claim !== 'held') return claim;
      await sleep(peerPollMs);
      const answer = await this.cache.get(key).catch(() => undefined);
      if (answer && answer.storedAt !== cached?.storedAt && this.isFresh(answer)) return { answer };
      if (Date.now() > deadline) return {};
    }
  }

  private isFresh(answer: CachedAnswer) {
    return Date.now() - answer.storedAt < this.config.cacheTtlMs;
  }

  /** A successful answer's JSON, checked against the endpoint's contract. */
  private async json(
    response: Response,
    endpoint: Endpoint,
  ): Promise<{ status: 'ok'; data: unknown } | { status: 'failed'; cause: string }> {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { status: 'failed', cause: 'malformed JSON' };
    }
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { status: 'failed', cause: `shape: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid'}` };
    }
    return { status: 'ok', data: parsed.data };
  }

  /**
   * The network part every call shares: credentials, the timeout, and the count of calls that
   * reached the network (`reported` is what is counted, when the URL holds personal data).
   */
  private async exchange(
    url: string,
    init: {
      /** What the call is counted under in the metrics: the endpoint's id, or `file:<decoder>`. */
      endpoint: string;
      method: string;
      headers: Record<string, string>;
      body?: FormData | undefined;
      timeoutMs?: number | undefined;
      reported?: string;
      /** `manual` for what is passed on as it comes: a redirect is the caller's to refuse. */
      redirect?: RequestRedirect;
    },
  ): Promise<Exchange> {
    const timeoutMs = init.timeoutMs ?? this.config.upstreamTimeoutMs;
    const started = performance.now();
    const measure = (outcome: CallOutcome) =>
      this.metrics?.call(init.endpoint, outcome, (performance.now() - started) / 1000);
    // The URL without its query: a form's fields travel there.
    const attributes = { 'http.request.method': init.method, 'url.full': withoutQuery(url) };
    return inSpan(`upstream ${init.method} ${init.endpoint}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      try {
        this.onFetch(init.reported ?? url);
        const response = await fetch(url, {
          method: init.method,
          headers: { authorization: this.authorization, ...outgoingTraceHeaders(), ...init.headers },
          ...(init.body ? { body: init.body } : {}),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: init.redirect ?? 'follow',
        });
        measure(`${Math.min(5, Math.max(2, Math.floor(response.status / 100)))}xx` as CallOutcome);
        span.setAttribute('http.response.status_code', response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        this.lastCallOk = response.status < 500;
        return { ok: true, response };
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        measure(timedOut ? 'timeout' : 'network');
        this.lastCallOk = false;
        const cause = timedOut ? `timeout after ${timeoutMs} ms` : `network: ${(error as Error).message}`;
        span.setStatus({ code: SpanStatusCode.ERROR, message: cause });
        return { ok: false, cause };
      }
    });
  }
}

/** The URL without its query: what a log line may say about a call whose query may hold personal data. */
function withoutQuery(url: string): string {
  return url.split('?')[0] ?? url;
}

/** A header carries printable ASCII only: other characters of a path (Cyrillic, spaces) go percent-encoded. */
function headerSafe(value: string): string {
  return value.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}
