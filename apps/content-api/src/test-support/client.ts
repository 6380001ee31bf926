import { connect } from 'node:net';
import { inject } from 'vitest';

export const api = inject('contentApi');

/** The test run's credential, as an `Authorization` header's value. */
export const authorization = `Basic ${Buffer.from(`${api.username}:${api.password}`).toString('base64')}`;

/** A request to the running content API, authenticated unless told otherwise. */
export function call(path: string, init: RequestInit & { locale?: 'ru' | 'en'; auth?: boolean } = {}) {
  const headers = new Headers(init.headers);
  if (init.auth !== false) headers.set('authorization', authorization);
  if (init.locale) headers.set('locale', init.locale);
  return fetch(`${api.url}${path}`, { ...init, headers });
}

export async function json<T = unknown>(
  path: string,
  init: Parameters<typeof call>[1] = {},
): Promise<{ status: number; body: T }> {
  const response = await call(path, init);
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * A request written to the socket as it is (Node's client would normalise or refuse the target):
 * for spellings no well-behaved client sends. Gives the status and the body as text.
 */
export function rawRequest(
  target: string,
  headerLines: readonly string[] = [],
): Promise<{ status: number; body: string }> {
  const { hostname, port, host } = new URL(api.url);
  const head = [`GET ${target} HTTP/1.1`, `Host: ${host}`, 'Connection: close', ...headerLines].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${head}\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${target} timed out`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        body: text.slice(text.indexOf('\r\n\r\n') + 4),
      });
    });
  });
}
