import { copyFile, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * A folder of the files the seed draws and typesets (pictures, datasheets), each under a name that
 * carries everything its bytes depend on (a picture's version, a datasheet's revision), shared by
 * every data folder of one checkout: a second folder — a test suite's, a fresh one — copies them
 * instead of drawing them again. `null`: no cache, every folder draws its own. Only ever an
 * optimisation: a cache that cannot be read or written is drawn past, never a failure.
 */
export type SeedCacheDir = string | null;

/** Files not used for this long go when the cache is next pruned: drawings of content and code long changed. */
const KEPT_FOR_MS = 14 * 24 * 60 * 60 * 1000;

let copies = 0;

/** Copies through a temporary file beside the target, so no reader ever sees half a file. */
async function copyWhole(from: string, to: string): Promise<void> {
  const temporary = `${to}.${String(process.pid)}-${String(++copies)}.tmp`;
  try {
    await copyFile(from, temporary);
    await rename(temporary, to);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Puts the cached file `name` (e.g. "images/hero.0123456789ab-768.webp") at `destination`, whose
 * folder exists. False when the cache is off or has no such file.
 */
export async function takeFromSeedCache(cacheDir: SeedCacheDir, name: string, destination: string): Promise<boolean> {
  if (!cacheDir) return false;
  const cached = join(cacheDir, name);
  try {
    await copyWhole(cached, destination);
  } catch {
    return false;
  }
  // Used now: pruning goes by when a file was last used, not when it was drawn.
  const now = new Date();
  await utimes(cached, now, now).catch(() => undefined);
  return true;
}

let pruned = false;

/** Keeps a copy of `source` in the cache as `name`; the first store of a process also prunes the cache. */
export async function keepInSeedCache(cacheDir: SeedCacheDir, name: string, source: string): Promise<void> {
  if (!cacheDir) return;
  const cached = join(cacheDir, name);
  try {
    await mkdir(dirname(cached), { recursive: true });
    await copyWhole(source, cached);
  } catch {
    return;
  }
  if (!pruned) {
    pruned = true;
    await pruneSeedCache(cacheDir).catch(() => undefined);
  }
}

/** Removes the files not used for `keptForMs` (two weeks), so a cache does not grow with every change. */
export async function pruneSeedCache(cacheDir: string, keptForMs = KEPT_FOR_MS): Promise<number> {
  const before = Date.now() - keptForMs;
  let removed = 0;
  for (const entry of await readdir(cacheDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Infinity }));
    if (mtimeMs < before) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
