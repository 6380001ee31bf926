import { describe, expect, it } from 'vitest';
import { loadBffConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { MemoryCacheStore } from './cache-store.js';
import { UpstreamClient, type UpstreamFileDecoder } from './client.js';

const asText: UpstreamFileDecoder<string> = {
  name: 'text',
  maxBytes: 100,
  decode: (bytes) => new TextDecoder().decode(bytes),
};

describe('content files', () => {
  it('are read from under /upload/ on the API’s origin and nowhere else, whatever a path says', async () => {
    const fetched: string[] = [];
    const lines: string[] = [];
    const config = loadBffConfig({ API_URL: 'http://127.0.0.1:9/api/v1', UPSTREAM_TIMEOUT_MS: '200' });
    const client = new UpstreamClient(
      config,
      new MemoryCacheStore(10),
      createLogger('warn', (line) => lines.push(line)),
      (url) => fetched.push(url),
    );
    for (const path of [
      '/upload/%2e%2e/api/v1/menu',
      '/upload/../api/v1/menu',
      '//elsewhere.example/upload/x.ldt',
      'http://elsewhere.example/upload/x.ldt',
      '/api/v1/menu',
      '/upload/x.ldt?y=1',
    ]) {
      expect(await client.readFile(path, asText), path).toEqual({ status: 'failed', cause: 'not a content file path' });
    }
    expect(fetched).toEqual([]);
    expect(lines).toHaveLength(6);
    // A proper path is asked for on the API's origin (nothing listens there: a network failure).
    const result = await client.readFile('/upload/docs/plato/plato-25-830.ldt', asText);
    expect(result.status === 'failed' && result.cause).toMatch(/^network: /);
    expect(fetched).toEqual(['http://127.0.0.1:9/upload/docs/plato/plato-25-830.ldt']);
  });
});
