// Writes the documents of the models it is given (see write-documents-in-workers.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { writeModelDocuments, type ModelDocument } from '@ostrel/seed-assets/documents/write-documents';
import type { DocumentJob } from './write-documents-in-workers.js';

const { jobs, uploadDir, force } = workerData as { jobs: DocumentJob[]; uploadDir: string; force: boolean };
const written: ModelDocument[][] = [];
for (const job of jobs) written.push(await writeModelDocuments(job.model, uploadDir, { housing: job.housing, force }));
parentPort?.postMessage(written);
