import { writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

export interface TestCertificate {
  cert: string;
  key: string;
}

/**
 * A certificate for `localhost`, made for this run. Written to `path` so that processes started
 * afterwards with `NODE_EXTRA_CA_CERTS` naming it trust it as they would a real one.
 */
export async function testCertificate(path: string): Promise<TestCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  await writeFile(path, pems.cert);
  return { cert: pems.cert, key: pems.private };
}

export interface TlsProxy {
  httpsPort: number;
  httpPort: number;
  /** Where requests go from now on (the site is started once it knows the proxy's ports). */
  forwardTo(site: string): void;
  close(): Promise<void>;
}

/**
 * What stands in front of the site in production: a proxy that terminates TLS on one port and
 * takes plain HTTP on another, passing every request on with `X-Forwarded-Proto` and
 * `X-Forwarded-For`, as a load balancer does.
 */
export async function startTlsProxy(certificate: TestCertificate): Promise<TlsProxy> {
  let target: URL | null = null;
  const forward = (protocol: 'http' | 'https') => (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (!target) {
      outgoing.writeHead(502).end();
      return;
    }
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-proto': protocol,
          'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  };
  const tls = createHttpsServer(certificate, forward('https'));
  const plain = createHttpServer(forward('http'));
  const listen = (server: typeof tls | typeof plain) =>
    new Promise<number>((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        resolve((server.address() as AddressInfo).port);
      });
    });
  const [httpsPort, httpPort] = await Promise.all([listen(tls), listen(plain)]);
  const close = (server: typeof tls | typeof plain) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
  return {
    httpsPort,
    httpPort,
    forwardTo: (site) => {
      target = new URL(site);
    },
    close: async () => {
      await Promise.all([close(tls), close(plain)]);
    },
  };
}
