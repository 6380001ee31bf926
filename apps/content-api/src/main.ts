import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrations.js';
import { seed } from './seed/seed.js';
import { createServer } from './server.js';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const app = await createServer({ db, config });
if (config.seed === 'auto') {
  const report = await seed(db, {
    uploadDir: `${config.dataDir}/upload`,
    log: (message) => {
      app.log.info(message);
    },
  });
  if (report.seeded) app.log.info(`content seeded in ${(report.milliseconds / 1000).toFixed(1)} s`);
}

const address = await app.listen({ host: config.host, port: config.port });
app.log.info(`content API ready at ${address}/api/v1/ (OpenAPI: ${address}/api/v1/openapi.json)`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
