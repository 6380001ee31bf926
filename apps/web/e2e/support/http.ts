import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every Set-Cookie line, as sent. */
  setCookies: string[];
  /** The body as sent (still compressed when Content-Encoding says so). */
  body: Buffer;
}

/**
 * A GET with exactly the given headers and no cookie jar, redirects not followed, bodies not
 * decompressed: what a crawler or a first-time visitor's browser sends. Over https when the URL
 * says so, with the certificate checked.
 */
export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(
      url,
      { method: 'GET', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            setCookies: response.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks),
          });
        });
        response.on('error', reject);
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
    request.end();
  });
}

/** Set-Cookie lines by cookie name: value and the attributes, lower-cased. */
export function parseSetCookies(lines: string[]): Map<string, { value: string; attributes: Map<string, string> }> {
  const cookies = new Map<string, { value: string; attributes: Map<string, string> }>();
  for (const line of lines) {
    const [pair = '', ...rest] = line.split(';');
    const index = pair.indexOf('=');
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const [name = '', ...value] = attribute.trim().split('=');
      attributes.set(name.toLowerCase(), value.join('='));
    }
    cookies.set(pair.slice(0, index).trim(), { value: pair.slice(index + 1).trim(), attributes });
  }
  return cookies;
}

/**
 * Writes request bytes to the server as they are (Node's client refuses malformed headers) and
 * gives back the status line's code. For requests no well-behaved client would send.
 */
export function rawRequestStatus(url: string, requestHead: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => {
      socket.write(requestHead);
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error('raw request timed out')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

/**
 * A GET of `path` written as it is (backslashes, tabs, stray `%` and all), with extra header lines
 * as they are: its status, its Location and the start of its body.
 */
export async function rawGet(
  site: string,
  path: string,
  headerLines: readonly string[] = [],
): Promise<{ status: number; location: string | null; contentType: string | null; body: string }> {
  const head = [`GET ${path} HTTP/1.1`, `Host: ${new URL(site).host}`, 'Connection: close', ...headerLines];
  const { status, text } = await rawRequestStatus(site, `${head.join('\r\n')}\r\n\r\n`);
  const end = text.indexOf('\r\n\r\n');
  const responseHead = text.slice(0, end);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(responseHead)?.[1]?.trim() ?? null;
  return { status, location: header('location'), contentType: header('content-type'), body: text.slice(end + 4) };
}
