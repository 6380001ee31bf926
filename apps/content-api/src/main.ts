import { loggerOptions } from '@ostrel/logging/logger-options';
import { pino } from 'pino';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { sourceDigest } from '@ostrel/seed-assets/documents/write-documents';
import { SeedMedia } from './media/seed-media.js';
import { migrateAndSeed, schemaIsCurrent } from './prepare-database.js';
import { loadContent, type Content } from './seed/load-content.js';
import { createServer } from './server.js';

const config = loadConfig();
const uploadDir = `${config.dataDir}/upload`;
const log = pino(loggerOptions('content-api', config.logLevel));
const databaseLog = log.child({ component: 'database' });
const db = await openDatabase({
  ...config,
  poolMax: config.databasePoolMax,
  idleTimeoutMs: config.databaseIdleTimeoutMs,
  log: (level, message) => {
    databaseLog[level](message);
  },
  // Its server gone, this process cannot answer: `npm start` starts both again (crash recovery).
  onServerExit: () => {
    log.fatal('the database server stopped');
    process.exit(1);
  },
});

let media: SeedMedia | null = null;
let app: Awaited<ReturnType<typeof createServer>> | null = null;
let closing = false;
/**
 * Closes whatever is up so far. Listened for from here on, so that a stop while migrating or
 * seeding stops the database server too (the seed's transaction rolls back; the next start seeds).
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info(`${signal}: closing`);
  media?.stop();
  await app?.close();
  await db.close();
  process.exit(0);
}
/**
 * Work a stop cuts short (a seed whose database server is stopping) ends with the stop, which exits
 * 0 once it has closed everything, not as a failure of its own.
 */
async function unlessStopping<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (closing) await new Promise<never>(() => undefined);
    throw error;
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Started by `npm start`, which may be killed outright: its channel closing is the signal then.
process.on('disconnect', () => void shutdown('supervisor gone'));
// Read once for the seed and the pictures; read again only if a request names a picture it lacks.
let content: Content | null = config.migrate === 'auto' && config.seed === 'auto' ? loadContent() : null;
if (config.migrate === 'auto') await unlessStopping(migrateAndSeed(db, { config, log, content }));
else if (!(await schemaIsCurrent(db, log))) {
  await db.close();
  process.exit(1);
}
const seedMedia = new SeedMedia({
  uploadDir,
  cacheDir: config.seedCacheDir,
  content: () => {
    const read = content ?? loadContent();
    content = null;
    return read;
  },
  log: (message) => {
    log.warn(message);
  },
});
media = seedMedia;
const server = await unlessStopping(createServer({ db, config, media: seedMedia, logger: log }));
app = server;

// Read now, before answering: `npm start` builds the site once this is up, and that build may
// rewrite (identically) the compiled generators this hash is read from.
await sourceDigest();
const address = await unlessStopping(server.listen({ host: config.host, port: config.port }));
server.log.info(`content API ready at ${address}/api/v1/ (OpenAPI: ${address}/api/v1/openapi.json)`);

// Pictures are drawn when first asked for; meanwhile this pass draws the rest, behind any request.
// Not with CONTENT_API_SEED=off: the content is then the operator's own, and no page shows the seed's.
if (config.seed === 'auto')
  void seedMedia.fillInBackground().then(
    ({ drawn, milliseconds }) => {
      if (drawn > 0)
        server.log.info(
          `${String(drawn)} seed pictures drawn in the background in ${(milliseconds / 1000).toFixed(1)} s`,
        );
    },
    (error: unknown) => {
      server.log.error({ err: error }, 'the background pass over the seed pictures failed');
    },
  );
