import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the proxy passed on: to which instance (its index), and what came back. */
export interface Passed {
  method: string;
  url: string;
  instance: number;
  status: number;
}

/** The instance is gone: a request it refused never reached it, any request may go to the next one. */
const refused = 'ECONNREFUSED';
/** Dropped mid-way: it may have been acted on, so only a request that changes nothing is sent again. */
const dropped = new Set(['ECONNRESET', 'EPIPE']);

/**
 * A load balancer in miniature, on loopback: each request goes to the next instance in turn, with
 * the visitor's Host kept. A request an instance never answered (the connection was refused, or
 * dropped before any answer: the instance died, and the request was a GET or HEAD) is sent to the
 * next one, as load balancers retry; a request body is read first so it can be sent again. Each
 * answer says which instance gave it (`x-instance`), and the proxy keeps a log of them.
 */
export async function startRoundRobinProxy() {
  let targets: URL[] = [];
  let turn = 0;
  /** Instances that failed a request are passed over for a while, as load balancers mark them down. */
  const downUntil = new Map<number, number>();
  const nextInstance = () => {
    for (let tried = 0; tried < targets.length; tried += 1) {
      const instance = turn++ % targets.length;
      if ((downUntil.get(instance) ?? 0) <= Date.now()) return instance;
    }
    return turn++ % targets.length;
  };
  const log: Passed[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const attempt = (tries: number) => {
        const instance = nextInstance();
        const target = targets[instance]!;
        const upstream = forward(
          {
            host: target.hostname,
            port: target.port,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, connection: 'close' },
            agent: false,
          },
          (answer) => {
            log.push({
              method: request.method ?? '',
              url: request.url ?? '',
              instance,
              status: answer.statusCode ?? 0,
            });
            response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(instance) });
            answer.pipe(response);
            answer.on('error', () => response.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (response.headersSent) {
            response.destroy();
            return;
          }
          downUntil.set(instance, Date.now() + 2000);
          const idempotent = request.method === 'GET' || request.method === 'HEAD';
          const retry = error.code === refused || (idempotent && dropped.has(error.code ?? ''));
          if (retry && tries < targets.length * 2) attempt(tries + 1);
          else
            response.writeHead(502, { 'content-type': 'text/plain' }).end(`No instance answered: ${error.code ?? ''}`);
        });
        upstream.end(body);
      };
      attempt(1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    /** The next request goes to this instance, and on in turn from there. */
    sendNextTo(instance: number) {
      turn = instance;
    },
    /** Where requests go from now on. */
    route(to: string[]) {
      targets = to.map((target) => new URL(target));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', () => {
      resolve(Buffer.concat(chunks));
    });
  });
}
