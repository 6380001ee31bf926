import { createServer, request as forward, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the content API misbehaves, as a site meets it in production. */
export type UpstreamFault = 'ok' | 'refused' | 'reset' | 'stall' | 'error500' | 'malformed' | 'shape';

/**
 * A loopback proxy in front of the real content API that breaks on demand: `ok` passes every
 * request through; `refused` stops listening (connections are refused); `reset` drops each
 * connection; `stall` never answers; `error500`, `malformed` (JSON cut short) and `shape` (JSON of
 * another shape) answer 200/500 with a body the BFF cannot use.
 */
export async function startFaultProxy(target: string) {
  const origin = new URL(target).origin;
  let mode: UpstreamFault = 'ok';
  const sockets = new Set<Socket>();
  const stalled = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    switch (mode) {
      case 'ok': {
        const upstream = forward(
          new URL(request.url ?? '/', origin),
          { method: request.method, headers: { ...request.headers, host: new URL(origin).host } },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => response.destroy());
        request.pipe(upstream);
        return;
      }
      case 'reset':
        request.socket.resetAndDestroy();
        return;
      case 'stall':
        stalled.add(response);
        return;
      case 'error500':
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"code":"internal","message":"Internal error"}}');
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"items": [{"code": "pla');
        return;
      case 'shape':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected": true}');
        return;
      case 'refused':
        request.socket.destroy();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const dropConnections = () => {
    for (const response of stalled) response.destroy();
    stalled.clear();
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${String(port)}/api/v1`,
    async setMode(next: UpstreamFault) {
      if (next === mode) return;
      dropConnections();
      if (next === 'refused') await new Promise((resolve) => server.close(resolve));
      else if (mode === 'refused') await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      mode = next;
    },
    async close() {
      dropConnections();
      if (mode !== 'refused') await new Promise((resolve) => server.close(resolve));
    },
  };
}
