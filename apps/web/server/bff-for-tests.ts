import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadBffConfig } from '@ostrel/bff/config';
import { createBff, type Bff } from '@ostrel/bff/create-bff';

/**
 * For the server's route tests: a BFF in-process whose content API is `upstream`, an HTTP server
 * on a loopback port. `close` stops both.
 */
export async function bffWithUpstream(
  upstream: RequestListener,
  env: Record<string, string> = {},
): Promise<{ bff: Bff; close: () => Promise<void> }> {
  const server = createServer(upstream);
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const bff = createBff(loadBffConfig({ API_URL: `${origin}/api/v1`, LOG_LEVEL: 'silent', OUTBOX_DIR: '', ...env }), {
    shared: null,
  });
  const close = async () => {
    await bff.compute.close();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  };
  return { bff, close };
}

/** A content API that is down: every read gets the BFF's empty defaults. */
export const downUpstream: RequestListener = (_request, response) => {
  response.writeHead(503).end();
};
