import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createLogger } from '../logger.js';
import { testBff } from '../test-support/bff.js';
import { archiveTimeoutFactor } from '../schema/downloads/resolvers/Mutation/prepareArchive.js';
import { contractOperations } from '../test-support/contract-operations.js';
import { startFaultUpstream, type Fault } from '../test-support/fault-upstream.js';

const timeoutMs = 300;
const operation = `
  {
    menu { locale header { icon items { title } } footer { phone columns { title } socials { vk } } }
    features { name enabled }
  }
`;

interface Answer {
  menu: { header: { icon: string; items: unknown[] }; footer: { phone: string; columns: unknown[] } };
  features: unknown[];
}

describe('reads never fail', () => {
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;

  beforeAll(async () => {
    const real = inject('contentApiUrl');
    const authorization = `Basic ${Buffer.from('ostrel:ostrel-dev-password').toString('base64')}`;
    const [menu, features] = await Promise.all(['/menu', '/features'].map(async (path): Promise<unknown> => (await fetch(`${real}${path}`, { headers: { authorization } })).json()));
    upstream = await startFaultUpstream({ '/menu': menu, '/features': features });
  });
  afterAll(() => upstream.close());

  it.each<Fault>(['error500', 'stall', 'malformed', 'shape', 'notFound'])('gives empty defaults when the upstream answers %s', async (fault) => {
    upstream.set(fault);
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: timeoutMs });
    const started = performance.now();
    const { status, body } = await query<Answer>(operation);
    const elapsed = performance.now() - started;
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.menu.header).toEqual({ icon: '', items: [] });
    expect(body.data?.menu.footer.columns).toEqual([]);
    expect(body.data?.features).toEqual([]);
    expect(elapsed).toBeLessThan(timeoutMs + 200);
  });

  it('gives empty defaults when the connection is refused', async () => {
    const { query } = testBff({ apiUrl: 'http://127.0.0.1:9/api/v1', upstreamTimeoutMs: timeoutMs });
    const started = performance.now();
    const { body } = await query<Answer>(operation);
    expect(body.errors).toBeUndefined();
    expect(body.data?.menu.header.items).toEqual([]);
    expect(performance.now() - started).toBeLessThan(timeoutMs + 200);
  });

  it('logs one structured line per failed read, naming the endpoint and the cause', async () => {
    upstream.set('error500');
    const lines: string[] = [];
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: timeoutMs }, { log: createLogger('warn', (line) => lines.push(line)) });
    await query('{ menu { locale } features { name } }');
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; endpoint: string; cause: string });
    expect(entries).toEqual([
      expect.objectContaining({ msg: 'upstream read failed', endpoint: 'menu', cause: 'status 500' }),
      expect.objectContaining({ msg: 'upstream read failed', endpoint: 'features', cause: 'status 500' }),
    ]);
  });

  it('marks an answer of empty defaults as degraded and does not keep it', async () => {
    upstream.set('error500');
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: timeoutMs });
    const failed = await query<Answer>(operation);
    expect(failed.body.extensions?.degraded).toBe(true);
    upstream.set('ok');
    const recovered = await query<Answer>(operation);
    expect(recovered.body.data?.menu.header.items.length).toBeGreaterThan(0);
    expect(recovered.body.extensions?.degraded).toBeUndefined();
  });

  it('serves the last good answer when the upstream fails later', async () => {
    upstream.set('ok');
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: timeoutMs, cacheTtlMs: 0 });
    const fresh = await query<Answer>(operation);
    expect(fresh.body.data?.menu.header.items.length).toBeGreaterThan(0);
    for (const fault of ['error500', 'stall', 'shape'] as const) {
      upstream.set(fault);
      const stale = await query<Answer>(operation);
      expect(stale.body.errors).toBeUndefined();
      expect(stale.body.data).toEqual(fresh.body.data);
    }
  });
});

describe('every field and mutation survives a broken upstream', () => {
  let operations: string[];
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;

  beforeAll(async () => {
    operations = await contractOperations();
    upstream = await startFaultUpstream({});
  });
  afterAll(() => upstream.close());

  it.each<Fault>(['error500', 'stall', 'malformed', 'shape', 'notFound'])('%s: no errors, answered within the timeout + 200 ms', { timeout: 60_000 }, async (fault) => {
    upstream.set(fault);
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: timeoutMs });
    for (const operation of operations) {
      const started = performance.now();
      const { status, body } = await query(operation);
      const elapsed = performance.now() - started;
      expect(status, operation).toBe(200);
      expect(body.errors, operation).toBeUndefined();
      expect(body.data, operation).toBeDefined();
      // Reads answer within their timeout; preparing an archive (a write) has a longer one.
      const limit = operation.includes('prepareArchive') ? timeoutMs * archiveTimeoutFactor : timeoutMs;
      expect(elapsed, operation).toBeLessThan(limit + 200);
    }
  });
});
