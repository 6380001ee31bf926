import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { EndpointId } from '@ostrel/contract/endpoints';
import type { Locale } from '@ostrel/contract/schemas/common';
import type { Logger } from '../logger.js';
import type { UpstreamClient, UpstreamFile } from './client.js';

/** A form the provider could not take when it was sent, kept until it is delivered. */
interface OutboxEntry {
  /** The idempotency key: the submission's id once stored, the same on every delivery. */
  key: string;
  endpoint: EndpointId;
  query: Record<string, string | undefined>;
  locale: Locale;
  file: { name: string; type: string } | null;
  createdAt: string;
}

async function writeDurably(path: string, bytes: Uint8Array | string) {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncDirectory(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const entryFile = 'entry.json';
const fileName = 'file';
/** Entries the provider refused (a code that no longer exists): kept for a person to look at. */
const refusedFolder = 'refused';

/**
 * Forms accepted while the content API was unreachable, on disk until delivered: each a folder
 * named by its idempotency key, with the request and the file, written and flushed before the
 * visitor is told it was received. Delivery is at least once; the content API stores a key once,
 * so the provider sees each form exactly once. Survives any restart: what is on disk is delivered.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private delivering: Promise<number> | null = null;

  constructor(
    private readonly directory: string,
    private readonly upstream: UpstreamClient,
    private readonly log: Logger,
    private readonly retryMs: number,
  ) {}

  /** Keeps a form durably; resolves once it is on disk. */
  async add(entry: Omit<OutboxEntry, 'createdAt' | 'file'>, file: UpstreamFile | null): Promise<void> {
    const staging = join(this.directory, `.${entry.key}`);
    await mkdir(staging, { recursive: true });
    if (file) await writeDurably(join(staging, fileName), new Uint8Array(await file.arrayBuffer()));
    const stored: OutboxEntry = {
      ...entry,
      file: file ? { name: file.name, type: file.type } : null,
      createdAt: new Date().toISOString(),
    };
    await writeDurably(join(staging, entryFile), JSON.stringify(stored));
    await syncDirectory(staging);
    // Whole or not at all: a folder without the dot is complete.
    await rename(staging, join(this.directory, entry.key));
    await syncDirectory(this.directory);
    this.log.warn({ msg: 'form kept in the outbox for later delivery', endpoint: entry.endpoint, key: entry.key });
  }

  /**
   * Delivers what is waiting now and then every `retryMs`, until `stop`. Folders a process killed
   * while writing them left half-written (their name still starts with a dot) go first: they were
   * never acknowledged.
   */
  start(): void {
    if (this.timer) return;
    const failed = (error: unknown) => {
      this.log.error({ msg: 'an outbox delivery pass failed', detail: String(error) });
    };
    this.timer = setInterval(() => void this.deliver().catch(failed), this.retryMs).unref();
    void this.removeUnfinished()
      .then(() => this.deliver())
      .catch(failed);
  }

  private async removeUnfinished() {
    await mkdir(this.directory, { recursive: true });
    for (const name of await readdir(this.directory))
      if (name.startsWith('.')) await rm(join(this.directory, name), { recursive: true, force: true });
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One pass, oldest first; stops at the first form the provider still cannot take. Resolves with how many are left. */
  deliver(): Promise<number> {
    this.delivering ??= this.pass().finally(() => {
      this.delivering = null;
    });
    return this.delivering;
  }

  private async pass(): Promise<number> {
    await mkdir(this.directory, { recursive: true });
    const names = await readdir(this.directory);
    const entries: OutboxEntry[] = [];
    for (const name of names.filter((each) => !each.startsWith('.') && each !== refusedFolder)) {
      try {
        entries.push(JSON.parse(await readFile(join(this.directory, name, entryFile), 'utf8')) as OutboxEntry);
      } catch (error) {
        this.log.error({ msg: 'an outbox entry cannot be read', key: name, detail: String(error) });
      }
    }
    entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const [index, entry] of entries.entries()) {
      const folder = join(this.directory, entry.key);
      const file = entry.file
        ? new File([await readFile(join(folder, fileName))], entry.file.name, { type: entry.file.type })
        : null;
      const result = await this.upstream.send(entry.endpoint, {
        query: entry.query,
        locale: entry.locale,
        file,
        idempotencyKey: entry.key,
      });
      if (result.status === 'unavailable') return entries.length - index;
      if (result.status === 'accepted') {
        this.log.info({ msg: 'form delivered from the outbox', endpoint: entry.endpoint, key: entry.key });
        await rm(folder, { recursive: true, force: true });
      } else {
        this.log.error({ msg: 'the content API refused a form from the outbox', key: entry.key, why: result.status });
        await mkdir(join(this.directory, refusedFolder), { recursive: true });
        await rename(folder, join(this.directory, refusedFolder, entry.key));
      }
    }
    return 0;
  }
}
