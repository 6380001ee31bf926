import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { Bff } from '@ostrel/bff/create-bff';
import type { LoggerOptions } from '@ostrel/logging/logger-options';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { Connect } from 'vite';
import { renderPage } from 'vike/server';
import { scriptsAfterFirstPaint } from '../initial-js/index.js';
import { originFormTarget, requestUrl, staysOnSite } from '../src/app/outcome/on-site.js';
import { localePrefixOutcome, responseOutcome, type RedirectPolicy } from '../src/app/outcome/response-outcome.js';
import type { DeviceClass } from '../src/app/page/device.js';
import type { RenderMeta } from '../src/app/page/vike-page-context.js';
import { requestGraphqlClients } from '../src/app/graphql/client.js';
import { localePath, splitPageUrl } from '../src/app/i18n/locale.js';
import { favoritesCookieName, parseFavorites } from '../src/app/visitor/favorites-cookie.js';
import { subscriptionStatus, type SubscriptionAnswered } from '../src/app/page/posted-subscription.js';
import { answerPostedSubscription } from '../src/features/forms/subscribe-to-news.js';
import { fastifyTrustProxy, type WebConfig } from './config.js';
import { deviceClass } from './device-class.js';
import { lookupGeo } from './geo-lookup.js';
import { createMediaProxy } from './media-proxy.js';
import { EncodedBody } from './encoded-body.js';
import { RenderCache, type RenderedPage } from './render-cache.js';
import { registerOperations, type Lifecycle } from './operations.js';
import { robotsTxt } from './robots.js';
import { graphiqlPolicy, pagePolicy, registerSecurityHeaders } from './security-headers.js';
import { eventCalendar, feedPath, feedXml } from './feeds.js';
import { officeContactPath } from '../pages/distributors/office-contact-path.js';
import { officeContact } from './office-vcard.js';
import { readOutlinePath } from '../pages/distributors/office-map/map-view.js';
import { FairQueue } from './fair-queue.js';
import { outlineSvg } from './map-outline.js';
import { contentSitemapEntries, sitemapXml, staticSitemapPaths, uniqueEntries } from './sitemap.js';
import { knownPlace, needsGeoLookup, readCookies, visitorCookies, type GeoAnswer } from './visitor-cookies.js';

const sitemapTtlMs = 10 * 60 * 1000;

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

/** SPEC §9: server pages are never cached by browsers or proxies. */
const pageCacheControl = 'no-cache, no-store, must-revalidate';
/** The BFF's request body cap: a 10 MB upload plus the multipart envelope. */
const graphqlBodyLimit = 12 * 1024 * 1024;
/** What `prepareArchive` names an archive by. */
const archiveIdPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
/** A form posted without script is a few fields. */
const formBodyLimit = 16 * 1024;

/**
 * The site's HTTP server: static assets, `/upload/*` media, the BFF at `/graphql`, robots and
 * sitemap, `/healthz`, and every other GET rendered by Vike. A factory, so tests and benchmarks
 * run it in-process on any port.
 */
export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const { config, bff } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: graphqlBodyLimit,
    return503OnClosing: true,
    // A target in absolute form (`GET http://host/path`) is routed, rendered and redirected as its
    // path; one that names no path at all is answered 400 below.
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
  const bffFetch = visitorBffFetch();
  const redirectPolicy: RedirectPolicy = { siteOrigin: config.publicUrl, allowedHosts: options.redirectHosts };
  const https = config.publicUrl.startsWith('https:');
  // Vite's development client runs inline scripts of its own: no page policy then. A page's
  // policy allows the inline scripts the site wrote into it, by the hashes made as it wrote them.
  const policyFor = (scriptHashes: readonly string[]) =>
    options.viteDevMiddleware ? null : pagePolicy(scriptHashes, https);
  let graphiql: { html: string; policy: string } | null = null;

  registerSecurityHeaders(app, { https });
  await registerOperations(app, {
    bff,
    metrics: options.metrics ?? null,
    renderCache,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    lifecycle: options.lifecycle ?? { draining: false },
    traced: options.traced ?? false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/')) {
      void reply.code(400).type('text/plain; charset=utf-8').send('Bad request target');
      return;
    }
    // Behind a TLS-terminating proxy that says the visitor came over plain HTTP: the same address
    // over HTTPS (308 keeps a form's method and body). Only on the proxy's word — a request with
    // no X-Forwarded-Proto (a health check on the port itself) is served as it is.
    if (https && config.trustProxy !== false && request.headers['x-forwarded-proto'] && request.protocol === 'http') {
      void reply
        .header('cache-control', pageCacheControl)
        .redirect(
          `${config.publicUrl}${request.url}`,
          request.method === 'GET' || request.method === 'HEAD' ? 301 : 308,
        );
      return;
    }
    done();
  });

  // The last line of defence for DESIGN's rule that every redirect stays on the site: whatever
  // produced a `Location` (a page, a trailing-slash rule, a plugin), one that would take the visitor
  // elsewhere is never sent.
  app.addHook('onSend', async (request, reply, payload) => {
    const location = reply.getHeader('location');
    if (typeof location !== 'string' || staysOnSite(location, redirectPolicy.siteOrigin, redirectPolicy.allowedHosts))
      return payload;
    request.log.warn({ location }, 'off-site redirect refused');
    reply.removeHeader('location');
    reply.code(404).type('text/plain; charset=utf-8');
    return 'Not found';
  });

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
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.publicUrl)),
  );
  // Built from the content at most every 10 minutes; an answer missing content is not kept.
  let sitemap: { xml: string; madeAt: number } | null = null;
  app.get('/sitemap.xml', async (_request, reply) => {
    if (!sitemap || Date.now() - sitemap.madeAt > sitemapTtlMs) {
      const content = await contentSitemapEntries(requestGraphqlClients(bffFetch)('ru'));
      const xml = sitemapXml(
        config.publicUrl,
        uniqueEntries([...staticSitemapPaths.map((path) => ({ path })), ...content.entries]),
      );
      sitemap = content.complete ? { xml, madeAt: Date.now() } : null;
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemap.xml);
  });
  // RSS of the blog and the news, an event's calendar file and an office's contact, per language.
  for (const locale of ['ru', 'en'] as const) {
    for (const kind of ['blog', 'news'] as const) {
      app.get(feedPath(kind, locale), async (_request, reply) => {
        const feed = await feedXml(requestGraphqlClients(bffFetch)(locale), kind, locale, config.publicUrl);
        return reply
          .type('application/rss+xml; charset=utf-8')
          .header('cache-control', feed.complete ? 'public, max-age=600' : 'no-store')
          .send(feed.xml);
      });
    }
    app.get<{ Params: { code: string } }>(localePath(locale, '/news/:code/event.ics'), async (request, reply) => {
      const calendar = await eventCalendar(
        requestGraphqlClients(bffFetch)(locale),
        request.params.code,
        locale,
        config.publicUrl,
      );
      // Not an event: the site's own not-found page.
      if (!calendar) return renderRoute(request, reply);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.code.replace(/[^\w-]/g, '')}.ics"`)
        .header('cache-control', 'public, max-age=600')
        .send(calendar);
    });
    // An office as a contact for the visitor's address book (server/office-vcard.ts).
    app.get<{ Params: { code: string; city: string } }>(
      localePath(locale, officeContactPath(':code', ':city')),
      async (request, reply) => {
        const { code, city } = request.params;
        const contact = await officeContact(
          requestGraphqlClients(bffFetch)(locale),
          code,
          city,
          locale,
          config.publicUrl,
        );
        // No such office: the site's own not-found page.
        if (!contact) return renderRoute(request, reply);
        return reply
          .type('text/vcard; charset=utf-8')
          .header('content-disposition', `attachment; filename="${`${code}-${city}`.replace(/[^\w-]/g, '')}.vcf"`)
          .header('cache-control', 'public, max-age=600')
          .send(contact);
      },
    );
  }
  // The locator map's outline for one view (server/map-outline.ts): no text in it, one for both languages.
  app.get<{ Params: { view: string } }>('/distributors/map/:view', async (request, reply) => {
    const view = readOutlinePath(request.params.view);
    if (!view) return renderRoute(request, reply);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(await outlineSvg(view));
  });
  // Files of the content, and nothing else: a path that leaves /upload/ is a 404 (contentFilePath).
  app.get(
    '/upload/*',
    createMediaProxy(bff.upstream, config.mediaTimeoutMs, (request) => ({ file: request.url.split('?')[0] ?? '' })),
  );
  // Prepared document archives (the path the BFF's `prepareArchive` gives): each visitor's own, never
  // cached. Only the exact path of an archive id goes on.
  app.get<{ Params: { archiveId: string } }>(
    '/api/v1/downloads/archive/:archiveId',
    createMediaProxy<{ archiveId: string }>(
      bff.upstream,
      config.mediaTimeoutMs,
      ({ params: { archiveId }, url }) =>
        archiveIdPattern.test(archiveId) && url === `/api/v1/downloads/archive/${archiveId}`
          ? { endpoint: 'archive', params: { archiveId } }
          : null,
      { cacheControl: 'private, no-store' },
    ),
  );

  // The BFF, in-process. Multipart bodies (uploads) are left to Yoga to read.
  app.addContentTypeParser('multipart/form-data', {}, (_request, _payload, done) => {
    done(null);
  });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      if (request.method === 'POST' && !isSameOrigin(request)) {
        return reply.code(403).send({ errors: [{ message: 'Cross-site requests are not accepted' }] });
      }
      const response = await bff.handleNodeRequestAndResponse(request, reply, { visitor: request.ip });
      response.headers.forEach((value, name) => {
        reply.header(name, value);
      });
      reply.status(response.status);
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        // GraphiQL: the same document each time, its policy worked out once.
        const html = await response.text();
        if (graphiql?.html !== html) graphiql = { html, policy: graphiqlPolicy(html) };
        return reply.header('content-security-policy', graphiql.policy).send(html);
      }
      return reply.send(response.body);
    },
  });

  // Pages carry their own encodings (server/encoded-body.ts): the compression plugin stays out.
  app.get('/*', { compress: false }, async (request, reply) => renderRoute(request, reply));

  // A form sent without script (the news subscription) posts to the page it is on, which answers
  // with itself and the form's outcome; anything else posted to a page is sent back to it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );
  app.post('/*', { compress: false }, async (request, reply) => {
    if (!isSameOrigin(request))
      return reply.code(403).type('text/plain; charset=utf-8').send('Cross-site form posts are not accepted');
    const fields = isFormFields(request.body) ? request.body : {};
    const answered = await answerPostedSubscription(
      requestGraphqlClients(visitorBffFetch(request.ip))(splitPageUrl(request.url).locale),
      fields,
    );
    if (!answered) return reply.header('cache-control', pageCacheControl).redirect(request.url, 303);
    return renderRoute(request, reply, answered);
  });

  // Every page request in the order it came (server/fair-queue.ts): one at a time, a render
  // waiting for the content API giving way after 15 ms. Measured against 1–4 slots and 15–50 ms
  // in docs/operations.md.
  const pageQueue = new FairQueue(1, 15);
  function renderRoute(request: FastifyRequest, reply: FastifyReply, newsSubscription?: SubscriptionAnswered) {
    return pageQueue.run(() => renderPageRoute(request, reply, newsSubscription));
  }

  async function renderPageRoute(
    request: FastifyRequest,
    reply: FastifyReply,
    newsSubscription?: SubscriptionAnswered,
  ) {
    const url = request.url;
    const prefixOutcome = localePrefixOutcome(url);
    if (prefixOutcome?.kind === 'redirect')
      return reply.header('cache-control', pageCacheControl).redirect(prefixOutcome.location, prefixOutcome.status);

    const isPageRequest = !url.includes('.pageContext.json');
    const cookies = readCookies(request.headers.cookie);
    const geo =
      isPageRequest && config.geoLookupUrl && needsGeoLookup(cookies)
        ? lookupGeo(config.geoLookupUrl, request.ip, config.geoLookupTimeoutMs)
        : null;

    // Lists are sized per device (SPEC §9), so a page is rendered, and kept, per kind of screen.
    const device = deviceClass(request.headers);
    const cacheKey = `${device} ${url}`;
    const visitor: VisitorReads = {
      address: request.ip,
      favoritesCookie: cookies[favoritesCookieName],
      // The address told by the geo cookies (SPEC §9) or, on a first visit, by the lookup under way.
      place: async () => knownPlace(cookies) ?? (geo ? await geo : null),
    };
    const page =
      (newsSubscription ? undefined : await renderCache?.get(cacheKey)) ??
      (await render(url, device, cacheKey, visitor, newsSubscription));
    if (isPageRequest) {
      const parsedUrl = requestUrl(url);
      const setCookies = visitorCookies({
        cookies,
        userAgent: request.headers['user-agent'] ?? '',
        query: parsedUrl.searchParams,
        secure: https || request.protocol === 'https',
        geo: geo ? await geo : null,
      });
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    }
    if ('redirect' in page)
      return reply.header('cache-control', pageCacheControl).redirect(page.redirect, page.statusCode);
    const { bytes, encoding } = page.body.forRequest(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    if (page.contentSecurityPolicy) reply.header('content-security-policy', page.contentSecurityPolicy);
    else reply.removeHeader('content-security-policy');
    const retryAfterSeconds = newsSubscription?.retryAfterSeconds ?? page.retryAfterSeconds;
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    // A page answering a form says how the form went; another status (a page not found) stands.
    const statusCode =
      newsSubscription && page.statusCode === 200 ? subscriptionStatus(newsSubscription) : page.statusCode;
    return reply
      .code(statusCode)
      .type(page.contentType)
      .header('cache-control', pageCacheControl)
      .header('vary', 'accept-encoding')
      .send(bytes);
  }

  async function render(
    url: string,
    device: DeviceClass,
    cacheKey: string,
    visitor: VisitorReads,
    newsSubscription?: SubscriptionAnswered,
    refusedOnce = false,
  ): Promise<RenderedPage | { redirect: string; statusCode: number }> {
    // A page answering a form is this visitor's alone.
    const renderMeta: RenderMeta = { cacheable: !newsSubscription };
    // The per-visitor reads: a page that makes one is rendered for this visitor alone, never kept.
    const visitorFavorites = () => {
      renderMeta.cacheable = false;
      return parseFavorites(visitor.favoritesCookie);
    };
    const visitorPlace = () => {
      renderMeta.cacheable = false;
      return visitor.place();
    };
    const pageContext = await renderPage({
      urlOriginal: url,
      graphql: requestGraphqlClients(visitorBffFetch(visitor.address)),
      siteUrl: config.publicUrl,
      device,
      renderMeta,
      visitorFavorites,
      visitorPlace,
      ...(newsSubscription ? { newsSubscription } : {}),
    });
    const outcome = responseOutcome(pageContext, redirectPolicy);
    switch (outcome.kind) {
      case 'crashed':
        return crashPage(policyFor);
      case 'redirect':
        return { redirect: outcome.location, statusCode: outcome.status };
      case 'refused-redirect': {
        if (refusedOnce) return crashPage(policyFor);
        const notFound = await render(
          localePath(splitPageUrl(url).locale, '/404'),
          device,
          cacheKey,
          visitor,
          newsSubscription,
          true,
        );
        return 'redirect' in notFound ? crashPage(policyFor) : { ...notFound, statusCode: 404 };
      }
      case 'page': {
        const { httpResponse } = pageContext;
        const { html, scriptHashes } = scriptsAfterFirstPaint(httpResponse.body, httpResponse.earlyHints);
        const kept = renderCache !== null && renderMeta.cacheable && outcome.status === 200;
        const page: RenderedPage = {
          statusCode: outcome.status,
          contentType:
            httpResponse.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ??
            'text/html; charset=utf-8',
          contentSecurityPolicy: policyFor([...(pageContext.inlineScriptHashes ?? []), ...scriptHashes]),
          body: new EncodedBody(html),
        };
        const retryAfterSeconds = (pageContext.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
        if (retryAfterSeconds !== undefined) page.retryAfterSeconds = retryAfterSeconds;
        if (kept) renderCache.set(cacheKey, page);
        return page;
      }
    }
  }

  return app;
}

/** What a render may read of the visitor; reading makes the page this visitor's own. */
interface VisitorReads {
  /** Whose rate limits the page's reads count against (the search page's search). */
  address: string;
  favoritesCookie: string | undefined;
  place: () => Promise<GeoAnswer | null>;
}

function isFormFields(body: unknown): body is Record<string, string> {
  return typeof body === 'object' && body !== null && Object.values(body).every((value) => typeof value === 'string');
}

/** A POST to the BFF must come from the site's own pages (or from a non-browser client). */
function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** The last resort when even the error page cannot render: plain, but never blank, and without script. */
function crashPage(policyFor: (scriptHashes: readonly string[]) => string | null): RenderedPage {
  const html =
    '<!DOCTYPE html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Что-то пошло не так</title><main style="font:18px/1.5 system-ui,sans-serif;max-width:40rem;margin:15vh auto;padding:0 20px"><h1>Что-то пошло не так</h1><p>Попробуйте, пожалуйста, позже.</p><p lang="en">Something went wrong. Please try again later.</p><p><a href="/">Острель — на главную</a></p></main></html>';
  return {
    statusCode: 502,
    contentType: 'text/html; charset=utf-8',
    contentSecurityPolicy: policyFor([]),
    body: new EncodedBody(html),
  };
}
