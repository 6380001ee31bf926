import { randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { UploadKind } from '@ostrel/contract/endpoint';
import type { FieldError, Locale } from '@ostrel/contract/schemas/common';
import { allowedUploads, uploadSignatures } from '@ostrel/contract/schemas/forms';
import { archiveFileProblem, zipContainers } from '@ostrel/contract/archive-check';
import { fileTypeFromFile } from 'file-type';
import type { FastifyRequest } from 'fastify';
import type { AppContext, HandlersOf, UploadedFile } from '../handler.js';
import { badRequest } from '../http/errors.js';
import { fieldError } from '@ostrel/contract/field-errors';
import { findDoc } from './store.js';

async function checkFile(file: UploadedFile, kind: UploadKind, locale: Locale): Promise<FieldError | null> {
  const extension = extname(file.fileName).slice(1).toLowerCase();
  if (!(allowedUploads[kind] as readonly string[]).includes(extension) || file.size === 0)
    return fieldError('file', 'bad_type', locale);
  const detected = await fileTypeFromFile(file.tempPath);
  if (!detected || !uploadSignatures[extension]?.includes(detected.ext)) return fieldError('file', 'bad_type', locale);
  if (zipContainers.includes(extension) && (await archiveFileProblem(file.tempPath)))
    return fieldError('file', 'bad_archive', locale);
  return null;
}

/** Only the base name, in safe characters, so a stored file can never escape its folder. */
const safeFileName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .slice(-120) || 'file';

async function syncPath(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const uuid = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** The request's `idempotency-key`, which becomes the submission's id; null when none was given. */
function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !uuid.test(header.trim())) throw badRequest('idempotency-key must be a UUID');
  return header.trim().toLowerCase();
}

async function storedSubmission(app: AppContext, id: string) {
  const { rows } = await app.db.query<{ created_at: Date | string }>(
    'select created_at from form_submission where id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { id, receivedAt: new Date(row.created_at).toISOString() } : null;
}

/**
 * Stores a submission durably before it is acknowledged: the file is moved into place and
 * flushed to disk, then the row is committed. A crash between the two leaves an orphan file,
 * never an acknowledged submission without its data. A request repeated with the same
 * idempotency key (a retry, an outbox delivering again) answers the stored one and stores nothing.
 */
async function storeSubmission(
  app: AppContext,
  request: FastifyRequest,
  form: string,
  locale: Locale,
  fields: Record<string, unknown>,
  file: UploadedFile | null,
) {
  const key = idempotencyKey(request);
  if (key) {
    const stored = await storedSubmission(app, key);
    if (stored) return stored;
  }
  const id = key ?? randomUUID();
  let stored: { name: string; path: string; size: number; mimeType: string } | null = null;
  if (file) {
    const folder = join(app.submissionsDir, id);
    await mkdir(folder, { recursive: true });
    const name = safeFileName(file.fileName);
    await rename(file.tempPath, join(folder, name));
    await syncPath(join(folder, name));
    await syncPath(folder);
    stored = { name, path: `${id}/${name}`, size: file.size, mimeType: file.mimeType };
  }
  const { rows } = await app.db.query<{ created_at: Date | string }>(
    `insert into form_submission (id, form, locale, fields, file) values ($1, $2, $3, $4, $5)
     on conflict (id) do nothing returning created_at`,
    [id, form, locale, JSON.stringify(fields), stored ? JSON.stringify(stored) : null],
  );
  const createdAt = rows[0]?.created_at;
  // None: the same key stored by a request running alongside.
  if (createdAt === undefined) return (await storedSubmission(app, id)) ?? { id, receivedAt: new Date().toISOString() };
  return { id, receivedAt: new Date(createdAt).toISOString() };
}

function failIf(errors: (FieldError | null)[]) {
  const found = errors.filter((error): error is FieldError => error !== null);
  if (found.length > 0) throw badRequest('Some fields are not valid', found);
}

async function exists(app: AppContext, kind: string, code: string | undefined, locale: Locale) {
  return code === undefined || (await findDoc(app.db, kind, code, locale)) !== null;
}

type Keys = 'solutionRequest' | 'newsRequest' | 'newsSubscribe' | 'vacancyRequest' | 'internshipRequest';

export const formHandlers: HandlersOf<Keys> = {
  solutionRequest: async ({ app, request, locale, query, file }) => {
    failIf([
      file ? await checkFile(file, 'project', locale) : null,
      (await exists(app, 'solution-element', query.solutionCode, locale))
        ? null
        : fieldError('solutionCode', 'invalid', locale),
    ]);
    return storeSubmission(app, request, 'solution-request', locale, query, file);
  },

  vacancyRequest: async ({ app, request, locale, query, file }) => {
    failIf([
      file ? await checkFile(file, 'resume', locale) : null,
      (await exists(app, 'vacancy', query.vacancyCode, locale)) ? null : fieldError('vacancyCode', 'invalid', locale),
    ]);
    return storeSubmission(app, request, 'vacancy-request', locale, query, file);
  },

  internshipRequest: async ({ app, request, locale, query, file }) => {
    const options = await findDoc<Record<'directions' | 'educationLevels' | 'formats' | 'cities', { value: string }[]>>(
      app.db,
      'career',
      'internship-select',
      locale,
    );
    const offered = (list: { value: string }[] | undefined, value: string) =>
      list?.some((option) => option.value === value) ?? false;
    failIf([
      file ? await checkFile(file, 'resume', locale) : null,
      offered(options?.directions, query.direction) ? null : fieldError('direction', 'invalid', locale),
      offered(options?.educationLevels, query.educationLevel) ? null : fieldError('educationLevel', 'invalid', locale),
      offered(options?.formats, query.format) ? null : fieldError('format', 'invalid', locale),
      offered(options?.cities, query.city) ? null : fieldError('city', 'invalid', locale),
    ]);
    return storeSubmission(app, request, 'internship-request', locale, query, file);
  },

  newsRequest: async ({ app, request, locale, query }) => {
    failIf([(await exists(app, 'news', query.newsCode, locale)) ? null : fieldError('newsCode', 'invalid', locale)]);
    return storeSubmission(app, request, 'news-request', locale, query, null);
  },

  newsSubscribe: async ({ app, locale, query }) => {
    const email = query.email.toLowerCase();
    const { rows } = await app.db.query<{ email: string }>(
      'insert into subscriber (email, name, locale) values ($1, $2, $3) on conflict (email) do nothing returning email',
      [email, query.name ?? null, locale],
    );
    return { email, alreadySubscribed: rows.length === 0 };
  },
};
