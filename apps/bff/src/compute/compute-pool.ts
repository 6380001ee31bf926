import { createRequire } from 'node:module';
import type { DesignTask } from '@ostrel/lighting-math/design-task';
import type { RoomDesign } from '@ostrel/lighting-math/illuminance';
import type { CheckOutcome } from '@ostrel/photometry/check';
import type { Eulumdat } from '@ostrel/photometry/eulumdat';
import type { UgrTable } from '@ostrel/photometry/ugr';
import { Piscina } from 'piscina';

/** How much computing the pool takes on (BffConfig's `compute…` settings). */
export interface ComputeLimits {
  /** Worker threads at most; started when work comes, stopped when idle. */
  threads: number;
  /** Tasks that may wait for a thread; one more is refused at once (`busy`). */
  maxQueue: number;
  /** A task not done this long after it was given (waiting included) is stopped (`timeout`). */
  timeoutMs: number;
}

/** What a computation gives: its value, or why there is none. */
export type Computed<T> = { status: 'ok'; value: T } | { status: 'busy' } | { status: 'timeout' };

const resolve = createRequire(import.meta.url).resolve;
const designTaskFile = resolve('@ostrel/lighting-math/design-task');
const ugrTaskFile = resolve('@ostrel/photometry/ugr-task');
const checkTaskFile = resolve('@ostrel/photometry/check-task');

/** UGR tables kept at most: a catalogue has a few hundred photometric files, a table a few kB. */
const keptUgrTables = 2000;

/**
 * Runs the computations whose cost a visitor chooses (a room design: up to a few hundred
 * milliseconds of a core; a UGR table: tens of milliseconds, once per file; an uploaded
 * photometric file checked) on worker threads,
 * never on the thread that answers requests: a flood of them waits its turn in a bounded queue, is
 * refused past it, and is stopped past its time, while pages keep being served. piscina keeps the
 * threads.
 */
export class ComputePool {
  private readonly pool: Piscina;
  /** Tasks given and not yet done: running or waiting for a thread. */
  private inFlight = 0;
  /** UGR tables by the digest of the file they come from, the oldest first; a table being computed is shared. */
  private readonly ugrTables = new Map<string, Promise<Computed<UgrTable | null>>>();

  constructor(private readonly limits: ComputeLimits) {
    this.pool = new Piscina({
      filename: designTaskFile,
      minThreads: 0,
      maxThreads: limits.threads,
      idleTimeout: 30_000,
    });
  }

  /** The room designed on a worker thread (null: the luminaire sends no light downwards). */
  designRoom(task: DesignTask): Promise<Computed<RoomDesign | null>> {
    return this.run<RoomDesign | null>(task);
  }

  /**
   * A file's UGR table (null: the file gives none), computed once per file content however many
   * ask for it at once; a table refused as busy or stopped is asked for again next time.
   */
  ugrTable(digest: string, file: Eulumdat): Promise<Computed<UgrTable | null>> {
    const kept = this.ugrTables.get(digest);
    if (kept) return kept;
    const computing = this.run<UgrTable | null>(file, ugrTaskFile).then(
      (computed) => {
        if (computed.status !== 'ok') this.ugrTables.delete(digest);
        return computed;
      },
      (error: unknown) => {
        this.ugrTables.delete(digest);
        throw error;
      },
    );
    this.ugrTables.set(digest, computing);
    if (this.ugrTables.size > keptUgrTables) {
      const oldest = this.ugrTables.keys().next().value;
      if (oldest !== undefined) this.ugrTables.delete(oldest);
    }
    return computing;
  }

  /**
   * A visitor's photometric file read, computed and converted on a worker thread (its UGR table
   * alone is tens of milliseconds of a core). Never kept: each upload is the visitor's own.
   */
  checkPhotometricFile(bytes: Uint8Array): Promise<Computed<CheckOutcome>> {
    return this.run<CheckOutcome>(bytes, checkTaskFile);
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }

  private async run<T>(task: unknown, filename = designTaskFile): Promise<Computed<T>> {
    // Counted here, not left to piscina's queue: its bound also counts threads still starting.
    if (this.inFlight >= this.limits.threads + this.limits.maxQueue) return { status: 'busy' };
    this.inFlight += 1;
    try {
      const signal = AbortSignal.timeout(this.limits.timeoutMs);
      return { status: 'ok', value: (await this.pool.run(task, { signal, filename })) as T };
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return { status: 'timeout' };
      throw error;
    } finally {
      this.inFlight -= 1;
    }
  }
}
