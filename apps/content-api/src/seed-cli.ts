// Reseeds the database from the content files: `pnpm seed` (pass --if-changed to skip unchanged
// content). Pictures and documents are drawn by the server when first asked for; --rerender draws
// every one again now, whatever is on disk.
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrations.js';
import { seed, type SeedReport } from './seed/seed.js';

const config = loadConfig();
const db = await openDatabase({
  ...config,
  databaseUrl: config.migrationDatabaseUrl,
  applicationName: 'content-api-seed',
});
try {
  let report: SeedReport | undefined;
  // Under the migration lock: a reseed never runs into a migrate command or a server starting.
  await migrate(db, async () => {
    report = await seed(db, {
      uploadDir: `${config.dataDir}/upload`,
      cacheDir: config.seedCacheDir,
      force: !process.argv.includes('--if-changed'),
      rerender: process.argv.includes('--rerender'),
      log: (message) => process.stdout.write(`${message}\n`),
    });
  });
  if (!report) throw new Error('the seed did not run');
  process.stdout.write(
    report.seeded ? `Seeded in ${(report.milliseconds / 1000).toFixed(1)} s\n` : 'Content unchanged, nothing to do\n',
  );
} finally {
  await db.close();
}
