// Shared by `npm start` and `pnpm dev`: runs the services side by side and keeps them running — a
// service that stops is started again, after a pause that grows while it keeps failing — until
// Ctrl+C, and prints their addresses once each answers its health check.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { root, toolEnv } from './toolchain.mjs';

/**
 * The tools' environment with the settings of a `.env` file at the root, if any (the environment
 * wins). When neither sets the content API's password, the machine's own local one is used by the
 * content API and the site alike (`localPassword`): no service runs on a password anyone can read.
 */
export function serviceEnv() {
  const envFile = join(root, '.env');
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...(existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {}), ...toolEnv };
  if (!env.CONTENT_API_PASSWORD && !env.API_PASSWORD) {
    const password = localPassword(resolve(root, env.DATA_DIR || 'data'));
    env.CONTENT_API_PASSWORD = password;
    env.API_PASSWORD = password;
  }
  // Pictures and datasheets drawn here or by the test suites, shared (apps/content-api/src/config.ts).
  env.SEED_CACHE_DIR ??= join(root, 'data', 'seed-cache');
  return env;
}

/**
 * The content API's password on this machine: made on the first start and kept in `dataDir`
 * (`local-password`, readable by its owner only), so the next start, and a `curl -u` by its
 * owner, use the same one. Written under a temporary name and renamed: a start killed halfway
 * leaves no empty password behind.
 * @param {string} dataDir
 */
export function localPassword(dataDir) {
  const file = join(dataDir, 'local-password');
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const password = randomBytes(24).toString('base64url');
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${password}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return password;
}

/**
 * The pause before restart number `restarts` (0 for the first): 1 s, doubling, at most 30 s.
 * @param {number} restarts
 */
export function restartDelayMs(restarts) {
  return Math.min(30_000, 1000 * 2 ** restarts);
}

// A service that ran this long was healthy: its next stop starts the pauses over.
const healthyRunMs = 60_000;

/** @typedef {{ name: string, command: string, args: string[], health: string, urls: string[] }} Service */

/**
 * @param {Service[]} services
 * @param {NodeJS.ProcessEnv} env
 */
export async function runServices(services, env) {
  let stopping = false;
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();

  /**
   * @param {Service} service
   * @param {number} restarts
   */
  function start(service, restarts) {
    // Each in a process group of its own, stopped as a whole: a service started through
    // `pnpm run` runs under pnpm and a watcher, which a signal to pnpm alone would leave running.
    // The IPC channel tells a service when this process is gone, even killed outright: it then
    // stops too, so the next start finds its port free.
    const child = spawn(service.command, service.args, {
      cwd: root,
      env,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    const startedAt = Date.now();
    running.set(service.name, child);
    child.on('exit', (code, signal) => {
      running.delete(service.name);
      if (stopping) return;
      const next = Date.now() - startedAt >= healthyRunMs ? 0 : restarts;
      const delay = restartDelayMs(next);
      console.error(
        `${service.name} stopped (${signal ?? code}); starting it again in ${delay / 1000} s (restart ${next + 1}).`,
      );
      setTimeout(() => {
        if (!stopping) start(service, next + 1);
      }, delay);
    });
  }

  function stop(code = 0) {
    stopping = true;
    for (const child of running.values()) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    setTimeout(() => process.exit(code), 3000).unref();
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  for (const service of services) start(service, 0);

  // The first start renders pictures and documents and seeds the database: allow it minutes.
  for (const service of services) {
    const deadline = Date.now() + 15 * 60 * 1000;
    for (;;) {
      try {
        if ((await fetch(service.health)).ok) break;
      } catch {
        // not listening yet
      }
      if (stopping || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  if (!stopping) {
    console.log('\nReady:');
    for (const service of services) for (const url of service.urls) console.log(`  ${service.name.padEnd(12)} ${url}`);
    console.log('Press Ctrl+C to stop.\n');
  }
}
