// Migrates the database, and seeds it with CONTENT_API_SEED=auto, then exits: run once per release
// (a Kubernetes Job, a Compose one-shot service) before replicas that start with
// CONTENT_API_MIGRATE=off. Connects to MIGRATION_DATABASE_URL when set, else to DATABASE_URL.
// Exits 0 when the database is ready, 1 with the reason in the log otherwise.
import { loggerOptions } from '@ostrel/logging/logger-options';
import { pino } from 'pino';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateAndSeed } from './prepare-database.js';
import { loadContent } from './seed/load-content.js';

// An invalid setting throws here, naming it, and the process exits 1.
const config = loadConfig();
const root = pino(loggerOptions('content-api', config.logLevel));
const log = root.child({ component: 'migrate' });
const databaseLog = root.child({ component: 'database' });

try {
  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.migrationDatabaseUrl,
    // The migrations and the seed use one connection at a time; with the lock's own, three at most.
    poolMax: 2,
    applicationName: 'content-api-migrate',
    log: (level, message) => {
      databaseLog[level](message);
    },
  });
  try {
    // Read before the lock is taken, so that the lock is held no longer than the writing.
    const content = config.seed === 'auto' ? loadContent() : null;
    await migrateAndSeed(db, { config, log, content });
  } finally {
    await db.close();
  }
  log.info('the database is ready');
} catch (error) {
  log.fatal({ err: error }, `migrating the database failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Explicitly: a one-shot job that lingered on some open handle would never be seen to finish.
process.exit(0);
