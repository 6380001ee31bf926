import type { Archive, DocumentFile } from '@ostrel/contract/schemas/downloads';
import { describe, expect, it } from 'vitest';
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

  it('refuses unknown files and unknown archives', async () => {
    expect((await json('/api/v1/downloads/archive?fileIds[]=99999999', { method: 'POST' })).status).toBe(404);
    expect((await json('/api/v1/downloads/archive', { method: 'POST' })).status).toBe(400);
    expect((await call('/api/v1/downloads/archive/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });
});
