import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staysOnSite } from '../src/app/outcome/on-site.js';
import type { RedirectPolicy } from '../src/app/outcome/response-outcome.js';
import type { WebConfig } from './config.js';

/** Requirements §14: server pages are never cached by browsers or proxies. */
export const pageCacheControl = 'no-cache, no-store, must-revalidate';

/**
 * What every request passes before it is routed, and every answer before it is sent: a target
 * that is not a path is refused, plain HTTP behind a TLS proxy goes to HTTPS, and no `Location`
 * leads off the site.
 */
export function registerRequestGuards(
  app: FastifyInstance,
  options: { trustProxy: WebConfig['trustProxy']; redirectPolicy: RedirectPolicy },
): void {
  const { trustProxy, redirectPolicy } = options;
  const siteOrigin = redirectPolicy.siteOrigin;
  const https = siteOrigin.startsWith('https:');
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/')) {
      void reply.code(400).type('text/plain; charset=utf-8').send('Bad request target');
      return;
    }
    // Behind a TLS-terminating proxy that says the visitor came over plain HTTP: the same address
    // over HTTPS (308 keeps a form's method and body). Only on the proxy's word — a request with
    // no X-Forwarded-Proto (a health check on the port itself) is served as it is.
    if (https && trustProxy !== false && request.headers['x-forwarded-proto'] && request.protocol === 'http') {
      void reply
        .header('cache-control', pageCacheControl)
        .redirect(`${siteOrigin}${request.url}`, request.method === 'GET' || request.method === 'HEAD' ? 301 : 308);
      return;
    }
    done();
  });

  // The last line of defence for the rule that every redirect stays on the site (requirements §20): whatever
  // produced a `Location` (a page, a trailing-slash rule, a plugin), one that would take the visitor
  // elsewhere is never sent.
  app.addHook('onSend', (request, reply, payload, done) => {
    const location = reply.getHeader('location');
    if (typeof location !== 'string' || staysOnSite(location, siteOrigin, redirectPolicy.allowedHosts)) {
      done(null, payload);
      return;
    }
    request.log.warn({ location }, 'off-site redirect refused');
    reply.removeHeader('location');
    reply.code(404).type('text/plain; charset=utf-8');
    done(null, 'Not found');
  });
}

/** A POST to the BFF or a page must come from the site's own pages (or from a non-browser client). */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
