import underPressure from '@fastify/under-pressure';
import type { Bff } from '@ostrel/bff/create-bff';
import { incomingContext, tracer } from '@ostrel/bff/tracing';
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { RenderCache } from './render-cache.js';

/** What /readyz asks of the BFF. */
export interface ReadinessSources {
  upstream: Pick<Bff['upstream'], 'health' | 'circuitState'>;
  shared: Pick<NonNullable<Bff['shared']>, 'state'> | null;
}

export interface OperationsOptions {
  bff: ReadinessSources;
  /** Where request metrics go (served at /metrics on `METRICS_PORT`, server/start.ts); none when null. */
  metrics: Registry | null;
  renderCache: RenderCache | null;
  /** Requests are refused (503 with Retry-After) while the event loop lags more than this; 0: never. */
  maxEventLoopDelayMs: number;
  /** Set by the process at shutdown: /readyz then says 503, so load balancers send no one new. */
  lifecycle: Lifecycle;
  /** A span per request, continuing the visitor's `traceparent`: the page's GraphQL and upstream spans are its children. */
  traced: boolean;
}

export interface Lifecycle {
  draining: boolean;
}

/** How long a visitor turned away for load is asked to wait. */
const retryAfterSeconds = 5;

/** Paths answered even under load: the probes must tell the truth, not be turned away. */
const probePaths = new Set(['/healthz', '/readyz']);

/**
 * What running several instances needs from each: `/readyz` for the load balancer, back-pressure
 * when the event loop lags (a busy instance turns visitors away at once, with Retry-After, instead
 * of answering everyone late), and request metrics by route kind.
 */
export async function registerOperations(app: FastifyInstance, options: OperationsOptions): Promise<void> {
  const { bff } = options;

  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: retryAfterSeconds,
    pressureHandler: (request, reply) => {
      if (probePaths.has(request.url)) return;
      refuseForLoad(request, reply);
    },
  });

  /**
   * Ready unless shutting down or overloaded. The content API and Redis are reported, not
   * required: every instance shares them, so failing readiness on them would take the whole site
   * out of the load balancer, when pages can still be served from the caches (stale content,
   * empty defaults) — the better answer for a visitor. `upstream` is how the last call to the
   * content API went (ok, failing, unknown), `circuit` its breaker, `redis` ready, unavailable or off.
   */
  app.get('/readyz', (_request, reply) => {
    // What is known already: a probe makes no call (it must answer within a probe's timeout).
    const upstream = bff.upstream.health;
    const redis = bff.shared?.state ?? 'off';
    const circuit = ['closed', 'open', 'half-open', 'isolated'][bff.upstream.circuitState] ?? 'unknown';
    const status = options.lifecycle.draining ? 'draining' : app.isUnderPressure() ? 'overloaded' : 'ready';
    return reply
      .code(status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status, upstream, circuit, redis });
  });

  if (options.metrics) registerRequestMetrics(app, options.metrics, options.renderCache);
  if (options.traced) traceRequests(app);
}

function traceRequests(app: FastifyInstance) {
  const spans = new WeakMap<FastifyRequest, Span>();
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = incomingContext(request.headers);
    const path = request.url.split('?')[0] ?? '/';
    // The path only: a query can hold what a visitor typed.
    const span = tracer.startSpan(
      `${request.method} ${routeKind(path)}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'url.path': path } },
      parent,
    );
    spans.set(request, span);
    // The rest of the request runs in the span's context, so the spans it starts are its children.
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    span?.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span?.setStatus({ code: SpanStatusCode.ERROR });
    span?.end();
    done();
  });
}

/** 503 with Retry-After: a short page for a visitor, a GraphQL error for a script. */
function refuseForLoad(request: FastifyRequest, reply: FastifyReply) {
  void reply.code(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  if (request.url.startsWith('/graphql')) {
    void reply.send({ errors: [{ message: 'Busy: try again shortly', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    return;
  }
  void reply
    .type('text/html; charset=utf-8')
    .send(
      `<!DOCTYPE html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${retryAfterSeconds}"><title>Сайт перегружен</title><main style="font:18px/1.5 system-ui,sans-serif;max-width:40rem;margin:15vh auto;padding:0 20px"><h1>Слишком много посетителей</h1><p>Страница откроется сама через несколько секунд.</p><p lang="en">Too many visitors right now: the page will open by itself in a few seconds.</p></main></html>`,
    );
}

/** The kind of route a request went to: its latency and rate are reported per kind, not per URL. */
export function routeKind(url: string): string {
  const path = url.split('?')[0] ?? '';
  if (path === '/graphql') return 'graphql';
  if (probePaths.has(path)) return 'probe';
  if (path.startsWith('/assets/') || /\.(js|css|svg|ico|woff2?|png|webp|avif|jpg)$/.test(path))
    return path.startsWith('/upload/') ? 'media' : 'asset';
  if (path.startsWith('/upload/') || path.startsWith('/api/v1/downloads/')) return 'media';
  if (/^\/(?:en\/)?(?:robots\.txt|sitemap\.xml|.*\.(?:rss|ics|vcf|xml))$/.test(path) || path.endsWith('/rss'))
    return 'feed';
  return 'page';
}

function registerRequestMetrics(app: FastifyInstance, registry: Registry, renderCache: RenderCache | null) {
  const requests = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Requests to the site by route kind (page, graphql, asset, media, feed, probe), method and status class.',
    labelNames: ['kind', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        kind: routeKind(request.url),
        method: request.method,
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  if (!renderCache) return;
  const reported = { hit: 0, shared: 0, miss: 0 };
  new Counter({
    name: 'site_render_cache_total',
    help: 'Pages asked of the render cache: hit (kept here), shared (rendered by another instance), miss (rendered now).',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      for (const outcome of ['hit', 'shared', 'miss'] as const) {
        this.inc({ outcome }, renderCache.counts[outcome] - reported[outcome]);
        reported[outcome] = renderCache.counts[outcome];
      }
    },
  });
}
