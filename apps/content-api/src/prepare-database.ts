import type { Logger } from 'pino';
import type { ContentApiConfig } from './config.js';
import type { Database } from './db/database.js';
import { migrate, schemaState } from './db/migrations.js';
import type { Content } from './seed/load-content.js';
import { seed } from './seed/seed.js';

/** How an operator runs the migrations: what a refusal to start names. */
const migrateCommand = 'node apps/content-api/dist/migrate-cli.js (or pnpm --filter @ostrel/content-api migrate)';

/**
 * What a release does to its database once: the pending migrations, then, with
 * `CONTENT_API_SEED=auto`, the seed (skipped when the content has not changed). Both under the
 * migration lock: processes doing this at once take turns, and the later ones find nothing to do.
 * The server runs it on start (`CONTENT_API_MIGRATE=auto`), the migrate command once per release.
 */
export async function migrateAndSeed(
  db: Database,
  options: { config: ContentApiConfig; log: Logger; content: Content | null },
): Promise<void> {
  const { config, log, content } = options;
  await migrate(db, async (applied) => {
    if (applied.length > 0) log.info({ migrations: applied }, `migrations applied: ${applied.join(', ')}`);
    else log.info({ migrations: applied }, 'the schema is up to date');
    if (!content) return;
    const report = await seed(db, {
      uploadDir: `${config.dataDir}/upload`,
      cacheDir: config.seedCacheDir,
      content,
      log: (message) => {
        log.info(message);
      },
      warn: (message) => {
        log.warn(message);
      },
    });
    if (report.seeded)
      log.info(
        { seeded: true, counts: report.counts },
        `content seeded in ${(report.milliseconds / 1000).toFixed(1)} s`,
      );
    else log.info({ seeded: false }, 'the content is seeded already');
  });
}

/**
 * For a server that does not migrate (`CONTENT_API_MIGRATE=off`): whether the database's schema is
 * the one this build needs. A migration under way is waited for; a database not migrated for this
 * release is refused at once, with the command to run: the orchestrator restarts the server, and a
 * forgotten migration shows in its log instead of hiding behind a start that waits. A database a
 * newer release migrated is served, with a warning: the old replicas of a rolling update.
 */
export async function schemaIsCurrent(db: Database, log: Logger): Promise<boolean> {
  const { missing, unknown } = await schemaState(db);
  if (missing.length > 0) {
    log.fatal(
      { missing },
      `the database is not migrated for this release (missing: ${missing.join(', ')}): run the migrate command once, ` +
        `${migrateCommand}, or start with CONTENT_API_MIGRATE=auto`,
    );
    return false;
  }
  if (unknown.length > 0)
    log.warn({ unknown }, `the database has migrations this build does not know (${unknown.join(', ')}): serving on`);
  return true;
}
