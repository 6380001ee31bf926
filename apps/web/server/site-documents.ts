import type { Client } from '@urql/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localePath, type Locale } from '../src/app/i18n/locale.js';
import { officeContactPath } from '../pages/distributors/office-contact-path.js';
import { readOutlinePath } from '../pages/distributors/office-map/map-view.js';
import { eventCalendar, feedPath, feedXml } from './feeds.js';
import { outlineSvg } from './map-outline.js';
import { officeContact } from './office-vcard.js';
import { robotsTxt } from './robots.js';
import { contentSitemapEntries, sitemapXml, staticSitemapPaths, uniqueEntries } from './sitemap.js';

const sitemapTtlMs = 10 * 60 * 1000;

export interface SiteDocumentsOptions {
  /** The site's address, as its documents name it. */
  publicUrl: string;
  /** The BFF's clients for the site's own reads, which count against no visitor's rate limits. */
  graphql: (locale: Locale) => Client;
  /** The site's not-found page, for a document of nothing (an unknown event, office or view). */
  notFound: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * What the site serves besides pages, made from its content: robots.txt and the sitemap, the RSS
 * of the blog and the news, an event's calendar file, an office's contact card and the locator
 * map's outline for one view.
 */
export function registerSiteDocuments(app: FastifyInstance, options: SiteDocumentsOptions): void {
  const { publicUrl, graphql, notFound } = options;
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );

  // Built from the content at most every 10 minutes; an answer missing content is not kept.
  let sitemap: { xml: string; madeAt: number } | null = null;
  app.get('/sitemap.xml', async (_request, reply) => {
    if (!sitemap || Date.now() - sitemap.madeAt > sitemapTtlMs) {
      const content = await contentSitemapEntries(graphql('ru'));
      const xml = sitemapXml(
        publicUrl,
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

  for (const locale of ['ru', 'en'] as const) {
    for (const kind of ['blog', 'news'] as const) {
      app.get(feedPath(kind, locale), async (_request, reply) => {
        const feed = await feedXml(graphql(locale), kind, locale, publicUrl);
        return reply
          .type('application/rss+xml; charset=utf-8')
          .header('cache-control', feed.complete ? 'public, max-age=600' : 'no-store')
          .send(feed.xml);
      });
    }
    app.get<{ Params: { code: string } }>(localePath(locale, '/news/:code/event.ics'), async (request, reply) => {
      const calendar = await eventCalendar(graphql(locale), request.params.code, locale, publicUrl);
      if (!calendar) return notFound(request, reply);
      return sendFile(reply, 'text/calendar', request.params.code, 'ics', calendar);
    });
    // An office as a contact for the visitor's address book (server/office-vcard.ts).
    app.get<{ Params: { code: string; city: string } }>(
      localePath(locale, officeContactPath(':code', ':city')),
      async (request, reply) => {
        const { code, city } = request.params;
        const contact = await officeContact(graphql(locale), code, city, locale, publicUrl);
        if (!contact) return notFound(request, reply);
        return sendFile(reply, 'text/vcard', `${code}-${city}`, 'vcf', contact);
      },
    );
  }

  // The locator map's outline for one view (server/map-outline.ts): no text in it, one for both languages.
  app.get<{ Params: { view: string } }>('/distributors/map/:view', async (request, reply) => {
    const view = readOutlinePath(request.params.view);
    if (!view) return notFound(request, reply);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(await outlineSvg(view));
  });
}

/** A file to save (a calendar entry, a contact), named from the content's codes, word characters only. */
function sendFile(reply: FastifyReply, type: string, stem: string, extension: string, body: string) {
  return reply
    .type(`${type}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${stem.replace(/[^\w-]/g, '')}.${extension}"`)
    .header('cache-control', 'public, max-age=600')
    .send(body);
}
