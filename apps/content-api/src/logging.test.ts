import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import getPort from 'get-port';
import {
  processCredential,
  processDataDir,
  processExited,
  processReady,
  startContentApiProcess,
} from './test-support/process.js';

let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the access log', () => {
  it('logs each request in the shared shape, with no form field’s value in it', { timeout: 90_000 }, async () => {
    dataDir = await processDataDir('logging');
    const port = await getPort();
    const child = startContentApiProcess(dataDir, port, { logLevel: 'info', readOutput: true });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    try {
      await processReady(port);
      const email = 'anna.logtest@example.com';
      const response = await fetch(
        `http://127.0.0.1:${port}/api/v1/news/subscribe?email=${encodeURIComponent(email)}&consent=true`,
        { method: 'POST', headers: { authorization: processCredential } },
      );
      expect(response.status).toBeLessThan(300);
      await fetch(`http://127.0.0.1:${port}/api/v1/menu?page=2`, { headers: { authorization: processCredential } });
      child.kill('SIGTERM');
      await processExited(child);

      expect(output).not.toContain('anna.logtest');
      expect(output).not.toContain(encodeURIComponent(email));
      const events = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: string; time: string; service: string; req?: { url: string } });
      expect(events.length).toBeGreaterThan(2);
      for (const event of events) {
        expect(event.service).toBe('content-api');
        expect(event.level).toMatch(/^[a-z]+$/);
        expect(new Date(event.time).toISOString()).toBe(event.time);
      }
      const urls = events.flatMap((event) => (event.req ? [event.req.url] : []));
      expect(urls).toContain('/api/v1/news/subscribe?email=…&consent=…');
      // Reads keep their query: it says which page was asked for.
      expect(urls).toContain('/api/v1/menu?page=2');
    } finally {
      child.kill('SIGKILL');
    }
  });
});
