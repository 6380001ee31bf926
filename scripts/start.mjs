// `npm start`: installs what is missing, builds, then runs the services on their embedded
// defaults (the content API seeds its database on first start) and prints where they listen.
import { ensureInstalled, pnpm } from './toolchain.mjs';
import { runServices, serviceEnv } from './services.mjs';

ensureInstalled();
pnpm(['exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']);

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
