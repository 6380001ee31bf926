import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Text } from '@ostrel/catalog-specs/labels';
import type { Finding } from '@ostrel/photometry/consistency';
import type { ModelDocument } from '@ostrel/seed-assets/documents/write-documents';
import type { generateModels } from './generate/models.js';

export interface DocumentJob {
  model: ReturnType<typeof generateModels>[number];
  housing: Text | null;
}

/** A model's documents as written, with the check of its LDT file read back (null without one). */
export interface WrittenDocuments {
  documents: ModelDocument[];
  check: { url: string; findings: Finding[] | 'unreadable' } | null;
}

/**
 * Writes every model's documents in worker threads, answering in the order given, each LDT file
 * read back and checked (photometry-report.ts). Typesetting a datasheet is synchronous JavaScript
 * (pdfkit), about a tenth of a second per model: on the main thread the whole seed waited for it,
 * in workers it runs beside the database work.
 */
export async function writeDocumentsInWorkers(
  jobs: readonly DocumentJob[],
  uploadDir: string,
  options: { force?: boolean; threads?: number; cacheDir?: string | null } = {},
): Promise<WrittenDocuments[]> {
  const threads = Math.max(1, Math.min(options.threads ?? Math.min(2, availableParallelism()), jobs.length));
  // Round robin, so every worker gets a share of the heavy series.
  const shares = Array.from({ length: threads }, (_, share) => jobs.filter((_, index) => index % threads === share));
  // Under tsx or vitest (tests, `pnpm seed`) the worker is TypeScript: it registers tsx's loader first.
  const source = import.meta.url.endsWith('.ts');
  const url = new URL(`./document-worker.${source ? 'ts' : 'js'}`, import.meta.url);
  const script = source
    ? // tsx's exports map names index.cjs for require and index.mjs beside it for import.
      `import(${JSON.stringify(
        pathToFileURL(
          createRequire(import.meta.url)
            .resolve('tsx/esm/api')
            .replace(/\.cjs$/, '.mjs'),
        ).href,
      )})` + `.then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`
    : url;
  const answers = await Promise.all(
    shares.map(
      (share) =>
        new Promise<WrittenDocuments[]>((resolve, reject) => {
          const worker = new Worker(script, {
            workerData: { jobs: share, uploadDir, force: options.force ?? false, cacheDir: options.cacheDir ?? null },
            eval: source,
          });
          worker.once('message', (written: WrittenDocuments[]) => {
            resolve(written);
          });
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`a document worker stopped with code ${String(code)}`));
          });
        }),
    ),
  );
  return jobs.map((_, index) => {
    const written = answers[index % threads]?.[Math.floor(index / threads)];
    if (!written) throw new Error('a document worker left a model out');
    return written;
  });
}
