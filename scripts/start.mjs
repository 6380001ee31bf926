// `npm start`: installs what is missing, builds, then runs the services on their embedded
// defaults (the content API seeds its database on first start) and prints where they listen.
// The content API is built and started first: while the site builds, it seeds and starts drawing
// the seed's documents and pictures in the background, so a first start does both at once.
import { spawnSync } from 'node:child_process';
import { ensureInstalled, pnpm, pnpmBin, root, toolEnv } from './toolchain.mjs';
import { runServices, serviceEnv } from './services.mjs';

const build = ['exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only'];
ensureInstalled();
pnpm([...build, '--filter=@ostrel/content-api...']);

const env = serviceEnv();
const host = env.CONTENT_API_HOST ?? '127.0.0.1';
const port = env.CONTENT_API_PORT ?? '4010';
const sitePort = env.PORT ?? '3000';

await runServices(
  [
    {
      name: 'content API',
      command: process.execPath,
      args: ['apps/content-api/dist/main.js'],
      health: `http://${host}:${port}/healthz`,
      urls: [`http://${host}:${port}/api/v1/`, `http://${host}:${port}/api/v1/openapi.json`],
    },
    {
      name: 'site',
      // The rest (the content API's part is cached): only once the content API is up, so the build
      // never rewrites files it is still loading.
      before: () =>
        spawnSync(process.execPath, [pnpmBin, ...build], { cwd: root, stdio: 'inherit', env: toolEnv }).status === 0,
      command: process.execPath,
      args: ['apps/web/dist/node/server/main.js'],
      health: `http://localhost:${sitePort}/healthz`,
      urls: [
        `http://localhost:${sitePort}/`,
        `http://localhost:${sitePort}/en`,
        `http://localhost:${sitePort}/graphql`,
      ],
    },
  ],
  env,
);
