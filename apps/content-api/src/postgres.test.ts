import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate, schemaState } from './db/migrations.js';
import { createServer } from './server.js';
import getPort from 'get-port';
import {
  processCredential,
  processDataDir,
  processExited,
  processOutcome,
  processReady,
  startContentApiProcess,
  startMigrateProcess,
} from './test-support/process.js';

/**
 * The same migrations, seed and SQL on a real PostgreSQL server. The test starts a throwaway
 * cluster from Debian's postgresql package (which .ci/run installs); a developer machine without
 * it skips this file, CI does not.
 */
const binDir = ['/usr/lib/postgresql']
  .filter((root) => existsSync(root))
  .flatMap((root) => readdirSync(root).map((version) => join(root, version, 'bin')))
  .find((dir) => existsSync(join(dir, 'initdb')));

if (!binDir && process.env.CI) throw new Error('PostgreSQL is not installed: .ci/run installs the postgresql package');

const asPostgres = (command: string, args: string[]) => {
  const root = process.getuid?.() === 0;
  const result = spawnSync(root ? 'runuser' : command, root ? ['-u', 'postgres', '--', command, ...args] : args, {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
};

describe.skipIf(!binDir)('on a real PostgreSQL', () => {
  const cluster = mkdtempSync(join(tmpdir(), 'content-api-pg-'));
  const started: { db?: Database; app?: FastifyInstance } = {};
  let urlOf = (database: string) => database;
  let migrateRuns: { code: number | null; output: string }[] = [];
  const directories: string[] = [];
  const auth = { authorization: `Basic ${Buffer.from('ostrel:ostrel-dev-password').toString('base64')}` };

  beforeAll(async () => {
    if (!binDir) return;
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', cluster]);
    else chownSync(cluster, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
    const port = await getPort();
    asPostgres(join(binDir, 'initdb'), [
      '-D',
      join(cluster, 'data'),
      '-U',
      'ostrel',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    asPostgres(join(binDir, 'pg_ctl'), [
      '-D',
      join(cluster, 'data'),
      '-l',
      join(cluster, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${cluster} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    const { dataDir } = inject('contentApi');
    urlOf = (database) => `postgres://ostrel@127.0.0.1:${port}/${database}`;
    const databaseUrl = urlOf('postgres');
    // Two migrate commands at the same moment, as a job started twice (or two replicas) would run
    // them. Pictures and documents already exist in the shared test data: only the database is filled.
    const env = { DATABASE_URL: databaseUrl, MIGRATION_DATABASE_URL: '', DATA_DIR: dataDir, CONTENT_API_SEED: 'auto' };
    migrateRuns = await Promise.all([startMigrateProcess(env), startMigrateProcess(env)].map(processOutcome));
    const db = (started.db = await openDatabase({ dataDir, databaseUrl }));
    started.app = await createServer({
      db,
      config: loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }),
      logger: false,
    });
  }, 300_000);

  afterAll(async () => {
    await started.app?.close();
    await started.db?.close();
    if (binDir) asPostgres(join(binDir, 'pg_ctl'), ['-D', join(cluster, 'data'), '-m', 'immediate', 'stop']);
    rmSync(cluster, { recursive: true, force: true });
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  });

  const get = async <T>(url: string, locale = 'ru') => {
    const response = await started.app!.inject({ url: `/api/v1${url}`, headers: { ...auth, locale } });
    return { status: response.statusCode, body: response.json<T>() };
  };

  const count = async (db: Database, table: string) =>
    (await db.query<{ count: number }>(`select count(*)::int as count from ${table}`)).rows[0]?.count;

  it('runs two migrate commands started together: both succeed, one migrates and seeds, the other waits', async () => {
    expect(
      migrateRuns.map((run) => run.code),
      migrateRuns.map((run) => run.output).join('\n'),
    ).toEqual([0, 0]);
    const events = migrateRuns.map((run) =>
      run.output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map(
          (line) => JSON.parse(line) as { migrations?: string[]; seeded?: boolean; counts?: Record<string, number> },
        ),
    );
    const applied = events.map((run) => run.flatMap((event) => event.migrations ?? []));
    const seeded = events.flatMap((run) => run.filter((event) => event.seeded !== undefined));
    // Whichever came first did everything; the other found the lock held, then nothing to do.
    expect(applied.map((ids) => ids.length).sort()).toEqual([0, 5]);
    expect(seeded.map((event) => event.seeded).sort()).toEqual([false, true]);

    const db = started.db!;
    expect(await count(db, 'schema_migrations')).toBe(5);
    const counts = seeded.find((event) => event.seeded)?.counts ?? {};
    // The rows of one seed, not two (search documents have no key that would refuse a second copy).
    expect(await count(db, 'content')).toBe(counts.contentRows);
    expect(await count(db, 'search_document')).toBe(counts.searchDocuments);
    expect(await count(db, 'model')).toBe(counts.models);
    expect(counts.models).toBeGreaterThanOrEqual(250);
  });

  it('has a server that does not migrate wait for a migration under way, then find the schema current', async () => {
    await started.db!.exec('create database migrating');
    const db = await openDatabase({ dataDir: inject('contentApi').dataDir, databaseUrl: urlOf('migrating') });
    try {
      let locked!: () => void;
      let release!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const migrating = migrate(db, async () => {
        locked();
        await released;
      });
      await lockTaken;
      let checked = false;
      const state = schemaState(db).finally(() => (checked = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(checked).toBe(false);
      release();
      await migrating;
      expect(await state).toEqual({ missing: [], unknown: [] });
    } finally {
      await db.close();
    }
  });

  it('refuses to start with CONTENT_API_MIGRATE=off on a database not migrated, naming the command', async () => {
    await started.db!.exec('create database unmigrated');
    const dataDir = await processDataDir('unmigrated');
    directories.push(dataDir);
    const child = startContentApiProcess(dataDir, await getPort(), {
      readOutput: true,
      env: { DATABASE_URL: urlOf('unmigrated'), CONTENT_API_MIGRATE: 'off' },
    });
    const { code, output } = await processOutcome(child);
    expect(code).toBe(1);
    expect(output).toContain('not migrated for this release (missing: 001-initial, ');
    expect(output).toContain('node apps/content-api/dist/migrate-cli.js');
    const db = await openDatabase({ dataDir, databaseUrl: urlOf('unmigrated') });
    try {
      const { rows } = await db.query<{ found: boolean }>(
        "select to_regclass('schema_migrations') is not null as found",
      );
      expect(rows[0]?.found).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('serves with CONTENT_API_MIGRATE=off on a migrated database', async () => {
    const dataDir = await processDataDir('migrated');
    directories.push(dataDir);
    const port = await getPort();
    const child = startContentApiProcess(dataDir, port, {
      env: { DATABASE_URL: urlOf('postgres'), CONTENT_API_MIGRATE: 'off' },
    });
    try {
      await processReady(port);
      const response = await fetch(
        `http://127.0.0.1:${String(port)}/api/v1/catalog/section?sectionLevelCodes[]=office`,
        {
          headers: { authorization: processCredential },
        },
      );
      expect(response.status).toBe(200);
      expect(((await response.json()) as { series: unknown[] }).series.length).toBeGreaterThan(0);
    } finally {
      child.kill('SIGTERM');
      await processExited(child);
    }
  });

  it('filters, sorts and pages the catalogue', async () => {
    const { body } = await get<{ series: { figures: { cct: number[] } }[]; appliedFilters: unknown[] }>(
      '/catalog/section?sectionLevelCodes[]=office&cct[]=3000&sort=power&order=desc',
    );
    expect(body.appliedFilters).toHaveLength(1);
    expect(body.series.length).toBeGreaterThan(0);
    for (const series of body.series) expect(series.figures.cct).toContain(3000);
  });

  it('searches with Russian and English stemming', async () => {
    const ru = await get<{ total: number; items: { snippet: string }[] }>(
      `/search?query=${encodeURIComponent('светильники')}`,
    );
    expect(ru.body.total).toBeGreaterThan(0);
    const en = await get<{ total: number }>('/search?query=luminaires', 'en');
    expect(en.body.total).toBeGreaterThan(0);
  });

  it('stores submissions and counts likes', async () => {
    const stored = await started.app!.inject({
      method: 'POST',
      url: '/api/v1/news/request?name=Ivan&email=ivan%40example.com&consent=true',
      headers: auth,
    });
    expect(stored.statusCode).toBe(201);
    const url = (await get<{ items: { blogItemUrl: string }[] }>('/blog/all')).body.items[0]!.blogItemUrl;
    const first = await get<{ likes: number }>(`${url}/addLike`);
    const second = await get<{ likes: number }>(`${url}/addLike`);
    expect(second.body.likes).toBe(first.body.likes + 1);
  });
});
