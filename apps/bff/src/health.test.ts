import { describe, expect, it } from 'vitest';
import { testBff } from './test-support/bff.js';

describe('health and readiness', () => {
  it('is healthy, and ready while the upstream answers', async () => {
    const { bff } = testBff();
    expect((await bff.fetch('http://bff.test/healthz')).status).toBe(200);
    expect((await bff.fetch('http://bff.test/readyz')).status).toBe(200);
  });

  it('is not ready when the upstream is unreachable, yet still healthy', async () => {
    const { bff } = testBff({ apiUrl: 'http://127.0.0.1:9/api/v1', upstreamTimeoutMs: 200 });
    expect((await bff.fetch('http://bff.test/healthz')).status).toBe(200);
    expect((await bff.fetch('http://bff.test/readyz')).status).toBe(503);
  });
});
