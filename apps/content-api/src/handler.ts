import type { Endpoint } from '@ostrel/contract/endpoint';
import type { EndpointId, Endpoints } from '@ostrel/contract/endpoints';
import type { Locale } from '@ostrel/contract/schemas/common';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { ContentApiConfig } from './config.js';
import type { Database } from './db/database.js';
import type { GldfFiles } from './catalog/gldf-files.js';
import type { SeedMedia } from './media/seed-media.js';

export interface AppContext {
  db: Database;
  config: ContentApiConfig;
  /** Public media and documents, served under /upload. */
  uploadDir: string;
  /** Stored form files: never served. */
  submissionsDir: string;
  /** Prepared download archives. */
  archivesDir: string;
  /** The seed's pictures and documents, written when first asked for. */
  media: SeedMedia;
  /** GLDF containers, built when first asked for. */
  gldf: GldfFiles;
  log: FastifyBaseLogger;
}

/** A file received with a multipart form, already written to a temporary path. */
export interface UploadedFile {
  tempPath: string;
  fileName: string;
  mimeType: string;
  size: number;
}

type Output<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

interface RequestContext<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  /** The raw query, for endpoints that read dynamic keys (catalogue filters). */
  rawQuery: Record<string, string | string[]>;
  locale: Locale;
  /** The `x-referer` header: the site path the request is made for. */
  referer: string | null;
  file: UploadedFile | null;
  request: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
}

type Handler<E extends Endpoint> = (context: RequestContext<E>) => Promise<z.input<E['response']>>;

/** One handler per contract endpoint: the compiler refuses a missing one. */
export type Handlers = { [K in EndpointId]: Handler<Endpoints[K]> };
export type HandlersOf<K extends EndpointId> = { [P in K]: Handler<Endpoints[P]> };
