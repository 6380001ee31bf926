// The built content API and BFF as child processes, for the benchmarks: each in its own process,
// the load from the benchmark's.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import getPort from 'get-port';

export const root = join(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];

export function start(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [join(root, entry)], {
    // Every request comes from one address: no per-visitor budgets, or the load would be refused.
    env: { ...process.env, LOG_LEVEL: 'error', RATE_LIMIT_SCALE: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

export async function ready(url: string) {
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

/** The content API on the shared test database (data/test), once it answers; its /api/v1 URL. */
export async function startContentApi(): Promise<string> {
  const port = await getPort();
  start('apps/content-api/dist/main.js', { DATA_DIR: join(root, 'data/test'), CONTENT_API_PORT: String(port) });
  await ready(`http://127.0.0.1:${String(port)}/healthz`);
  return `http://127.0.0.1:${String(port)}/api/v1`;
}

export function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
