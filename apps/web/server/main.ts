import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadWebConfig } from './config.js';
import { startWebServer } from './start.js';

// dist/node/server/main.js → the app's root is three levels up.
const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const serverEntry = join(appRoot, 'dist', 'server', 'entry.mjs');
if (!existsSync(serverEntry)) throw new Error('The site is not built: run `pnpm build` first.');
await import(pathToFileURL(serverEntry).href);

await startWebServer({
  config: loadWebConfig(),
  clientDir: join(appRoot, 'dist', 'client'),
  buildDir: join(appRoot, 'dist'),
});
