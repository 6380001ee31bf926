import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIes } from './ies.js';
import { parseLdt } from './ldt.js';
import { sensor, streetLight } from './sample-model.js';
import { writeModelDocuments } from './write-documents.js';

describe('writeModelDocuments', () => {
  let uploadDir = '';

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'ostrel-docs-'));
  });

  afterAll(async () => {
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('writes datasheets and photometric files of a luminaire', async () => {
    const files = await writeModelDocuments(streetLight, uploadDir);
    expect(files.map((file) => [file.type, file.locale, file.fileName, file.mimeType])).toEqual([
      ['datasheet', 'ru', 'via-100-740-t2-datasheet-ru.pdf', 'application/pdf'],
      ['datasheet', 'en', 'via-100-740-t2-datasheet-en.pdf', 'application/pdf'],
      ['ies', null, 'via-100-740-t2.ies', 'application/octet-stream'],
      ['ldt', null, 'via-100-740-t2.ldt', 'application/octet-stream'],
    ]);
    for (const file of files) {
      expect(file.url).toBe(`/upload/docs/via/${file.fileName}`);
      const path = join(uploadDir, 'docs', 'via', file.fileName);
      expect(file.size).toBe((await stat(path)).size);
      expect(file.size).toBeGreaterThan(1000);
    }
    expect(parseIes(await readFile(join(uploadDir, 'docs/via/via-100-740-t2.ies'), 'latin1')).table.symmetry).toBe(
      'c90-c270',
    );
    expect(parseLdt(await readFile(join(uploadDir, 'docs/via/via-100-740-t2.ldt'), 'latin1')).isym).toBe(3);
  });

  it('leaves unchanged files alone and rewrites changed ones', async () => {
    const path = (name: string): string => join(uploadDir, 'docs', 'via', name);
    const before = await Promise.all(
      ['via-100-740-t2-datasheet-ru.pdf', 'via-100-740-t2.ies'].map(async (name) => (await stat(path(name))).mtimeMs),
    );
    const started = performance.now();
    await writeModelDocuments(streetLight, uploadDir);
    expect(performance.now() - started).toBeLessThan(1000);
    const after = await Promise.all(
      ['via-100-740-t2-datasheet-ru.pdf', 'via-100-740-t2.ies'].map(async (name) => (await stat(path(name))).mtimeMs),
    );
    expect(after).toEqual(before);

    const brighter = { ...streetLight, technical: { ...streetLight.technical, flux: 16000 } };
    const files = await writeModelDocuments(brighter, uploadDir);
    expect(parseLdt(await readFile(path('via-100-740-t2.ldt'), 'latin1')).flux).toBe(16000);
    expect((await stat(path('via-100-740-t2-datasheet-en.pdf'))).size).toBe(files[1]?.size);
  });

  it('writes only datasheets for devices without light output', async () => {
    const files = await writeModelDocuments(sensor, uploadDir);
    expect(files.map((file) => file.fileName)).toEqual([
      'sentio-pir-360-datasheet-ru.pdf',
      'sentio-pir-360-datasheet-en.pdf',
    ]);
  });
});
