import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { registerOperations, routeKind, type Lifecycle, type ReadinessSources } from './operations.js';

function sources(
  overrides: { health?: 'ok' | 'failing' | 'unknown'; circuit?: number; redis?: 'ready' | 'unavailable' } = {},
): ReadinessSources {
  return {
    upstream: { health: overrides.health ?? 'ok', circuitState: overrides.circuit ?? 0 },
    shared: overrides.redis ? { state: overrides.redis } : null,
  };
}

describe('operations', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  async function server(options: { bff?: ReadinessSources; maxEventLoopDelayMs?: number; lifecycle?: Lifecycle } = {}) {
    app = Fastify();
    const metrics = new Registry();
    await registerOperations(app, {
      bff: options.bff ?? sources(),
      metrics,
      renderCache: null,
      maxEventLoopDelayMs: options.maxEventLoopDelayMs ?? 0,
      lifecycle: options.lifecycle ?? { draining: false },
      traced: false,
    });
    app.get('/healthz', () => ({ status: 'ok' }));
    app.get('/*', () => 'page');
    app.post('/graphql', () => ({ data: {} }));
    await app.ready();
    return { app, metrics };
  }

  it('is ready, and reports the upstream and Redis without depending on them', async () => {
    const ready = await server({ bff: sources({ redis: 'ready' }) });
    const answer = await ready.app.inject('/readyz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', upstream: 'ok', circuit: 'closed', redis: 'ready' });
    await app?.close();

    const degraded = await server({ bff: sources({ health: 'failing', circuit: 1, redis: 'unavailable' }) });
    const down = await degraded.app.inject('/readyz');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ status: 'ready', upstream: 'failing', circuit: 'open', redis: 'unavailable' });
    await app?.close();

    const alone = await server({ bff: sources({ health: 'unknown' }) });
    expect((await alone.app.inject('/readyz')).json()).toMatchObject({ upstream: 'unknown', redis: 'off' });
  });

  it('says 503 while draining, and still serves pages', async () => {
    const lifecycle = { draining: false };
    const { app } = await server({ lifecycle });
    lifecycle.draining = true;
    const answer = await app.inject('/readyz');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ status: 'draining' });
    expect((await app.inject('/ru/catalog')).statusCode).toBe(200);
  });

  it('turns requests away with Retry-After while the event loop lags, but not the probes', async () => {
    const { app } = await server({ maxEventLoopDelayMs: 50 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    expect((await fetch(`${origin}/ru`)).status).toBe(200);
    // Keeps the event loop lagging, as an overloaded process does, for longer than the
    // plugin's one-second sample.
    const until = performance.now() + 1500;
    while (performance.now() < until) {
      const chunkEnd = performance.now() + 80;
      while (performance.now() < chunkEnd) {
        // busy
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const page = await fetch(`${origin}/ru`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(await page.text()).toContain('Too many visitors');
    const graphql = await fetch(`${origin}/graphql`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(graphql.status).toBe(503);
    expect(((await graphql.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const readiness = await fetch(`${origin}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'overloaded' });
    // Once the loop is calm again, visitors are served.
    await expect.poll(async () => (await fetch(`${origin}/ru`)).status, { timeout: 5000 }).toBe(200);
  });

  it('measures requests by route kind', async () => {
    const { app, metrics } = await server();
    await app.inject('/ru/catalog');
    await app.inject({ method: 'POST', url: '/graphql', payload: {} });
    const text = await metrics.metrics();
    expect(text).toMatch(/site_http_request_duration_seconds_count\{kind="page",method="GET",status="2xx"\} 1/);
    expect(text).toMatch(/site_http_request_duration_seconds_count\{kind="graphql",method="POST",status="2xx"\} 1/);
  });

  it('names route kinds', () => {
    expect(routeKind('/')).toBe('page');
    expect(routeKind('/en/catalog?x=1')).toBe('page');
    expect(routeKind('/assets/entry.abc.js')).toBe('asset');
    expect(routeKind('/upload/media/photo.webp')).toBe('media');
    expect(routeKind('/graphql?query=x')).toBe('graphql');
    expect(routeKind('/sitemap.xml')).toBe('feed');
    expect(routeKind('/readyz')).toBe('probe');
  });
});
