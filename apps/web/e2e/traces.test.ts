import { startCollector } from '@ostrel/bff/test-support/otlp-collector';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { get } from './support/http';
import { startSite, type RunningSite } from './support/site';

describe('traces, with an OTLP endpoint configured', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let site: RunningSite;

  beforeAll(async () => {
    collector = await startCollector();
    site = await startSite({
      apiUrl: inject('contentApiUrl'),
      apiUsername: inject('contentApiUsername'),
      apiPassword: inject('contentApiPassword'),
      // Every read goes to the content API: nothing is answered from a cache.
      settings: {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        RENDER_CACHE_TTL_MS: '0',
        CACHE_TTL_MS: '0',
      },
    });
  });
  afterAll(async () => {
    await site.close();
    await collector.close();
  });

  it('follow a page from the visitor’s request through each GraphQL operation to each content API call', async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const callerSpanId = 'b7ad6b7169203331';
    const page = await get(`${site.url}/catalog/office`, { traceparent: `00-${traceId}-${callerSpanId}-01` });
    expect(page.status).toBe(200);

    const traced = () => collector.spans().filter((span) => span.traceId === traceId);
    await expect
      .poll(() => traced().filter((span) => span.name.startsWith('upstream ')).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const spans = traced();
    const server = spans.find((span) => span.name === 'GET page');
    expect(server?.parentSpanId).toBe(callerSpanId);
    const operations = spans.filter((span) => span.name.startsWith('graphql '));
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.every((span) => span.parentSpanId === server?.spanId)).toBe(true);
    const calls = spans.filter((span) => span.name.startsWith('upstream '));
    const operationIds = new Set(operations.map((span) => span.spanId));
    expect(calls.every((span) => operationIds.has(span.parentSpanId ?? ''))).toBe(true);
    expect(collector.services()).toContain('ostrel-site');
  });
});
