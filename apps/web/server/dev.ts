// `pnpm dev`: the site from its sources through Vite's dev server, which Fastify runs as middleware
// (https://vike.dev/createDevMiddleware): pages and components are transpiled on request and
// updated in the browser as they are saved (HMR). Run by `tsx watch`, so a change to the server's
// own code restarts it. Everything else is as `npm start` has it: the in-process BFF, the content
// API at API_URL.
import { join } from 'node:path';
import { loggerOptions } from '@ostrel/logging/logger-options';
import { createDevMiddleware } from 'vike/server';
import { loadWebConfig } from './config.js';
import { startWebServer } from './start.js';

const appRoot = join(import.meta.dirname, '..');
const { devMiddleware, viteServer } = await createDevMiddleware({ root: appRoot });
// A page kept by the render cache would be the code before the last save.
const config = loadWebConfig({ RENDER_CACHE_TTL_MS: '0', ...process.env });
const app = await startWebServer({
  config,
  clientDir: join(appRoot, 'public'),
  viteDevMiddleware: devMiddleware,
  close: () => viteServer.close(),
  // Every module is a request of its own: warnings and errors only (Vike logs each page it renders).
  logger: loggerOptions('site', 'warn'),
});
process.stdout.write(`The site from its sources, with hot reload: ${app.listeningOrigin}/\n`);
