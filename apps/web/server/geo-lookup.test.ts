import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupGeo } from './geo-lookup';

let service: Server;
let template = '';
const asked: string[] = [];
beforeAll(async () => {
  service = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ip: '203.0.113.7', country: { iso: 'kz' } }));
  });
  await new Promise<void>((resolve) => {
    service.listen(0, '127.0.0.1', resolve);
  });
  template = `http://127.0.0.1:${String((service.address() as AddressInfo).port)}/geo/{ip}/json`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      service.close(() => {
        resolve();
      });
    }),
);

describe('lookupGeo', () => {
  it('asks about an IP address, v4 or v6', async () => {
    asked.length = 0;
    expect(await lookupGeo(template, '203.0.113.7', 1000)).toEqual({ countryIso: 'KZ', ip: '203.0.113.7' });
    expect(await lookupGeo(template, '2001:db8::1', 1000)).not.toBeNull();
    expect(asked).toEqual(['/geo/203.0.113.7/json', `/geo/${encodeURIComponent('2001:db8::1')}/json`]);
  });

  it('puts nothing but an address into the service’s URL', async () => {
    asked.length = 0;
    for (const claimed of ['../../admin', '203.0.113.7/../../x', '203.0.113.7?key=x', 'evil.example', '', ' 1.2.3.4'])
      expect(await lookupGeo(template, claimed, 1000), claimed).toBeNull();
    expect(asked).toEqual([]);
  });
});
