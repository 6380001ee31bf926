import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadBffConfig } from '@ostrel/bff/config';
import { createBff } from '@ostrel/bff/create-bff';
import { loadWebConfig } from './config.js';
import { createWebServer } from './create-server.js';

// dist/node/server/main.js → the app's root is three levels up.
const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const serverEntry = join(appRoot, 'dist', 'server', 'entry.mjs');
if (!existsSync(serverEntry)) throw new Error('The site is not built: run `pnpm build` first.');
await import(pathToFileURL(serverEntry).href);

const config = loadWebConfig();
const bffConfig = loadBffConfig();
const bff = createBff(bffConfig);
const apiAuthorization = `Basic ${Buffer.from(`${bffConfig.apiUsername}:${bffConfig.apiPassword}`).toString('base64')}`;
const app = await createWebServer({ config, bff, apiOrigin: new URL(bffConfig.apiUrl).origin, apiAuthorization, redirectHosts: bffConfig.redirectHosts, clientDir: join(appRoot, 'dist', 'client'), logger: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Requests in flight finish; a stuck one does not keep the process forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
