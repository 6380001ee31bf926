// `pnpm dev`: the services of `npm start`, from their sources: the content API restarted when its
// code changes (`tsx watch`), the site through Vite's dev server with hot reload. Same settings
// (`.env`) and addresses. Builds what they import first (the BFF, the shared packages, codegen).
import { ensureInstalled, pnpm, pnpmBin } from './toolchain.mjs';
import { runServices, serviceEnv } from './services.mjs';

ensureInstalled();
pnpm([
  'exec',
  'turbo',
  'run',
  'codegen',
  '--filter=@ostrel/web...',
  '--filter=@ostrel/content-api...',
  '--concurrency=2',
  '--output-logs=errors-only',
]);

const env = serviceEnv();
const host = env.CONTENT_API_HOST ?? '127.0.0.1';
const port = env.CONTENT_API_PORT ?? '4010';
const sitePort = env.PORT ?? '3000';

await runServices(
  [
    {
      name: 'content API',
      command: process.execPath,
      args: [pnpmBin, '--filter', '@ostrel/content-api', 'run', 'dev'],
      health: `http://${host}:${port}/healthz`,
      urls: [`http://${host}:${port}/api/v1/`],
    },
    {
      name: 'site',
      command: process.execPath,
      args: [pnpmBin, '--filter', '@ostrel/web', 'run', 'dev'],
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
