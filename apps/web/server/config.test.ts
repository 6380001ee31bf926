import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { loadBffConfig } from '@ostrel/bff/config';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadWebConfig } from './config';

/** The address a request is taken to come from, behind `TRUST_PROXY`, as the rate limits and the geo lookup see it. */
async function visitorAddress(trustProxy: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(loadWebConfig({ TRUST_PROXY: trustProxy }).trustProxy) });
  app.get('/', (request) => request.ip);
  const answer = await app.inject({ url: '/', headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return answer.body;
}

describe('TRUST_PROXY', () => {
  it('reads none, a count of hops or the proxies’ networks', () => {
    for (const none of ['', 'false', '0']) expect(loadWebConfig({ TRUST_PROXY: none }).trustProxy).toBe(false);
    expect(loadWebConfig({}).trustProxy).toBe(false);
    expect(loadWebConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadWebConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('refuses to trust every hop, and what is not an address, naming the setting', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/8'])
      expect(() => loadWebConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it('believes X-Forwarded-For only as far as the trusted hops: a visitor cannot choose their address', async () => {
    // One proxy in front (the test's own connection, from loopback) added the visitor's address last.
    const sent = '6.6.6.6, 203.0.113.7';
    expect(await visitorAddress('1', sent)).toBe('203.0.113.7');
    expect(await visitorAddress('loopback', sent)).toBe('203.0.113.7');
    expect(await visitorAddress('2', sent)).toBe('6.6.6.6');
    // Not behind a proxy, or the peer is not one of the named proxies: the socket's own address.
    expect(await visitorAddress('false', sent)).toBe('127.0.0.1');
    expect(await visitorAddress('10.0.0.0/8', sent)).toBe('127.0.0.1');
  });
});

describe('.env.example', () => {
  const example = parseEnv(readFileSync(join(import.meta.dirname, '../../../.env.example'), 'utf8'));

  it('is safe to copy to .env for production: nothing opened, no password given away', () => {
    const production = { ...example, NODE_ENV: 'production' };
    expect(() => loadBffConfig(production)).toThrow(/API_PASSWORD is not set/);
    expect(loadBffConfig({ ...production, API_PASSWORD: 's3cret' })).toMatchObject({
      graphiql: false,
      introspection: false,
    });
    expect(loadWebConfig(production).trustProxy).toBe(false);
  });
});
