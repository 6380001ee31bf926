import { afterAll, beforeAll, inject } from 'vitest';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault = 'ok' | 'error500' | 'stall' | 'malformed' | 'shape' | 'notFound';

/**
 * A v1 upstream on loopback that misbehaves on demand. In `ok` mode it answers from the given
 * bodies (by path under /api/v1) and content files (by path, /upload/…, as they are at the time
 * of the request: a test may change them); every other mode breaks every path the same way.
 */
export async function startFaultUpstream(bodies: Record<string, unknown>, files: Map<string, string> = new Map()) {
  let fault: Fault = 'ok';
  const stalled = new Set<ServerResponse>();
  let calls = 0;
  const server: Server = createServer((request, response) => {
    calls += 1;
    const path = (request.url ?? '').split('?')[0]?.replace(/^\/api\/v1/, '') ?? '';
    switch (fault) {
      case 'ok':
        if (path.startsWith('/upload/')) {
          const file = files.get(path);
          if (file === undefined) response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          else response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file);
          return;
        }
        if (path in bodies)
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(bodies[path]));
        else
          response
            .writeHead(404, { 'content-type': 'application/json' })
            .end('{"error":{"code":"not_found","message":"x"}}');
        return;
      case 'error500':
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"code":"internal","message":"boom"}}');
        return;
      case 'stall':
        stalled.add(response);
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"header": [unfinished');
        return;
      case 'shape':
        response.writeHead(200, { 'content-type': 'application/json' }).end('[{"header":42,"locale":"xx"}]');
        return;
      case 'notFound':
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"code":"not_found","message":"gone"}}');
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    set(next: Fault) {
      fault = next;
    },
    get calls() {
      return calls;
    },
    async close() {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A fault upstream for the enclosing describe block: started before its tests, closed after,
 * misbehaving as `fault` says from the start (empty bodies, so `ok` answers 404 everywhere).
 */
export function useFaultUpstream(fault: Fault) {
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>> | undefined;
  beforeAll(async () => {
    upstream = await startFaultUpstream({});
    upstream.set(fault);
  });
  afterAll(() => upstream?.close());
  const running = () => {
    if (!upstream) throw new Error('the fault upstream is not started yet');
    return upstream;
  };
  return {
    get url() {
      return running().url;
    },
    get calls() {
      return running().calls;
    },
    set: (next: Fault) => {
      running().set(next);
    },
  };
}

/** The test content API's answers to `paths` (under /api/v1), as bodies for a fault upstream. */
export async function contentApiBodies(paths: string[]): Promise<Record<string, unknown>> {
  const real = inject('contentApiUrl');
  const authorization = `Basic ${Buffer.from('ostrel:ostrel-dev-password').toString('base64')}`;
  const bodies = await Promise.all(
    paths.map(async (path): Promise<unknown> => (await fetch(`${real}${path}`, { headers: { authorization } })).json()),
  );
  return Object.fromEntries(paths.map((path, index) => [path, bodies[index]]));
}
