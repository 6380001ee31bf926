import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { AppContext, HandlersOf } from '../handler.js';
import { gldfFileName, gldfModelPath, gldfSeriesPath, gldfVersion } from '../catalog/gldf-files.js';
import { badRequest, notFound } from '../http/errors.js';
import { documentPaths, documentsWhere } from './documents.js';

const archiveLifetimeMs = 24 * 60 * 60 * 1000;
/** An archive is given again only while it has at least this long to live. */
const reuseMarginMs = 60 * 60 * 1000;

interface PreparedArchive {
  archiveId: string;
  url: string;
  fileName: string;
  size: number;
  fileCount: number;
  expiresAt: string;
}

const inProgress = new Map<string, Promise<PreparedArchive>>();

const prepared = (row: { id: string; file_name: string; size: number; file_count: number; expires_at: Date }) => ({
  archiveId: row.id,
  url: `/api/v1/downloads/archive/${row.id}`,
  fileName: row.file_name,
  size: row.size,
  fileCount: row.file_count,
  expiresAt: new Date(row.expires_at).toISOString(),
});

/** An unexpired archive of exactly these files whose zip is still on disk. */
async function reusableArchive(app: AppContext, key: string): Promise<PreparedArchive | null> {
  const { rows } = await app.db.query<{
    id: string;
    path: string;
    file_name: string;
    size: number;
    file_count: number;
    expires_at: Date;
  }>(
    `select id, path, file_name, size, cardinality(file_ids) + cardinality(gldf) as file_count, expires_at from archive
     where files_key = $1 and expires_at > $2 order by expires_at desc limit 1`,
    [key, new Date(Date.now() + reuseMarginMs).toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  const onDisk = await stat(join(app.archivesDir, row.path)).then(
    (found) => found.size === row.size,
    () => false,
  );
  return onDisk ? prepared(row) : null;
}

/** What an archive holds: documents by id and products' GLDF containers by code, each sorted. */
interface ArchiveChoice {
  fileIds: number[];
  gldf: string[];
}

/** The GLDF containers of `codes` at the content's version, built first where they are not yet. */
async function gldfEntries(app: AppContext, codes: readonly string[]) {
  const version = await gldfVersion(app.db);
  const entries: { path: string; name: string }[] = [];
  for (const code of codes) {
    const [gnkCode = '', nkCode] = code.split('/');
    const url = nkCode ? gldfModelPath(gnkCode, nkCode, version) : gldfSeriesPath(gnkCode, version);
    const path = url.replace(/^\/upload\//, '');
    if (!(await app.gldf.ensure(path))) throw notFound(`No GLDF container for ${code}`);
    entries.push({ path, name: gldfFileName(nkCode ?? gnkCode) });
  }
  return entries;
}

async function zipArchive(app: AppContext, choice: ArchiveChoice, key: string): Promise<PreparedArchive> {
  const files = await documentPaths(app.db, choice.fileIds);
  if (files.length !== choice.fileIds.length) throw notFound('Some of the files do not exist');
  const containers = await gldfEntries(app, choice.gldf);
  const id = randomUUID();
  const fileName = `ostrel-documents-${id.slice(0, 8)}.zip`;
  const finalPath = join(app.archivesDir, `${id}.zip`);
  const partialPath = `${finalPath}.partial`;
  const zip = new yazl.ZipFile();
  const names = new Set<string>();
  for (const file of files) {
    // Two models never share a file name, but keep entries unique whatever the data.
    let name = file.file_name;
    for (let copy = 2; names.has(name); copy += 1) name = `${copy}-${file.file_name}`;
    names.add(name);
    zip.addFile(join(app.uploadDir, file.path), name);
  }
  for (const container of containers) zip.addFile(join(app.uploadDir, container.path), container.name);
  zip.end();
  try {
    await pipeline(zip.outputStream, createWriteStream(partialPath));
    await rename(partialPath, finalPath);
  } catch (error) {
    await rm(partialPath, { force: true });
    throw error;
  }
  const { size } = await stat(finalPath);
  const expiresAt = new Date(Date.now() + archiveLifetimeMs);
  await app.db.query(
    'insert into archive (id, file_ids, gldf, files_key, path, file_name, size, expires_at) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [id, choice.fileIds, choice.gldf, key, `${id}.zip`, fileName, size, expiresAt.toISOString()],
  );
  return prepared({
    id,
    file_name: fileName,
    size,
    file_count: files.length + containers.length,
    expires_at: expiresAt,
  });
}

/**
 * Deletes expired archives, rows and zips, and zips no row names (a start killed between writing
 * one and recording it) once they are an hour old. Run at start and every hour.
 */
export async function sweepArchives(app: Pick<AppContext, 'db' | 'archivesDir'>, now = Date.now()) {
  const { rows } = await app.db.query<{ path: string }>('delete from archive where expires_at <= $1 returning path', [
    new Date(now).toISOString(),
  ]);
  const known = new Set((await app.db.query<{ path: string }>('select path from archive')).rows.map((row) => row.path));
  let deleted = rows.length;
  for (const row of rows) await rm(join(app.archivesDir, row.path), { force: true });
  for (const name of await readdir(app.archivesDir).catch(() => [])) {
    if (known.has(name)) continue;
    const path = join(app.archivesDir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < reuseMarginMs) continue;
    await rm(path, { force: true });
    deleted += 1;
  }
  return deleted;
}

export const downloadHandlers: HandlersOf<'downloadFiles' | 'prepareArchive' | 'archive'> = {
  downloadFiles: async ({ app, locale, query }) => {
    if (query.nkCode) {
      return documentsWhere(app.db, 'm.nk_code = $1', [query.nkCode], locale);
    }
    if (query.gnkCode) {
      return documentsWhere(
        app.db,
        'd.series_id = (select id from series where gnk_code = $1)',
        [query.gnkCode],
        locale,
      );
    }
    if (query['ids[]'].length > 0) {
      return documentsWhere(app.db, 'd.id = any($1::int[])', [query['ids[]']], locale);
    }
    throw badRequest('Give gnkCode, nkCode or ids[]');
  },

  prepareArchive: async ({ app, query }) => {
    const choice: ArchiveChoice = {
      fileIds: [...new Set(query['fileIds[]'])].sort((a, b) => a - b),
      gldf: [...new Set(query['gldf[]'])].sort(),
    };
    if (choice.fileIds.length + choice.gldf.length === 0) throw badRequest('Choose at least one file');
    if (choice.fileIds.length + choice.gldf.length > 500) throw badRequest('At most 500 files go into one archive');
    // Archives of documents alone keep the key they always had.
    const key = [choice.fileIds.join(','), ...(choice.gldf.length > 0 ? [`gldf:${choice.gldf.join(',')}`] : [])].join(
      ' ',
    );
    // The same choice made twice at once is zipped once.
    let preparing = inProgress.get(key);
    if (!preparing) {
      preparing = reusableArchive(app, key).then((found) => found ?? zipArchive(app, choice, key));
      inProgress.set(key, preparing);
      void preparing.finally(() => inProgress.delete(key)).catch(() => undefined);
    }
    return preparing;
  },

  archive: async ({ app, params, reply }) => {
    const { rows } = await app.db.query<{ path: string; file_name: string; size: number }>(
      'select path, file_name, size from archive where id = $1 and expires_at > now()',
      [params.archiveId],
    );
    const archive = rows[0];
    if (!archive) throw notFound('No such archive, or it has expired');
    void reply
      .header('content-type', 'application/zip')
      .header('content-length', String(archive.size))
      .header('content-disposition', `attachment; filename="${archive.file_name}"`)
      .send(createReadStream(join(app.archivesDir, archive.path)));
    return null;
  },
};
