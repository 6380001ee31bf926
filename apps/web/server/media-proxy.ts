import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { filePolicy } from './security-headers.js';

const forwardedRequestHeaders = ['if-none-match', 'if-modified-since', 'range', 'accept'] as const;
const forwardedResponseHeaders = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-range',
  'accept-ranges',
  'content-disposition',
  // The content API answers a WebP URL with AVIF to browsers that take it: caches must key on Accept.
  'vary',
] as const;

/**
 * Streams `/upload/*` (pictures, documents) and prepared archives from the content API's origin:
 * their URLs in the content are paths on that origin, and the site serves them as its own.
 * `cacheControl` replaces whatever the content API says; `authorization` is sent to the content
 * API (its /api/v1 paths need the site's credentials), never to the browser.
 */
export function createMediaProxy(
  apiOrigin: string,
  timeoutMs: number,
  options: { cacheControl?: string; authorization?: string } = {},
) {
  const { cacheControl, authorization } = options;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers(authorization ? { authorization } : {});
    for (const name of forwardedRequestHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    let upstream: Response;
    try {
      upstream = await fetch(`${apiOrigin}${request.url}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
    } catch {
      return reply.code(504).header('cache-control', 'no-store').send({ error: 'Media is unavailable right now' });
    }
    // A file from the store is shown, never run; pictures may be shown on other sites (a
    // distributor's catalogue).
    reply.header('content-security-policy', filePolicy).header('cross-origin-resource-policy', 'cross-origin');
    reply.code(upstream.status >= 300 && upstream.status < 400 && upstream.status !== 304 ? 502 : upstream.status);
    for (const name of forwardedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value) reply.header(name, value);
    }
    if (cacheControl) reply.header('cache-control', cacheControl);
    else if (!upstream.headers.has('cache-control') && upstream.ok)
      reply.header('cache-control', 'public, max-age=86400');
    if (!upstream.body || request.method === 'HEAD') return reply.send();
    return reply.send(Readable.fromWeb(upstream.body as ReadableStream<Uint8Array>));
  };
}
