import type { CircuitBreakerPolicy } from 'cockatiel';
import type { EndpointId, ResponseOf } from '@ostrel/contract/endpoints';
import type { BffConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { UpstreamMetrics } from '../metrics.js';
import { callEndpoint, type UpstreamCallBody, type UpstreamCallOptions, type UpstreamCallResult } from './call.js';
import type { CacheStore } from './cache-store.js';
import { contentFilePath } from './content-file-path.js';
import { UpstreamHttp } from './http-exchange.js';
import { readBreaker } from './read-breaker.js';
import { loadEndpoint, type UpstreamRequest } from './read-endpoint.js';
import { loadFile, type UpstreamFileDecoder } from './read-file.js';
import { sendWrite, type UpstreamSendRequest, type UpstreamSendResult } from './send.js';
import { SharedReads, type UpstreamResult } from './shared-reads.js';
import { endpointUrl } from './upstream-url.js';

export type { UpstreamCallBody, UpstreamCallOptions, UpstreamCallResult } from './call.js';
export type { UpstreamRequest } from './read-endpoint.js';
export type { UpstreamFileDecoder } from './read-file.js';
export type { UpstreamFile, UpstreamSendRequest, UpstreamSendResult } from './send.js';
export type { UpstreamResult } from './shared-reads.js';
export type { QueryValue } from './upstream-url.js';

/**
 * The one way to the v1 API: builds the URL from the contract, authenticates, sets the locale,
 * times out, validates the answer against the contract and shares it through the cache. Reads,
 * writes, other calls and content files all go through it. A read never throws: it reports what
 * happened and logs one line when it failed.
 */
export class UpstreamClient {
  private readonly origin: string;
  private readonly http: UpstreamHttp;
  private readonly breaker: CircuitBreakerPolicy;
  private readonly reads: SharedReads;

  constructor(
    private readonly config: BffConfig,
    cache: CacheStore,
    private readonly log: Logger,
    /** Counts calls that reached the network (tests). */
    onFetch: (url: string) => void = () => undefined,
    metrics?: UpstreamMetrics,
  ) {
    this.origin = new URL(config.apiUrl).origin;
    this.http = new UpstreamHttp(config, onFetch, metrics);
    this.breaker = readBreaker(config, log);
    this.reads = new SharedReads(config, cache, this.breaker, log, metrics);
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
    return this.http.health;
  }

  url<Id extends EndpointId>(id: Id, request: Pick<UpstreamRequest, 'params' | 'query'>): string {
    return endpointUrl(this.config.apiUrl, id, request);
  }

  /** The key a read is shared under, here and in the cache: locale, URL and referer. */
  key<Id extends EndpointId>(id: Id, request: UpstreamRequest): string {
    return `${request.locale} ${this.url(id, request)}${request.referer === undefined ? '' : ` ${request.referer}`}`;
  }

  async read<Id extends EndpointId>(id: Id, request: UpstreamRequest): Promise<UpstreamResult<ResponseOf<Id>>> {
    const url = this.url(id, request);
    return this.reads.cached(this.key(id, request), { endpoint: id, url }, () =>
      loadEndpoint(this.http, id, url, request),
    );
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
    return this.reads.cached(`file:${decoder.name} ${url ?? path}`, what, () =>
      loadFile(this.http, url, what.endpoint, decoder),
    );
  }

  /**
   * Sends a write (a form post, a like): never cached, never shared, never retried (a retry could
   * store a submission twice). Endpoints that take uploads get a multipart body, with the file
   * when there is one. Logs one line when it fails, without the query: it holds personal data.
   */
  async send<Id extends EndpointId>(id: Id, request: UpstreamSendRequest): Promise<UpstreamSendResult<ResponseOf<Id>>> {
    return sendWrite(this.http, this.log, id, this.url(id, request), request);
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
    return callEndpoint(this.http, this.log, id, this.url(id, request), request.locale, options);
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
    const exchange = await this.http.exchange(url, {
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
}
