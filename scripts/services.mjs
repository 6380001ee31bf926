// Shared by `npm start` and `pnpm dev`: runs the services side by side, stops them all when one
// stops or on Ctrl+C, and prints their addresses once each answers its health check.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { root, toolEnv } from './toolchain.mjs';

/** The tools' environment with the settings of a `.env` file at the root, if any (the environment wins). */
export function serviceEnv() {
  const envFile = join(root, '.env');
  return { ...(existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {}), ...toolEnv };
}

/**
 * @param {{ name: string, command: string, args: string[], health: string, urls: string[] }[]} services
 * @param {NodeJS.ProcessEnv} env
 */
export async function runServices(services, env) {
  let stopping = false;
  const children = services.map((service) => {
    // Each in a process group of its own, stopped as a whole: a service started through
    // `pnpm run` runs under pnpm and a watcher, which a signal to pnpm alone would leave running.
    const child = spawn(service.command, service.args, { cwd: root, env, stdio: 'inherit', detached: true });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${service.name} stopped (${signal ?? code}); stopping the rest.`);
        stop(code ?? 1);
      }
    });
    return child;
  });

  function stop(code = 0) {
    stopping = true;
    for (const child of children) {
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
