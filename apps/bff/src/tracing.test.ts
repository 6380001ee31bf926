import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testBff } from './test-support/bff.js';
import { graphql } from './test-support/generated/index.js';
import { startCollector } from './test-support/otlp-collector.js';
import { startTracing, type Tracing } from './tracing.js';

const tracedFeaturesQuery = graphql(`
  query TracedFeatures {
    features {
      name
    }
  }
`);

describe('traces', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let tracing: Tracing | null;
  const upstreamHeaders: IncomingHttpHeaders[] = [];
  let upstream: ReturnType<typeof createServer>;
  let upstreamUrl = '';

  beforeAll(async () => {
    collector = await startCollector();
    tracing = startTracing('bff', { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_SERVICE_NAME: 'bff-under-test' });
    // The content API, as the BFF meets it, with each call's headers kept.
    const real = inject('contentApiUrl');
    upstream = createServer((request, response) => {
      upstreamHeaders.push(request.headers);
      void fetch(`${real}${(request.url ?? '').replace(/^\/api\/v1/, '')}`, {
        headers: { authorization: request.headers.authorization ?? '', locale: String(request.headers.locale ?? 'ru') },
      }).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api/v1`;
  });

  afterAll(async () => {
    await tracing?.shutdown();
    await collector.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('are off unless an OTLP endpoint is configured', () => {
    expect(startTracing('bff', {})).toBeNull();
  });

  it('follow an operation from the request that asked for it to each upstream call, and on to the content API', async () => {
    const { bff } = testBff({ apiUrl: upstreamUrl, cacheTtlMs: 0 });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpanId = '00f067aa0ba902b7';
    const response = await bff.fetch('http://bff.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${callerSpanId}-01` },
      body: JSON.stringify({
        query: (await import('graphql')).print(tracedFeaturesQuery),
        operationName: 'TracedFeatures',
      }),
    });
    expect(response.status).toBe(200);
    await tracing?.flush();

    const spans = collector.spans().filter((span) => span.traceId === traceId);
    const operation = spans.find((span) => span.name === 'graphql TracedFeatures');
    expect(operation?.parentSpanId).toBe(callerSpanId);
    const call = spans.find((span) => span.name === 'upstream GET features');
    expect(call?.parentSpanId).toBe(operation?.spanId);
    // SpanKind CLIENT is 3 in OTLP.
    expect(call?.kind).toBe(3);
    expect(call?.attributes.find((attribute) => attribute.key === 'url.full')?.value.stringValue).toBe(
      `${upstreamUrl}/features`,
    );
    expect(collector.services()).toContain('bff-under-test');
    // The content API is told the call's trace, with the call's span as the parent.
    expect(upstreamHeaders.at(-1)?.traceparent).toBe(`00-${traceId}-${call?.spanId ?? ''}-01`);
  });
});
