import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { Bff } from '@ostrel/bff/create-bff';
import type { LoggerOptions } from '@ostrel/logging/logger-options';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Connect } from 'vite';
import { requestGraphqlClients } from '../src/app/graphql/client.js';
import { originFormTarget } from '../src/app/outcome/on-site.js';
import type { RedirectPolicy } from '../src/app/outcome/response-outcome.js';
import { fastifyTrustProxy, type WebConfig } from './config.js';
import { registerGraphqlRoute } from './graphql-route.js';
import { registerMediaRoutes } from './media-proxy.js';
import { registerOperations, type Lifecycle } from './operations.js';
import { registerPageRoutes } from './page-routes.js';
import { RenderCache } from './render-cache.js';
import { registerRequestGuards } from './request-guards.js';
import { pagePolicy, registerSecurityHeaders } from './security-headers.js';
import { registerSiteDocuments } from './site-documents.js';

export interface WebServerOptions {
  config: WebConfig;
  bff: Bff;
  /** Vite's client build (dist/client); static assets are served from it. */
  clientDir: string;
  /** Development only: Vite's dev server, which serves the page's modules and styles and HMR. */
  viteDevMiddleware?: Connect.Server | undefined;
  /** Hosts an SEO redirect may point at besides the site itself (`REDIRECT_HOSTS`). */
  redirectHosts: readonly string[];
  /**
   * The build's fingerprint (server/render-cache.ts): pages are shared through the BFF's Redis
   * under it. Unset (development), pages stay in the instance's memory.
   */
  build?: string;
  /** Where request metrics are registered (the BFF's are in the same registry); none when not given. */
  metrics?: Registry | undefined;
  /** What the process tells the server about its life (draining at shutdown). */
  lifecycle?: Lifecycle;
  /** A span per request (server/operations.ts), when traces are exported. */
  traced?: boolean;
  /** Fastify's logger: pino's options (@ostrel/logging); off by default (tests). */
  logger?: LoggerOptions | false;
}

/** The BFF's request body cap: a 10 MB upload plus the multipart envelope. */
const graphqlBodyLimit = 12 * 1024 * 1024;

/**
 * The site's HTTP server: static assets, `/upload/*` media, the BFF at `/graphql`, robots and
 * sitemap, `/healthz`, and every other GET rendered by Vike. A factory, so tests and benchmarks
 * run it in-process on any port. Each family of routes is a module of its own; this is where they
 * meet.
 */
export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const { config, bff } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: graphqlBodyLimit,
    return503OnClosing: true,
    // A target in absolute form (`GET http://host/path`) is routed, rendered and redirected as its
    // path; one that names no path at all is answered 400 (server/request-guards.ts).
    rewriteUrl: (request) => originFormTarget(request.url ?? '/') ?? request.url ?? '/',
  });
  const renderCache = RenderCache.create({
    ttlMs: config.renderCacheTtlMs,
    maxEntries: config.renderCacheMaxEntries,
    shared: bff.shared && options.build ? { cache: bff.shared, build: options.build } : undefined,
  });
  // The site's own reads (sitemap, feeds) count against no visitor's rate limits; a page's reads and
  // a form posted without script count against the visitor's, like what their browser sends.
  const visitorBffFetch =
    (visitor?: string): typeof fetch =>
    (input, init) =>
      Promise.resolve(bff.fetch(new Request(input, init), { visitor }));
  const redirectPolicy: RedirectPolicy = { siteOrigin: config.publicUrl, allowedHosts: options.redirectHosts };
  const https = config.publicUrl.startsWith('https:');

  registerSecurityHeaders(app, { https });
  await registerOperations(app, {
    bff,
    metrics: options.metrics ?? null,
    renderCache,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    lifecycle: options.lifecycle ?? { draining: false },
    traced: options.traced ?? false,
  });
  registerRequestGuards(app, { trustProxy: config.trustProxy, redirectPolicy });

  if (options.viteDevMiddleware) {
    // Imported here: middie is a development dependency.
    await app.register((await import('@fastify/middie')).default);
    app.use(options.viteDevMiddleware);
  }
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    // The build writes each file's .br and .gz beside it (vite.config.ts).
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite fingerprints everything under /assets/: those never change.
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  app.get('/healthz', () => ({ status: 'ok' }));

  const renderRoute = registerPageRoutes(app, {
    config,
    renderCache,
    visitorBffFetch,
    redirectPolicy,
    // Vite's development client runs inline scripts of its own: no page policy then.
    policyFor: (scriptHashes) => (options.viteDevMiddleware ? null : pagePolicy(scriptHashes, https)),
  });
  registerSiteDocuments(app, {
    publicUrl: config.publicUrl,
    graphql: requestGraphqlClients(visitorBffFetch()),
    notFound: renderRoute,
  });
  registerMediaRoutes(app, bff.upstream, config.mediaTimeoutMs);
  registerGraphqlRoute(app, bff);
  return app;
}
