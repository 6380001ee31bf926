import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { Endpoint } from '@ostrel/contract/endpoint';
import type { BffConfig } from '../config.js';
import type { CallOutcome, UpstreamMetrics } from '../metrics.js';
import { inSpan, outgoingTraceHeaders } from '../tracing.js';
import { withoutQuery } from './upstream-url.js';

/** What a network exchange gives before its body is read. */
type Exchange = { ok: true; response: Response } | { ok: false; cause: string };

/**
 * The network part every call shares: credentials, the timeout, the trace span, the metrics, and
 * the count of calls that reached the network (`reported` is what is counted, when the URL holds
 * personal data). Remembers how the last call went, for the health probes.
 */
export class UpstreamHttp {
  private readonly authorization: string;
  private lastCallOk: boolean | undefined;

  constructor(
    private readonly config: BffConfig,
    /** Counts calls that reached the network (tests). */
    private readonly onFetch: (url: string) => void,
    private readonly metrics?: UpstreamMetrics,
  ) {
    this.authorization = `Basic ${Buffer.from(`${config.apiUsername}:${config.apiPassword}`).toString('base64')}`;
  }

  /** How the last call went, as UpstreamClient.health reports it. */
  get health(): 'ok' | 'failing' | 'unknown' {
    return this.lastCallOk === undefined ? 'unknown' : this.lastCallOk ? 'ok' : 'failing';
  }

  async exchange(
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

/** A successful answer's JSON, checked against the endpoint's contract. */
export async function contractJson(
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
