import type { FastifyInstance } from 'fastify';
import { scriptHash } from '../renderer/inline-scripts.js';

/**
 * The hashes of every inline script a document holds, found by reading it — which trusts whatever
 * got into it, so only for GraphiQL's (`graphiqlPolicy`), never a page's. Data blocks
 * (`type="application/json"`) are not scripts and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.add(scriptHash(match[2] ?? ''));
  }
  return [...hashes];
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * A page's Content-Security-Policy: scripts from the site and the inline ones the site wrote,
 * nothing from elsewhere. `scriptHashes` are the hashes of the inline scripts the renderer and
 * the loader wrote, made where they wrote them (renderer/inline-scripts.ts), not found by reading
 * the page: a script that got into the HTML some other way (in content) has none, and does not
 * run. Hashes, unlike nonces, are the same for every visitor, so a page and its policy are
 * rendered once and kept together in the render cache. `style-src` allows inline styles: React
 * writes `style` attributes (a map marker's place, CSS variables) and notistack injects its own
 * sheet; styles cannot run script.
 */
export function pagePolicy(scriptHashes: readonly string[], https: boolean): string {
  return policy({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...new Set(scriptHashes)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    // Vite inlines the smallest font subsets into the stylesheet.
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/**
 * GraphiQL's page is one self-contained document (scripts, styles, icons and fonts inline): its
 * policy allows exactly that, its editor's workers, and requests to the site. Its scripts are
 * hashed by reading the document: a third-party library writes it whole, with no content in it,
 * and it is served only where switched on.
 */
export function graphiqlPolicy(html: string): string {
  return policy({
    'default-src': ["'none'"],
    'script-src': inlineScriptHashes(html),
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:'],
    'font-src': ['data:'],
    'connect-src': ["'self'"],
    // Its editor runs language services in workers made from blobs.
    'worker-src': ['blob:'],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  });
}

/** A file from the media store (a picture, a PDF): shown, never run, even if it is an SVG or HTML. */
export const filePolicy = policy({ 'script-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/** What the browser may offer the site's pages: location for "partners near me", nothing else. */
const permissionsPolicy =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * The headers every response carries: no sniffing, no framing, referrers cut to the origin across
 * sites, a CSP that allows nothing — which pages, GraphiQL and media files replace with their own
 * (`pagePolicy`, `graphiqlPolicy`, `filePolicy`) — and HSTS when the site is served over https.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': policy({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    }),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': permissionsPolicy,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * Sets `securityHeaders` on every response, in one synchronous hook. Not @fastify/helmet: its hooks
 * build helmet's middleware again for every request, which cost the home page about 15 % of its
 * requests per second (measured with autocannon, warm cache, br); these headers are constants. In
 * development Vite's client runs inline scripts, so pages carry no CSP there (create-server.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers = securityHeaders(options.https);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
