import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrations.js';
import { seed } from './seed/seed.js';
import { createServer } from './server.js';
import { freePort } from './test-support/free-port.js';

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
  const auth = { authorization: `Basic ${Buffer.from('ostrel:ostrel-dev-password').toString('base64')}` };

  beforeAll(async () => {
    if (!binDir) return;
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', cluster]);
    else chownSync(cluster, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
    const port = await freePort();
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
    const databaseUrl = `postgres://ostrel@127.0.0.1:${port}/postgres`;
    const db = (started.db = await openDatabase({ dataDir, databaseUrl }));
    await migrate(db);
    // Pictures and documents already exist in the shared test data: only the database is filled.
    await seed(db, { uploadDir: join(dataDir, 'upload') });
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
  });

  const get = async <T>(url: string, locale = 'ru') => {
    const response = await started.app!.inject({ url: `/api/v1${url}`, headers: { ...auth, locale } });
    return { status: response.statusCode, body: response.json<T>() };
  };

  it('runs the migrations and is seeded', async () => {
    const { rows } = await started.db!.query<{ count: number }>('select count(*)::int as count from model');
    expect(rows[0]?.count).toBeGreaterThanOrEqual(250);
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
