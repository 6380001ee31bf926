// The servers a benchmark or soak runs against: each from its build, in a process of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import getPort from 'get-port';

const root = join(import.meta.dirname, '../../..');
const started: ChildProcess[] = [];
/** The content API's password for this run (production refuses to start without one), unless set outside. */
const runPassword = randomUUID();

/**
 * Starts `entry` (a path from the repository root) with `env` over the defaults: errors logged
 * only, and no per-visitor budgets — every request comes from one address, and the load would be
 * refused.
 */
export function startBuilt(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(root, entry)], {
    env: {
      ...process.env,
      CONTENT_API_PASSWORD: process.env.CONTENT_API_PASSWORD || runPassword,
      API_PASSWORD: process.env.API_PASSWORD || runPassword,
      LOG_LEVEL: 'error',
      RATE_LIMIT_SCALE: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  return child;
}

/** Stops every process `startBuilt` started. */
export function stopBuilt(): void {
  for (const child of started.splice(0)) child.kill('SIGTERM');
}

/** Resolves once `url` answers 2xx; fails after ten minutes. */
export async function ready(url: string): Promise<void> {
  for (const deadline = Date.now() + 600_000; Date.now() < deadline;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A content API on a fresh data directory draws the seed's pictures in the background after it
 * starts, and an AVIF rendition of a picture once a browser first asks for it: minutes of a core
 * that would otherwise be measured as the site's slowness. This waits until its background pass is
 * done and nothing is being drawn. An API that does not say (an outside one) is taken as it is.
 */
export async function picturesDrawn(origin: string, waitingFor: string, out: (line: string) => void): Promise<void> {
  const waitStarted = Date.now();
  for (let said = false; ; said = true) {
    const health = (await (await fetch(`${origin}/healthz`)).json()) as {
      seedPictures?: { pass: string; drawing: number };
    };
    const state = health.seedPictures;
    if (!state || ((state.pass === 'done' || state.pass === 'stopped') && state.drawing === 0)) break;
    if (!said) out(`Waiting for the content API to draw ${waitingFor} before measuring…`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const waited = Date.now() - waitStarted;
  if (waited > 2000) out(`Drawn after ${(waited / 1000).toFixed(0)} s.`);
}

/**
 * The content API a benchmark reads (`…/api/v1`), answering: BENCH_CONTENT_API_URL when set, or
 * one started from its build on the shared test database (data/test), with `env` over that.
 */
export async function benchContentApi(env: Record<string, string> = {}): Promise<string> {
  let apiUrl = process.env.BENCH_CONTENT_API_URL?.replace(/\/+$/, '');
  if (!apiUrl) {
    const apiPort = await getPort();
    startBuilt('apps/content-api/dist/main.js', {
      DATA_DIR: join(root, 'data/test'),
      CONTENT_API_PORT: String(apiPort),
      ...env,
    });
    apiUrl = `http://127.0.0.1:${String(apiPort)}/api/v1`;
  }
  await ready(`${new URL(apiUrl).origin}/healthz`);
  return apiUrl;
}
