import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Bff } from '@ostrel/bff/create-bff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** What `prepareArchive` names an archive by. */
const archiveIdPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/**
 * The content API's files the site serves as its own: `/upload/*` and nothing outside it (a path
 * that leaves /upload/ is a 404, contentFilePath), and prepared document archives by the exact
 * path `prepareArchive` gives, each visitor's own and never cached.
 */
export function registerMediaRoutes(app: FastifyInstance, upstream: Bff['upstream'], timeoutMs: number): void {
  app.get(
    '/upload/*',
    createMediaProxy(upstream, timeoutMs, (request) => ({ file: request.url.split('?')[0] ?? '' })),
  );
  app.get<{ Params: { archiveId: string } }>(
    '/api/v1/downloads/archive/:archiveId',
    createMediaProxy<{ archiveId: string }>(
      upstream,
      timeoutMs,
      ({ params: { archiveId }, url }) =>
        archiveIdPattern.test(archiveId) && url === `/api/v1/downloads/archive/${archiveId}`
          ? { endpoint: 'archive', params: { archiveId } }
          : null,
      { cacheControl: 'private, no-store' },
    ),
  );
}

/** What a proxy passes on: a content file by its path, or the answer of a binary endpoint. */
type Forwarded = Parameters<Bff['upstream']['passOn']>[0];

/**
 * Streams `/upload/*` (pictures, documents) and prepared archives from the content API through the
 * BFF's upstream client: their URLs in the content are paths on that origin, and the site serves
 * them as its own. `target` says what a request forwards to, or null for nothing (a 404): a path
 * that leaves its folder never goes upstream. `cacheControl` replaces whatever the content API says.
 */
function createMediaProxy<Params = unknown>(
  upstream: Bff['upstream'],
  timeoutMs: number,
  target: (request: FastifyRequest<{ Params: Params }>) => Forwarded | null,
  options: { cacheControl?: string } = {},
) {
  const { cacheControl } = options;
  return async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const headers: Record<string, string> = {};
    for (const name of forwardedRequestHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const forwarded = target(request);
    const answer = forwarded
      ? await upstream.passOn(forwarded, { headers, timeoutMs })
      : ({ status: 'not_found' } as const);
    if (answer.status === 'not_found')
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'No such file' });
    if (answer.status === 'failed')
      return reply.code(504).header('cache-control', 'no-store').send({ error: 'Media is unavailable right now' });
    const { response } = answer;
    // A file from the store is shown, never run; pictures may be shown on other sites (a
    // distributor's catalogue).
    reply.header('content-security-policy', filePolicy).header('cross-origin-resource-policy', 'cross-origin');
    reply.code(response.status >= 300 && response.status < 400 && response.status !== 304 ? 502 : response.status);
    for (const name of forwardedResponseHeaders) {
      const value = response.headers.get(name);
      if (value) reply.header(name, value);
    }
    if (cacheControl) reply.header('cache-control', cacheControl);
    else if (!response.headers.has('cache-control') && response.ok)
      reply.header('cache-control', 'public, max-age=86400');
    if (!response.body || request.method === 'HEAD') {
      await response.body?.cancel();
      return reply.send();
    }
    return reply.send(Readable.fromWeb(response.body as ReadableStream<Uint8Array>));
  };
}
