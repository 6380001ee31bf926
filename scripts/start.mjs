// `npm start`: installs what is missing, builds, then runs the services on their embedded
// defaults (the content API seeds its database on first start) and prints where they listen.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpm, root, toolEnv } from './toolchain.mjs';

ensureInstalled();
pnpm(['exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']);

const envFile = join(root, '.env');
const nodeArgs = existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const env = { ...toolEnv };
const host = env.CONTENT_API_HOST ?? '127.0.0.1';
const port = env.CONTENT_API_PORT ?? '4010';

const sitePort = env.PORT ?? '3000';

const services = [
  { name: 'content API', entry: 'apps/content-api/dist/main.js', health: `http://${host}:${port}/healthz`, urls: [`http://${host}:${port}/api/v1/`, `http://${host}:${port}/api/v1/openapi.json`] },
  { name: 'site', entry: 'apps/web/dist/node/server/main.js', health: `http://localhost:${sitePort}/healthz`, urls: [`http://localhost:${sitePort}/`, `http://localhost:${sitePort}/en`, `http://localhost:${sitePort}/graphql`] },
];

const children = services.map((service) => {
  const child = spawn(process.execPath, [...nodeArgs, join(root, service.entry)], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${service.name} stopped (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
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
