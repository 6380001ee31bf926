import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderPage } from 'vike/server';
import { scriptsAfterFirstPaint } from '../initial-js/index.js';
import { requestGraphqlClients } from '../src/app/graphql/client.js';
import { localePath, splitPageUrl } from '../src/app/i18n/locale.js';
import { requestUrl } from '../src/app/outcome/on-site.js';
import { localePrefixOutcome, responseOutcome, type RedirectPolicy } from '../src/app/outcome/response-outcome.js';
import type { DeviceClass } from '../src/app/page/device.js';
import { subscriptionStatus, type SubscriptionAnswered } from '../src/app/page/posted-subscription.js';
import type { PostedUpload } from '../src/app/page/posted-upload.js';
import type { RenderMeta } from '../src/app/page/vike-page-context.js';
import { favoritesCookieName, parseFavorites } from '../src/app/visitor/favorites-cookie.js';
import { answerPostedSubscription } from '../src/features/forms/subscribe-to-news.js';
import {
  maxPhotometricFileBytes,
  photometricFileField,
  photometryCheckerPath,
} from '../src/features/tools/photometry-upload.js';
import type { WebConfig } from './config.js';
import { deviceClass } from './device-class.js';
import { EncodedBody } from './encoded-body.js';
import { FairQueue } from './fair-queue.js';
import { lookupGeo } from './geo-lookup.js';
import { readPostedUpload } from './posted-upload.js';
import type { RenderCache, RenderedPage } from './render-cache.js';
import { isSameOrigin, pageCacheControl } from './request-guards.js';
import { knownPlace, needsGeoLookup, readCookies, visitorCookies, type GeoAnswer } from './visitor-cookies.js';

/** A form posted without script is a few fields. */
const formBodyLimit = 16 * 1024;

export interface PageRoutesOptions {
  config: Pick<WebConfig, 'publicUrl' | 'geoLookupUrl' | 'geoLookupTimeoutMs'>;
  /** Null when pages are not kept (a TTL or size of 0). */
  renderCache: RenderCache | null;
  /** The BFF as `fetch`, its reads counted against `visitor`'s rate limits. */
  visitorBffFetch: (visitor?: string) => typeof fetch;
  redirectPolicy: RedirectPolicy;
  /** A page's Content-Security-Policy allowing the inline scripts the renderer wrote, by their hashes. */
  policyFor: (scriptHashes: readonly string[]) => string | null;
}

/** Answers a request with a page: the one its URL names, or the site's not-found page. */
export type RenderRoute = (request: FastifyRequest, reply: FastifyReply, posted?: PostedToPage) => Promise<unknown>;

/** What a form posted without script brings to the page that answers it; such a page is never kept. */
interface PostedToPage {
  newsSubscription?: SubscriptionAnswered;
  photometryUpload?: PostedUpload;
}

/**
 * Every page of the site, rendered by Vike: any GET no other route takes, and a form posted to a
 * page without script. Pages the same for every visitor are kept for a few seconds
 * (server/render-cache.ts); each request waits its turn in one queue (server/fair-queue.ts). Hands
 * back the renderer, for routes that answer "no such thing" with the site's own 404 page.
 */
export function registerPageRoutes(app: FastifyInstance, options: PageRoutesOptions): RenderRoute {
  const { config, renderCache, visitorBffFetch, redirectPolicy, policyFor } = options;
  const https = config.publicUrl.startsWith('https:');
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
    // The photometric file checker's form, sent without script (multipart bodies are left unread
    // by the parser graphql-route.ts registers).
    if (
      request.headers['content-type']?.startsWith('multipart/form-data') &&
      splitPageUrl(request.url).path === photometryCheckerPath
    ) {
      const upload = await readPostedUpload(request.raw, photometricFileField, maxPhotometricFileBytes);
      if (!upload) return reply.code(413).send();
      return renderRoute(request, reply, { photometryUpload: upload });
    }
    const fields = isFormFields(request.body) ? request.body : {};
    const answered = await answerPostedSubscription(
      requestGraphqlClients(visitorBffFetch(request.ip))(splitPageUrl(request.url).locale),
      fields,
    );
    if (!answered) return reply.header('cache-control', pageCacheControl).redirect(request.url, 303);
    return renderRoute(request, reply, { newsSubscription: answered });
  });

  // Every page request in the order it came (server/fair-queue.ts): one at a time, a render
  // waiting for the content API giving way after 15 ms. Measured against 1–4 slots and 15–50 ms
  // in docs/operations.md.
  const pageQueue = new FairQueue(1, 15);
  function renderRoute(request: FastifyRequest, reply: FastifyReply, posted?: PostedToPage) {
    return pageQueue.run(() => renderPageRoute(request, reply, posted));
  }

  async function renderPageRoute(request: FastifyRequest, reply: FastifyReply, posted?: PostedToPage) {
    const newsSubscription = posted?.newsSubscription;
    const url = request.url;
    const prefixOutcome = localePrefixOutcome(url);
    if (prefixOutcome?.kind === 'redirect')
      return reply.header('cache-control', pageCacheControl).redirect(prefixOutcome.location, prefixOutcome.status);

    const cookies = readCookies(request.headers.cookie);
    const geo =
      config.geoLookupUrl && needsGeoLookup(cookies)
        ? lookupGeo(config.geoLookupUrl, request.ip, config.geoLookupTimeoutMs)
        : null;

    // Lists are sized per device (requirements §8), so a page is rendered, and kept, per kind of screen.
    const device = deviceClass(request.headers);
    const cacheKey = `${device} ${url}`;
    const visitor: VisitorReads = {
      address: request.ip,
      favoritesCookie: cookies[favoritesCookieName],
      // The address told by the geo cookies (requirements §13) or, on a first visit, by the lookup under way.
      place: async () => knownPlace(cookies) ?? (geo ? await geo : null),
    };
    const page =
      (posted ? undefined : await renderCache?.get(cacheKey)) ?? (await render(url, device, cacheKey, visitor, posted));
    const setCookies = visitorCookies({
      cookies,
      userAgent: request.headers['user-agent'] ?? '',
      query: requestUrl(url).searchParams,
      secure: https || request.protocol === 'https',
      geo: geo ? await geo : null,
    });
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
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
    posted?: PostedToPage,
    asNotFound = false,
  ): Promise<RenderedPage | { redirect: string; statusCode: number }> {
    // Vike answers `….pageContext.json` with a page's data, for client-side navigation, which this
    // site does not use (its pages are server-routed, with islands): such an address is no page.
    if (!asNotFound && requestUrl(url).pathname.endsWith('.pageContext.json'))
      return notFoundInstead(url, device, cacheKey, visitor, posted);
    // A page answering a form is this visitor's alone.
    const renderMeta: RenderMeta = { cacheable: !posted };
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
      ...posted,
    });
    const outcome = responseOutcome(pageContext, redirectPolicy);
    switch (outcome.kind) {
      case 'crashed':
        return crashPage(policyFor);
      case 'redirect':
        return { redirect: outcome.location, statusCode: outcome.status };
      case 'refused-redirect':
        return asNotFound ? crashPage(policyFor) : notFoundInstead(url, device, cacheKey, visitor, posted);
      case 'page': {
        const { httpResponse } = pageContext;
        const { html, scriptHashes } = scriptsAfterFirstPaint(
          httpResponse.body,
          httpResponse.earlyHints,
          pageContext.islandScripts,
        );
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

  /** The not-found page in the language of `url`, answering 404 for it. */
  async function notFoundInstead(
    url: string,
    device: DeviceClass,
    cacheKey: string,
    visitor: VisitorReads,
    posted?: PostedToPage,
  ): Promise<RenderedPage> {
    const notFound = await render(
      localePath(splitPageUrl(url).locale, '/404'),
      device,
      cacheKey,
      visitor,
      posted,
      true,
    );
    return 'redirect' in notFound ? crashPage(policyFor) : { ...notFound, statusCode: 404 };
  }

  return renderRoute;
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
