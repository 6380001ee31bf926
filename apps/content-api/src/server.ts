import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Endpoint } from '@ostrel/contract/endpoint';
import { endpoints } from '@ostrel/contract/endpoints';
import { maxUploadBytes } from '@ostrel/contract/schemas/forms';
import { createOpenApiDocument } from '@ostrel/contract/openapi';
import type { Locale } from '@ostrel/contract/schemas/common';
import { loggerOptions, privateUrl } from '@ostrel/logging/logger-options';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { GldfFiles } from './catalog/gldf-files.js';
import type { ContentApiConfig } from './config.js';
import type { Database } from './db/database.js';
import type { AppContext, Handlers, UploadedFile } from './handler.js';
import { badRequest, HttpError } from './http/errors.js';
import { fieldErrorsFromZod } from '@ostrel/contract/field-errors';
import { parseQueryString } from './http/query-string.js';
import { SeedMedia } from './media/seed-media.js';
import { gldfSources } from './routes/catalog.js';
import { sweepArchives } from './routes/downloads.js';
import { handlers } from './routes/handlers.js';
import { loadContent } from './seed/load-content.js';

export interface ServerOptions {
  db: Database;
  config: ContentApiConfig;
  /** The process's logger (main.ts), or none (tests pass false); by default one of its own. */
  logger?: FastifyBaseLogger | false;
  /** The seed's pictures, drawn on demand; by default planned from the content files on first use. */
  media?: SeedMedia;
}

/** A versioned seed picture never changes under its URL; everything else is revalidated soon (ETag). */
const immutable = 'public, max-age=31536000, immutable';
const revalidated = 'public, max-age=600';
const versionedPicture = /^images\/[^/]+\.[0-9a-f]{12}-\d+\.(jpg|webp|avif)$/;
// GLDF containers carry the content's version in their names too (catalog/gldf-files.ts).
const versionedGldf = /^gldf\/.+\.[0-9a-f]{12}\.gldf$/;

const apiPrefix = '/api/v1';

/**
 * The routes anyone may reach without the credential: health and the public media, as on the real
 * provider's media host. Every other request needs it — an unknown path too, so that what a
 * spelling of a path reaches never depends on the path's text.
 */
const publicRoutes = new Set([
  '/healthz',
  '/upload/*',
  '/upload/images/:file',
  '/upload/docs/:series/:file',
  '/upload/gldf/:file',
  '/upload/gldf/:series/:file',
]);

function localeOf(request: FastifyRequest): Locale {
  const header = request.headers.locale;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase() === 'en' ? 'en' : 'ru';
}

function credentialMatches(header: string | undefined, expected: Buffer): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const given = Buffer.from(header.slice(6).trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    ...(options.logger === undefined
      ? { logger: loggerOptions('content-api', config.logLevel) }
      : options.logger === false
        ? { logger: false }
        : { loggerInstance: options.logger }),
    routerOptions: { querystringParser: parseQueryString },
    bodyLimit: 64 * 1024,
  });

  const uploadDir = join(config.dataDir, 'upload');
  const media =
    options.media ??
    new SeedMedia({
      uploadDir,
      cacheDir: config.seedCacheDir,
      content: loadContent,
      log: (message) => {
        app.log.warn(message);
      },
    });
  // A GLDF container is built on its first request (gldf-files.ts), alone or for an archive.
  const gldf = new GldfFiles({ db, uploadDir, media, sources: gldfSources(db) });
  const context: AppContext = {
    db,
    config,
    uploadDir,
    media,
    gldf,
    submissionsDir: join(config.dataDir, 'submissions'),
    archivesDir: join(config.dataDir, 'archives'),
    log: app.log,
  };
  const tempDir = join(config.dataDir, 'tmp');
  await Promise.all(
    [context.uploadDir, context.submissionsDir, context.archivesDir, tempDir].map((dir) =>
      mkdir(dir, { recursive: true }),
    ),
  );

  // Expired archives go at start and every hour after.
  const sweep = () =>
    sweepArchives(context).catch((error: unknown) => {
      app.log.error({ err: error }, 'deleting expired archives failed');
    });
  let sweeping: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    void sweep();
    sweeping = setInterval(() => void sweep(), 60 * 60 * 1000).unref();
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    clearInterval(sweeping);
    return Promise.resolve();
  });

  // Before any route is added: every request is checked, whatever route it comes to match.
  const expectedCredential = Buffer.from(`${config.username}:${config.password}`);
  app.addHook('onRequest', (request, reply, done) => {
    // An absolute-form (`GET http://host/api/v1/menu`) or asterisk-form target names no route here.
    if (!request.raw.url?.startsWith('/')) {
      done(badRequest('The request target must be a path'));
      return;
    }
    // Decided on the route the router matched, not on the target's text: the router decodes
    // percent-encoding, so `/api/v1/%6Denu` comes to the menu as surely as `/api/v1/menu` does.
    const route = request.routeOptions.url;
    const isPublic = route !== undefined && publicRoutes.has(route);
    if (!isPublic && !credentialMatches(request.headers.authorization, expectedCredential)) {
      void reply.header('www-authenticate', 'Basic realm="content-api", charset="UTF-8"');
      done(new HttpError(401, 'unauthorized', 'Basic authentication required'));
      return;
    }
    done();
  });

  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 4096 } });
  // Images and documents are public, as on the real provider's media host: browsers load them directly.
  await app.register(fastifyStatic, {
    root: context.uploadDir,
    prefix: '/upload/',
    cacheControl: false,
    setHeaders: (reply, path) => {
      const relative = path
        .slice(context.uploadDir.length + 1)
        .split('\\')
        .join('/');
      void reply.header(
        'cache-control',
        versionedPicture.test(relative) || versionedGldf.test(relative) ? immutable : revalidated,
      );
      if (relative.startsWith('gldf/'))
        void reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${relative.slice(relative.lastIndexOf('/') + 1)}"`);
    },
  });

  // A seed picture not drawn yet is drawn now (the request waits, others for it share the drawing).
  // A browser that takes AVIF gets it for a WebP URL once it is drawn; until then the WebP, while
  // the AVIF is queued behind the requests (unless AVIF is off: WebP only).
  app.get<{ Params: { file: string } }>('/upload/images/:file', async (request, reply) => {
    let file = request.params.file;
    // A failed drawing throws: the error handler logs it and answers 500, and the next request tries again.
    if ((await media.ensure(file)) && file.endsWith('.webp') && config.avif === 'on') {
      void reply.header('vary', 'accept');
      if (/\bimage\/avif\b/.test(request.headers.accept ?? '')) {
        const avif = file.replace(/\.webp$/, '.avif');
        if (await media.has(avif)) file = avif;
        else media.queueAvif(avif);
      }
    }
    return reply.sendFile(`images/${file}`);
  });
  // A seed document not written yet (or not checked since start) is written first.
  app.get<{ Params: { series: string; file: string } }>('/upload/docs/:series/:file', async (request, reply) => {
    const path = `docs/${request.params.series}/${request.params.file}`;
    await media.ensureDocument(path);
    return reply.sendFile(path);
  });

  // A name that is not one of the catalogue's products at the current version is a 404 and costs
  // no building.
  const sendGldf = async (path: string, reply: FastifyReply) => {
    if (!(await gldf.ensure(path)))
      return reply.status(404).send(new HttpError(404, 'not_found', 'No such GLDF file').body());
    return reply.sendFile(path);
  };
  app.get<{ Params: { file: string } }>('/upload/gldf/:file', (request, reply) =>
    sendGldf(`gldf/${request.params.file}`, reply),
  );
  app.get<{ Params: { series: string; file: string } }>('/upload/gldf/:series/:file', (request, reply) =>
    sendGldf(`gldf/${request.params.series}/${request.params.file}`, reply),
  );

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body());
    }
    const fastifyError = error as { code?: string; statusCode?: number };
    if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE' || fastifyError.statusCode === 413) {
      return reply.status(413).send(new HttpError(413, 'payload_too_large', 'The file is larger than 10 MB').body());
    }
    if (fastifyError.statusCode === 415) {
      return reply.status(415).send(new HttpError(415, 'unsupported_media_type', 'Unsupported content type').body());
    }
    if (fastifyError.statusCode !== undefined && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply.status(400).send(badRequest('Malformed request').body());
    }
    request.log.error({ err: error, url: privateUrl(request.method, request.url) }, 'request failed');
    return reply.status(500).send(new HttpError(500, 'internal', 'Internal error').body());
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(new HttpError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0] ?? ''}`).body()),
  );

  app.get('/healthz', async () => {
    await db.query('select 1');
    return { status: 'ok', seedPictures: media.drawingState };
  });

  const openApiDocument = createOpenApiDocument(apiPrefix);
  app.get(`${apiPrefix}/openapi.json`, () => openApiDocument);

  async function receiveFile(request: FastifyRequest): Promise<UploadedFile | null> {
    if (!request.isMultipart()) return null;
    let received: UploadedFile | null = null;
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || received) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      const tempPath = join(tempDir, randomUUID());
      try {
        await pipeline(part.file, createWriteStream(tempPath));
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      if (part.file.truncated) {
        await rm(tempPath, { force: true });
        throw new HttpError(413, 'payload_too_large', 'The file is larger than 10 MB');
      }
      received = { tempPath, fileName: part.filename, mimeType: part.mimetype, size: part.file.bytesRead };
    }
    return received;
  }

  const table = handlers as unknown as Record<string, (context: unknown) => Promise<unknown>>;
  for (const [id, endpoint] of Object.entries(endpoints) as [keyof Handlers, Endpoint][]) {
    const handle = table[id];
    if (!handle) throw new Error(`no handler for ${id}`);
    app.route({
      method: endpoint.method.toUpperCase(),
      url: apiPrefix + endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (request, reply) => {
        const locale = localeOf(request);
        const rawQuery = request.query as Record<string, string | string[]>;
        const params = endpoint.params ? endpoint.params.safeParse(request.params) : null;
        if (params && !params.success)
          throw badRequest(
            'Malformed path parameter',
            fieldErrorsFromZod(params.error, locale, request.params as Record<string, unknown>),
          );
        const file = endpoint.upload ? await receiveFile(request) : null;
        let result: unknown;
        try {
          const query = endpoint.query ? endpoint.query.safeParse(rawQuery) : null;
          if (query && !query.success) {
            const message = endpoint.method === 'post' ? 'Some fields are not valid' : 'Malformed query parameter';
            throw badRequest(message, fieldErrorsFromZod(query.error, locale, rawQuery));
          }
          const refererHeader = request.headers['x-referer'];
          result = await handle({
            params: params?.data ?? {},
            query: query?.data ?? {},
            rawQuery,
            locale,
            referer: typeof refererHeader === 'string' ? refererHeader : null,
            file,
            request,
            reply,
            app: context,
          });
        } finally {
          // A stored submission has moved its file away; anything left here was not accepted.
          if (file) await rm(file.tempPath, { force: true });
        }
        if (endpoint.binary) return reply;
        return reply.status(endpoint.status).send(result);
      },
    });
  }

  return app;
}
