import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { testBff } from '../test-support/bff.js';
import { archiveTimeoutFactor } from '../schema/downloads/resolvers/Mutation/prepareArchive.js';
import { contractOperations } from '../test-support/contract-operations.js';
import { contentApiBodies, startFaultUpstream, type Fault } from '../test-support/fault-upstream.js';
import { graphql } from '../test-support/generated/index.js';

const timeoutMs = 300;
// Catches a read that waits past its timeout (a hang, a timeout not applied), not the jitter of a
// loaded machine: how fast pages answer while the provider fails is measured by e2e/fault-matrix.
const hangMarginMs = 2000;
const frameQuery = graphql(`
  query FrameReads {
    menu {
      locale
      header {
        icon
        items {
          title
        }
      }
      footer {
        phone
        columns {
          title
        }
        socials {
          vk
        }
      }
    }
    features {
      name
      enabled
    }
  }
`);

const frameNamesQuery = graphql(`
  query FrameNames {
    menu {
      locale
    }
    features {
      name
    }
  }
`);

describe('reads never fail', () => {
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;

  beforeAll(async () => {
    upstream = await startFaultUpstream(await contentApiBodies(['/menu', '/features']));
  });
  afterAll(() => upstream.close());

  it.each<Fault>(['error500', 'stall', 'malformed', 'shape', 'notFound'])(
    'gives empty defaults when the upstream answers %s',
    async (fault) => {
      upstream.set(fault);
      const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: timeoutMs });
      const started = performance.now();
      const { status, body } = await query(frameQuery);
      const elapsed = performance.now() - started;
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data?.menu.header).toEqual({ icon: '', items: [] });
      expect(body.data?.menu.footer.columns).toEqual([]);
      expect(body.data?.features).toEqual([]);
      expect(elapsed).toBeLessThan(timeoutMs + hangMarginMs);
    },
  );

  it('gives empty defaults when the connection is refused', async () => {
    const { query } = testBff({ apiUrl: 'http://127.0.0.1:9/api/v1', upstreamTimeoutMs: timeoutMs });
    const started = performance.now();
    const { body } = await query(frameQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data?.menu.header.items).toEqual([]);
    expect(performance.now() - started).toBeLessThan(timeoutMs + hangMarginMs);
  });

  it('logs one structured line per failed read, naming the endpoint and the cause', async () => {
    upstream.set('error500');
    const lines: string[] = [];
    const { query } = testBff(
      { apiUrl: upstream.url, upstreamTimeoutMs: timeoutMs },
      { log: createLogger('warn', (line) => lines.push(line)) },
    );
    await query(frameNamesQuery);
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; endpoint: string; cause: string });
    expect(entries).toEqual([
      expect.objectContaining({ msg: 'upstream read failed', endpoint: 'menu', cause: 'status 500' }),
      expect.objectContaining({ msg: 'upstream read failed', endpoint: 'features', cause: 'status 500' }),
    ]);
  });

  it('marks an answer of empty defaults as degraded and does not keep it', async () => {
    upstream.set('error500');
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: timeoutMs });
    const failed = await query(frameQuery);
    expect(failed.body.extensions?.degraded).toBe(true);
    upstream.set('ok');
    const recovered = await query(frameQuery);
    expect(recovered.body.data?.menu.header.items.length).toBeGreaterThan(0);
    expect(recovered.body.extensions?.degraded).toBeUndefined();
  });

  it('serves the last good answer when the upstream fails later', async () => {
    upstream.set('ok');
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: timeoutMs, cacheTtlMs: 0 });
    const fresh = await query(frameQuery);
    expect(fresh.body.data?.menu.header.items.length).toBeGreaterThan(0);
    for (const fault of ['error500', 'stall', 'shape'] as const) {
      upstream.set(fault);
      const stale = await query(frameQuery);
      expect(stale.body.errors).toBeUndefined();
      expect(stale.body.data).toEqual(fresh.body.data);
    }
  });

  it('stops asking a failing upstream after five failed reads, answers from the cache at once, and tries again later', async () => {
    upstream.set('ok');
    const halfOpenMs = 500;
    const { query } = testBff({
      apiUrl: upstream.url,
      upstreamTimeoutMs: timeoutMs,
      upstreamBreakerHalfOpenMs: halfOpenMs,
      cacheTtlMs: 0,
    });
    const fresh = await query(frameQuery);
    upstream.set('stall');
    // Two reads a query: the third query's second read is the fifth failure in a row.
    for (let index = 0; index < 3; index += 1) await query(frameQuery);
    const callsWhenOpen = upstream.calls;
    const open = await query(frameQuery);
    expect(upstream.calls).toBe(callsWhenOpen);
    expect(open.body.data).toEqual(fresh.body.data);

    upstream.set('ok');
    expect((await query(frameQuery)).body.data).toEqual(fresh.body.data);
    expect(upstream.calls).toBe(callsWhenOpen);
    // After the half-open time one read goes through as a trial; it succeeds, and reads go out again.
    await new Promise((resolve) => setTimeout(resolve, halfOpenMs + 100));
    await query(frameQuery);
    await query(frameQuery);
    expect(upstream.calls).toBeGreaterThan(callsWhenOpen + 1);
  });
});

describe('every field and mutation survives a broken upstream', () => {
  let operations: Awaited<ReturnType<typeof contractOperations>>;
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;

  beforeAll(async () => {
    operations = await contractOperations();
    upstream = await startFaultUpstream({});
  });
  afterAll(() => upstream.close());

  it.each<Fault>(['error500', 'stall', 'malformed', 'shape', 'notFound'])(
    '%s: no errors, and no read waits past its timeout',
    { timeout: 60_000 },
    async (fault) => {
      upstream.set(fault);
      const bff = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: timeoutMs });
      for (const { source, send } of operations) {
        const started = performance.now();
        const { status, body } = await send(bff);
        const elapsed = performance.now() - started;
        expect(status, source).toBe(200);
        expect(body.errors, source).toBeUndefined();
        expect(body.data, source).toBeDefined();
        // Reads answer within their timeout; preparing an archive (a write) has a longer one.
        const limit = source.includes('prepareArchive') ? timeoutMs * archiveTimeoutFactor : timeoutMs;
        expect(elapsed, source).toBeLessThan(limit + hangMarginMs);
      }
    },
  );
});
