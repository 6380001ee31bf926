// Writes the documents of the models it is given and checks each LDT file it wrote (see
// write-documents-in-workers.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { writeModelDocuments } from '@ostrel/seed-assets/documents/write-documents';
import { checkModelLdt } from './photometry-report.js';
import type { DocumentJob, WrittenDocuments } from './write-documents-in-workers.js';

const { jobs, uploadDir, force, cacheDir } = workerData as {
  jobs: DocumentJob[];
  uploadDir: string;
  force: boolean;
  cacheDir: string | null;
};
const written: WrittenDocuments[] = [];
for (const job of jobs) {
  const documents = await writeModelDocuments(job.model, uploadDir, { housing: job.housing, force, cacheDir });
  const ldt = documents.find((document) => document.type === 'ldt');
  written.push({
    documents,
    check: ldt ? { url: ldt.url, findings: await checkModelLdt(job.model, uploadDir, ldt.url) } : null,
  });
}
parentPort?.postMessage(written);
