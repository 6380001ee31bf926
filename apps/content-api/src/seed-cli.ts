// Reseeds the database from the content files: `pnpm seed` (pass --if-changed to skip unchanged
// content). Pictures and documents are drawn by the server when first asked for; --rerender draws
// every one again now, whatever is on disk.
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrations.js';
import { seed } from './seed/seed.js';

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  const report = await seed(db, {
    uploadDir: `${config.dataDir}/upload`,
    force: !process.argv.includes('--if-changed'),
    rerender: process.argv.includes('--rerender'),
    log: (message) => process.stdout.write(`${message}\n`),
  });
  process.stdout.write(
    report.seeded ? `Seeded in ${(report.milliseconds / 1000).toFixed(1)} s\n` : 'Content unchanged, nothing to do\n',
  );
} finally {
  await db.close();
}
