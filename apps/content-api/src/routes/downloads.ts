import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { HandlersOf } from '../handler.js';
import { badRequest, notFound } from '../http/errors.js';
import { documentPaths, documentsWhere } from './documents.js';

const archiveLifetimeMs = 24 * 60 * 60 * 1000;

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
    const wanted = [...new Set(query['fileIds[]'])];
    const files = await documentPaths(app.db, wanted);
    if (files.length !== wanted.length) throw notFound('Some of the files do not exist');
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
      'insert into archive (id, file_ids, path, file_name, size, expires_at) values ($1, $2, $3, $4, $5, $6)',
      [id, wanted, `${id}.zip`, fileName, size, expiresAt.toISOString()],
    );
    return {
      archiveId: id,
      url: `/api/v1/downloads/archive/${id}`,
      fileName,
      size,
      fileCount: files.length,
      expiresAt: expiresAt.toISOString(),
    };
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
