import { resolve } from 'node:path';
import * as z from 'zod';

/** `data/` at the repository root, whether running from src/ (tsx) or dist/. */
const defaultDataDir = resolve(import.meta.dirname, '../../../data');

const Config = z.object({
  CONTENT_API_HOST: z.string().default('127.0.0.1'),
  CONTENT_API_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  CONTENT_API_USERNAME: z.string().min(1).default('ostrel'),
  CONTENT_API_PASSWORD: z.string().min(1).default('ostrel-dev-password'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  CONTENT_API_SEED: z.enum(['auto', 'off']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ContentApiConfig {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Holds the embedded database (unless DATABASE_URL is set), uploaded files and generated media. */
  dataDir: string;
  databaseUrl: string | null;
  /** `auto` seeds on start when the content changed (or never was seeded); `off` leaves the data alone. */
  seed: 'auto' | 'off';
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
  return {
    host: value.CONTENT_API_HOST,
    port: value.CONTENT_API_PORT,
    username: value.CONTENT_API_USERNAME,
    password: value.CONTENT_API_PASSWORD,
    dataDir: value.DATA_DIR ? resolve(cwd, value.DATA_DIR) : defaultDataDir,
    databaseUrl: value.DATABASE_URL && value.DATABASE_URL.length > 0 ? value.DATABASE_URL : null,
    seed: value.CONTENT_API_SEED,
    logLevel: value.LOG_LEVEL,
  };
}
