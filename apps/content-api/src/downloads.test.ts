import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Archive, DocumentFile } from '@ostrel/contract/schemas/downloads';
import { containerEntries } from '@ostrel/gldf/container';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { sweepArchives } from './routes/downloads.js';
import { call, json } from './test-support/client.js';

describe('downloads', () => {
  it('lists documents with sizes in bytes that match the served files', async () => {
    const { body } = await json<DocumentFile[]>('/api/v1/downloads/files?gnkCode=avenue');
    expect(body.length).toBeGreaterThanOrEqual(9);
    for (const file of body.slice(0, 4)) {
      const response = await call(file.url, { auth: false });
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(file.size);
    }
  });

  it('zips chosen files into an archive and serves it', async () => {
    const files = (await json<DocumentFile[]>('/api/v1/downloads/files?gnkCode=avenue')).body.slice(0, 4);
    const prepared = await json<Archive>(
      `/api/v1/downloads/archive?${files.map((file) => `fileIds[]=${file.id}`).join('&')}`,
      { method: 'POST' },
    );
    expect(prepared.status).toBe(201);
    expect(prepared.body.fileCount).toBe(4);
    const response = await call(prepared.body.url.replace(/^\/api\/v1/, '/api/v1'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(prepared.body.fileName);
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.length).toBe(prepared.body.size);
    for (const file of files) expect(zip.includes(Buffer.from(file.fileName))).toBe(true);
  });

  it('zips GLDF containers beside the documents, building them first', async () => {
    const files = (await json<DocumentFile[]>('/api/v1/downloads/files?nkCode=plato-25-830')).body;
    const prepared = await json<Archive>(
      `/api/v1/downloads/archive?fileIds[]=${files[0]!.id}&gldf[]=plato/plato-25-830&gldf[]=plato`,
      { method: 'POST' },
    );
    expect(prepared.status).toBe(201);
    expect(prepared.body.fileCount).toBe(3);
    const zip = await containerEntries(Buffer.from(await (await call(prepared.body.url)).arrayBuffer()));
    expect([...zip.keys()].sort()).toEqual(
      [files[0]!.fileName, 'OSTREL PLATO-25-830.gldf', 'OSTREL PLATO.gldf'].sort(),
    );
    // Each container is itself a GLDF file with its product inside.
    const model = await containerEntries(zip.get('OSTREL PLATO-25-830.gldf')!);
    expect(model.get('product.xml')?.toString('utf8')).toContain('plato-25-830');
    // GLDF alone is a choice too; the same choice is the same archive.
    const alone = await json<Archive>('/api/v1/downloads/archive?gldf[]=plato', { method: 'POST' });
    expect(alone.body.fileCount).toBe(1);
    expect((await json<Archive>('/api/v1/downloads/archive?gldf[]=plato', { method: 'POST' })).body.archiveId).toBe(
      alone.body.archiveId,
    );
  });

  it('refuses GLDF of products the catalogue does not have, and codes that are no product', async () => {
    expect((await json('/api/v1/downloads/archive?gldf[]=no-such-series', { method: 'POST' })).status).toBe(404);
    expect((await json('/api/v1/downloads/archive?gldf[]=plato/no-such-model', { method: 'POST' })).status).toBe(404);
    expect((await json('/api/v1/downloads/archive?gldf[]=..%2F..%2Fetc', { method: 'POST' })).status).toBe(400);
    expect((await json('/api/v1/downloads/archive?gldf[]=a/b/c', { method: 'POST' })).status).toBe(400);
  });

  it('refuses unknown files and unknown archives', async () => {
    expect((await json('/api/v1/downloads/archive?fileIds[]=99999999', { method: 'POST' })).status).toBe(404);
    expect((await json('/api/v1/downloads/archive', { method: 'POST' })).status).toBe(400);
    expect((await call('/api/v1/downloads/archive/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('gives the same archive for the same files in any order while it lasts, and zips it once', async () => {
    const files = (await json<DocumentFile[]>('/api/v1/downloads/files?gnkCode=avenue')).body.slice(4, 7);
    const prepare = (ids: number[]) =>
      json<Archive>(`/api/v1/downloads/archive?${ids.map((id) => `fileIds[]=${id}`).join('&')}`, { method: 'POST' });
    const ids = files.map((file) => file.id);
    const [first, atOnce] = await Promise.all([prepare(ids), prepare(ids)]);
    const again = await prepare([...ids].reverse());
    expect(first.status).toBe(201);
    expect(atOnce.body.archiveId).toBe(first.body.archiveId);
    expect(again.body).toEqual(first.body);
    const other = await prepare(ids.slice(1));
    expect(other.body.archiveId).not.toBe(first.body.archiveId);
  });

  it('deletes expired archives and old zips no archive names, and keeps the rest', async () => {
    const { dataDir } = inject('contentApi');
    const db = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL ?? null });
    const archivesDir = await mkdtemp(join(tmpdir(), 'content-api-archives-'));
    try {
      const expired = randomUUID();
      const live = randomUUID();
      const insert = (id: string, expiresAt: Date) =>
        db.query(
          'insert into archive (id, file_ids, files_key, path, file_name, size, expires_at) values ($1, $2, $3, $4, $5, 1, $6)',
          [id, [1], `sweep-${id}`, `${id}.zip`, 'a.zip', expiresAt.toISOString()],
        );
      await insert(expired, new Date(Date.now() - 1000));
      await insert(live, new Date(Date.now() + 3_600_000));
      const hoursAgo = new Date(Date.now() - 2 * 3_600_000);
      for (const name of [`${expired}.zip`, `${live}.zip`, 'orphan.zip', 'fresh.zip.partial'])
        await writeFile(join(archivesDir, name), 'x');
      await utimes(join(archivesDir, 'orphan.zip'), hoursAgo, hoursAgo);

      await sweepArchives({ db, archivesDir });
      expect(existsSync(join(archivesDir, `${expired}.zip`))).toBe(false);
      expect(existsSync(join(archivesDir, 'orphan.zip'))).toBe(false);
      expect(existsSync(join(archivesDir, `${live}.zip`))).toBe(true);
      expect(existsSync(join(archivesDir, 'fresh.zip.partial'))).toBe(true);
      const { rows } = await db.query<{ id: string }>('select id from archive where id = any($1)', [[expired, live]]);
      expect(rows.map((row) => row.id)).toEqual([live]);
      await db.query('delete from archive where id = $1', [live]);
    } finally {
      await db.close();
      await rm(archivesDir, { recursive: true, force: true });
    }
  });
});
