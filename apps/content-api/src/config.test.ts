import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the content API configuration', () => {
  it('migrates on start with a pool of 10 by default, as npm start always has', () => {
    const config = loadConfig({});
    expect(config.migrate).toBe('auto');
    expect(config.seed).toBe('auto');
    expect(config.databaseUrl).toBeNull();
    expect(config.migrationDatabaseUrl).toBeNull();
    expect(config.databasePoolMax).toBe(10);
    expect(config.databaseIdleTimeoutMs).toBe(10_000);
  });

  it('reads the settings for several replicas', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://api@pgbouncer:6432/ostrel',
      MIGRATION_DATABASE_URL: 'postgres://owner@db:5432/ostrel',
      CONTENT_API_MIGRATE: 'off',
      DATABASE_POOL_MAX: '4',
      DATABASE_POOL_IDLE_TIMEOUT_MS: '0',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://api@pgbouncer:6432/ostrel',
      migrationDatabaseUrl: 'postgres://owner@db:5432/ostrel',
      migrate: 'off',
      databasePoolMax: 4,
      databaseIdleTimeoutMs: 0,
    });
  });

  it('migrates through DATABASE_URL when MIGRATION_DATABASE_URL is unset or empty', () => {
    for (const migrationUrl of [undefined, '']) {
      const config = loadConfig({ DATABASE_URL: 'postgres://db/ostrel', MIGRATION_DATABASE_URL: migrationUrl });
      expect(config.migrationDatabaseUrl).toBe('postgres://db/ostrel');
    }
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
  });

  it('keeps no seed cache of its own; SEED_CACHE_DIR names one, from the working directory', () => {
    expect(loadConfig({}).seedCacheDir).toBeNull();
    expect(loadConfig({ SEED_CACHE_DIR: '' }).seedCacheDir).toBeNull();
    expect(loadConfig({ SEED_CACHE_DIR: 'data/seed-cache' }, '/srv/site').seedCacheDir).toBe(
      '/srv/site/data/seed-cache',
    );
  });

  it.each([
    ['CONTENT_API_MIGRATE', 'once'],
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', 'ten'],
    ['DATABASE_POOL_MAX', '2.5'],
    ['DATABASE_POOL_IDLE_TIMEOUT_MS', '-1'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid content API configuration: ${name}`));
  });

  it('refuses to start in production without a password of its own, naming the setting', () => {
    for (const password of [undefined, '']) {
      expect(() => loadConfig({ NODE_ENV: 'production', CONTENT_API_PASSWORD: password })).toThrow(
        /CONTENT_API_PASSWORD is not set/,
      );
    }
    expect(loadConfig({ NODE_ENV: 'production', CONTENT_API_PASSWORD: 's3cret' }).password).toBe('s3cret');
    // Outside production (development, the test suites) the development password stands in.
    expect(loadConfig({ CONTENT_API_PASSWORD: '' }).password).toBe('ostrel-dev-password');
    // .env.example, copied to .env as people do, gives none away.
    const example = parseEnv(readFileSync(join(import.meta.dirname, '../../../.env.example'), 'utf8'));
    expect(() => loadConfig({ ...example, NODE_ENV: 'production' })).toThrow(/CONTENT_API_PASSWORD is not set/);
  });
});
