import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGeo {
  /** The lookup address the site is configured with, `{ip}` included. */
  lookupUrl: string;
  /** `GET` it for `{"calls": n}`: how many lookups were answered so far. */
  callsUrl: string;
  close(): Promise<void>;
}

/** The country every lookup answers with. */
export const fakeCountryIso = 'DE';

/**
 * A stand-in for the third-party geo-IP service (requirements §13), on loopback: `/lookup/{ip}` answers
 * `{"ip": …, "country": {"iso": "DE"}}` and is counted; `/calls` tells the count, so a spec can
 * check that a visitor who already has the geo cookies is not looked up again.
 */
export async function startFakeGeo(): Promise<FakeGeo> {
  let calls = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://geo.invalid');
    if (url.pathname === '/calls') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ calls }));
      return;
    }
    const match = /^\/lookup\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) {
      response.writeHead(404).end();
      return;
    }
    calls += 1;
    const ip = decodeURIComponent(match[1]!);
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ip, country: { iso: fakeCountryIso } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    lookupUrl: `${origin}/lookup/{ip}`,
    callsUrl: `${origin}/calls`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** How many lookups the fake answered so far. */
export async function geoCalls(callsUrl: string): Promise<number> {
  const response = await fetch(callsUrl);
  const body = (await response.json()) as { calls: number };
  return body.calls;
}
