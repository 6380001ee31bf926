import { resolve } from 'node:path';
import * as z from 'zod';

/** `data/` at the repository root, whether running from src/ (tsx) or dist/. */
const defaultDataDir = resolve(import.meta.dirname, '../../../data');

const Config = z.object({
  CONTENT_API_HOST: z.string().default('127.0.0.1'),
  CONTENT_API_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  CONTENT_API_USERNAME: z.string().min(1).default('ostrel'),
  CONTENT_API_PASSWORD: z.string().optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_POOL_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  MIGRATION_DATABASE_URL: z.string().optional(),
  CONTENT_API_MIGRATE: z.enum(['auto', 'off']).default('auto'),
  CONTENT_API_SEED: z.enum(['auto', 'off']).default('auto'),
  CONTENT_API_AVIF: z.enum(['on', 'off']).default('on'),
  SEED_CACHE_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
});

/**
 * The password outside production when none is set: development and the test suites. In
 * production a password must be set, or the API would be open to anyone who read this file.
 */
const developmentPassword = 'ostrel-dev-password';

export interface ContentApiConfig {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Holds the embedded database (unless DATABASE_URL is set), uploaded files and generated media. */
  dataDir: string;
  databaseUrl: string | null;
  /** Connections each process's pool may hold (the sizing rule: docs/operations.md, "Using a real PostgreSQL"). */
  databasePoolMax: number;
  /** An idle pooled connection is closed after this long; 0 keeps it open. */
  databaseIdleTimeoutMs: number;
  /** Where the migrate command connects: the database's URL unless set (past a pooler, or a role allowed DDL). */
  migrationDatabaseUrl: string | null;
  /**
   * `auto` migrates (and seeds, see `seed`) on start; `off` leaves that to the migrate command, run
   * once per release, and refuses to start on a database it has not migrated.
   */
  migrate: 'auto' | 'off';
  /**
   * `auto`: whoever migrates (the server, or the migrate command) seeds when the content changed (or
   * never was seeded); `off` leaves the data alone.
   */
  seed: 'auto' | 'off';
  /**
   * `on`: a browser that takes AVIF gets it for a picture's WebP URL, drawn when first asked for
   * (encoding it costs about twice the JPEG's and WebP's together); `off`: WebP only, none drawn.
   */
  avif: 'on' | 'off';
  /**
   * Where the seed's pictures and datasheets are kept for other data folders of the same checkout
   * (seed-assets' seed-cache.ts): the test suites and `npm start` share one. Null: none.
   */
  seedCacheDir: string | null;
  logLevel: z.infer<typeof Config>['LOG_LEVEL'];
}

/** Parses the environment once; an invalid value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ContentApiConfig {
  const parsed = Config.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid content API configuration: ${problems}`);
  }
  const value = parsed.data;
  if (!value.CONTENT_API_PASSWORD && value.NODE_ENV === 'production')
    throw new Error(
      'Invalid content API configuration: CONTENT_API_PASSWORD is not set. In production the content API needs a password of its own; the development one is used only outside production.',
    );
  return {
    host: value.CONTENT_API_HOST,
    port: value.CONTENT_API_PORT,
    username: value.CONTENT_API_USERNAME,
    password: value.CONTENT_API_PASSWORD || developmentPassword,
    dataDir: value.DATA_DIR ? resolve(cwd, value.DATA_DIR) : defaultDataDir,
    databaseUrl: value.DATABASE_URL || null,
    databasePoolMax: value.DATABASE_POOL_MAX,
    databaseIdleTimeoutMs: value.DATABASE_POOL_IDLE_TIMEOUT_MS,
    migrationDatabaseUrl: value.MIGRATION_DATABASE_URL || value.DATABASE_URL || null,
    migrate: value.CONTENT_API_MIGRATE,
    seed: value.CONTENT_API_SEED,
    avif: value.CONTENT_API_AVIF,
    seedCacheDir: value.SEED_CACHE_DIR ? resolve(cwd, value.SEED_CACHE_DIR) : null,
    logLevel: value.LOG_LEVEL,
  };
}
