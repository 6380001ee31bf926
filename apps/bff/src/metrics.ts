import type { SharedCache, SharedCacheCounts } from '@ostrel/shared-cache/shared-cache';
import { createServer, type Server } from 'node:http';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** How a read was answered: fresh from the cache, loaded, stale (the upstream failed), or by another load. */
export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'joined' | 'peer';

/** What an upstream call came to: its status class, or why there was none. */
export type CallOutcome = '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'network';

/** What the upstream client reports; nothing is measured when it is not given. */
export interface UpstreamMetrics {
  call(endpoint: string, outcome: CallOutcome, seconds: number): void;
  cache(outcome: CacheOutcome): void;
}

/**
 * The BFF's Prometheus metrics, in the registry the hosting server exposes at /metrics: upstream
 * calls by endpoint (count, outcome, latency), how reads were answered (the cache), the circuit
 * breaker's state and the shared cache's health.
 */
export function registerBffMetrics(
  registry: Registry,
  sources: { circuitState: () => number; shared: SharedCache | null },
): UpstreamMetrics {
  const calls = new Histogram({
    name: 'bff_upstream_request_duration_seconds',
    help: 'Calls to the content API, by endpoint and outcome.',
    labelNames: ['endpoint', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const reads = new Counter({
    name: 'bff_upstream_reads_total',
    help: 'Upstream reads by how they were answered: hit (fresh in the cache), miss (loaded), stale (the upstream failed and a cached answer stood in), joined (waited for a load in this process), peer (waited for another instance’s load).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'bff_upstream_circuit_state',
    help: 'The upstream circuit breaker: 0 closed (calls go through), 1 open (answered from the cache), 2 half-open (one trial call).',
    registers: [registry],
    collect() {
      this.set(sources.circuitState());
    },
  });
  const { shared } = sources;
  if (shared) {
    new Gauge({
      name: 'shared_cache_up',
      help: 'Whether Redis answers (1) or not (0: every instance serves from its own memory).',
      registers: [registry],
      collect() {
        this.set(shared.state === 'ready' ? 1 : 0);
      },
    });
    const reported: SharedCacheCounts = { hits: 0, misses: 0, errors: 0, oversize: 0 };
    new Counter({
      name: 'shared_cache_operations_total',
      help: 'Shared cache reads (hit, miss), failed commands (error) and values too large to share (oversize).',
      labelNames: ['outcome'] as const,
      registers: [registry],
      collect() {
        const outcomes = [
          ['hit', 'hits'],
          ['miss', 'misses'],
          ['error', 'errors'],
          ['oversize', 'oversize'],
        ] as const;
        for (const [outcome, count] of outcomes) {
          this.inc({ outcome }, shared.counts[count] - reported[count]);
          reported[count] = shared.counts[count];
        }
      },
    });
  }
  return {
    call(endpoint, outcome, seconds) {
      calls.observe({ endpoint, outcome }, seconds);
    },
    cache(outcome) {
      reads.inc({ outcome });
    },
  };
}

/**
 * Serves the registry at /metrics on a listener of its own, kept off the public port (behind an
 * ingress, /metrics on the site's port would be public).
 */
export function serveMetrics(registry: Registry, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve(server);
    });
  });
}
