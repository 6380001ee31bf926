import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Text } from '@ostrel/catalog-specs/labels';
import type { Locale } from '@ostrel/contract/schemas/common';
import { keepInSeedCache, takeFromSeedCache, type SeedCacheDir } from '../seed-cache.js';
import { datasheetPdf } from './datasheet.js';
import type { DocumentModel } from './document-model.js';
import { iesFile } from './ies.js';
import { ldtFile } from './ldt.js';

export interface ModelDocument {
  type: 'datasheet' | 'ies' | 'ldt';
  locale: Locale | null;
  fileName: string;
  /** Public path: /upload/docs/{gnkCode}/{fileName}. */
  url: string;
  /** Bytes on disk. */
  size: number;
  mimeType: string;
}

export interface WriteDocumentsOptions {
  /** Localised housing text from the series data; without it the Russian datasheet omits the row. */
  housing?: Text | null;
  /** Regenerate the datasheets even when the stored ones carry the current revision. */
  force?: boolean;
  /** Where datasheets typeset for another data folder are kept, by revision (seed-cache.ts). */
  cacheDir?: SeedCacheDir;
}

const PHOTOMETRIC_MIME = 'application/octet-stream';

let generatorDigest: Promise<string> | null = null;

/**
 * Hash of the generators' source (tests excluded): this directory and @ostrel/catalog-specs, whose
 * labels and spec rows the datasheet prints. Any change gives every datasheet a new revision, so
 * stale PDFs are never kept by the skip-if-unchanged check.
 */
export function sourceDigest(): Promise<string> {
  generatorDigest ??= (async () => {
    const specsDir = dirname(createRequire(import.meta.url).resolve('@ostrel/catalog-specs/spec-groups'));
    const hash = createHash('sha256');
    for (const dir of [import.meta.dirname, specsDir]) {
      const names = (await readdir(dir))
        .filter((name) => /\.(ts|js)$/.test(name) && !/\.(test|d)\.ts$/.test(name) && !name.endsWith('.test.js'))
        .sort();
      for (const name of names) hash.update(name).update(await readFile(join(dir, name)));
    }
    return hash.digest('hex');
  })();
  return generatorDigest;
}

async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes only when the bytes differ, through a temporary file so readers never see half a file. */
async function writeIfChanged(path: string, content: Buffer): Promise<void> {
  const existing = await readIfExists(path);
  if (existing?.equals(content)) return;
  // Unique per write, so two writers of the same file in one process never share a temporary file.
  const temporary = `${path}.${process.pid}-${String(++writes)}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}
let writes = 0;

export type PlannedDocument = Omit<ModelDocument, 'size'>;

/** The documents a model has (names, types, URLs), without writing or sizing any. */
export function planModelDocuments(model: DocumentModel): PlannedDocument[] {
  const entries: PlannedDocument[] = (['ru', 'en'] as const).map((locale) => ({
    type: 'datasheet',
    locale,
    fileName: `${model.nkCode}-datasheet-${locale}.pdf`,
    url: '',
    mimeType: 'application/pdf',
  }));
  if (model.technical.flux !== null) {
    entries.push({ type: 'ies', locale: null, fileName: `${model.nkCode}.ies`, url: '', mimeType: PHOTOMETRIC_MIME });
    entries.push({ type: 'ldt', locale: null, fileName: `${model.nkCode}.ldt`, url: '', mimeType: PHOTOMETRIC_MIME });
  }
  return entries.map((entry) => ({ ...entry, url: `/upload/docs/${model.gnkCode}/${entry.fileName}` }));
}

/**
 * Writes a model's datasheets (ru, en) and, for luminaires, its IES and LDT files under
 * `${uploadDir}/docs/${gnkCode}/`. Reseeding is cheap: photometric files are rewritten only when
 * their content changed, and a datasheet is not even regenerated when the PDF on disk already
 * carries the revision (a hash of the model, the options and the generator source) it would get.
 */
export async function writeModelDocuments(
  model: DocumentModel,
  uploadDir: string,
  options: WriteDocumentsOptions = {},
): Promise<ModelDocument[]> {
  const dir = join(uploadDir, 'docs', model.gnkCode);
  await mkdir(dir, { recursive: true });
  const digest = await sourceDigest();
  const housing = options.housing ?? null;

  for (const locale of ['ru', 'en'] as const) {
    const path = join(dir, `${model.nkCode}-datasheet-${locale}.pdf`);
    const revision = createHash('sha256')
      .update(digest)
      .update(JSON.stringify({ model, locale, housing }))
      .digest('hex')
      .slice(0, 24);
    const existing = options.force ? null : await readIfExists(path);
    // The revision sits in the uncompressed info dictionary, so a byte search finds it.
    if (!existing?.includes(`rev:${revision}`)) {
      // Typesetting is most of a seed's work on a fresh folder; the revision names every input.
      const cached = `datasheets/${revision}.pdf`;
      if (options.force || !(await takeFromSeedCache(options.cacheDir ?? null, cached, path))) {
        await writeIfChanged(path, await datasheetPdf(model, locale, { housing, revision }));
        await keepInSeedCache(options.cacheDir ?? null, cached, path);
      }
    }
  }

  if (model.technical.flux !== null) {
    await writeIfChanged(join(dir, `${model.nkCode}.ies`), Buffer.from(iesFile(model), 'latin1'));
    await writeIfChanged(join(dir, `${model.nkCode}.ldt`), Buffer.from(ldtFile(model), 'latin1'));
  }

  return Promise.all(
    planModelDocuments(model).map(async (entry) => ({
      ...entry,
      size: (await stat(join(dir, entry.fileName))).size,
    })),
  );
}
