import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testSeedCacheDir } from '../start-content-api.js';

const entry = join(import.meta.dirname, '..', 'main.ts');
const migrateEntry = join(import.meta.dirname, '..', 'migrate-cli.ts');

/** The credential the content API started by `startContentApiProcess` asks for. */
export const processCredential = `Basic ${Buffer.from('ostrel:durability').toString('base64')}`;

/**
 * An empty data directory. Open to other users: run as root, the database server runs as the
 * `postgres` user, which must reach the cluster inside.
 */
export async function processDataDir(name: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), `content-api-${name}-`));
  await chmod(directory, 0o755);
  return directory;
}

/**
 * The content API as its own process (`src/main.ts` through tsx), on an empty data directory, not
 * seeded. `withChannel` starts it as `npm start` does (an IPC channel); `logLevel` is `warn` unless
 * said, and its output is piped when a test reads it; `env` adds settings.
 */
export function startContentApiProcess(
  dataDir: string,
  port: number,
  {
    withChannel = false,
    logLevel = 'warn',
    readOutput = false,
    env = {},
  }: { withChannel?: boolean; logLevel?: string; readOutput?: boolean; env?: NodeJS.ProcessEnv } = {},
): ChildProcess {
  const output = readOutput ? 'pipe' : 'inherit';
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      CONTENT_API_PORT: String(port),
      CONTENT_API_USERNAME: 'ostrel',
      CONTENT_API_PASSWORD: 'durability',
      CONTENT_API_SEED: 'off',
      SEED_CACHE_DIR: testSeedCacheDir(),
      LOG_LEVEL: logLevel,
      ...env,
    },
    stdio: withChannel ? ['ignore', output, output, 'ipc'] : ['ignore', output, output],
  });
}

/** Resolves once the process answers /healthz (a minute at most). */
export async function processReady(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the content API did not start');
}

export const processExited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else
      child.once('exit', () => {
        resolve();
      });
  });

/** Everything a process started with piped output wrote, and its exit code, once it is done (ask at once). */
export function processOutcome(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      resolve({ code, output });
    });
  });
}

/** The migrate command (`src/migrate-cli.ts` through tsx) with these settings; its output piped. */
export function startMigrateProcess(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', migrateEntry], {
    env: {
      ...process.env,
      SEED_CACHE_DIR: testSeedCacheDir(),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
