import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import * as z from 'zod';
import type { ComputeLimits } from './compute/compute-pool.js';

/** `data/outbox` at the repository root, whether running from src/ (tsx) or dist/. */
const defaultOutboxDir = resolve(import.meta.dirname, '../../../data/outbox');

/** A switch; unset or empty stays undefined, for a default that depends on NODE_ENV. */
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

const Config = z.object({
  BFF_HOST: z.string().default('127.0.0.1'),
  BFF_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_URL: z.url().default('http://127.0.0.1:4010/api/v1'),
  API_USERNAME: z.string().default('ostrel'),
  API_PASSWORD: z.string().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  UPSTREAM_BREAKER_HALF_OPEN_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  CACHE_STALE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400_000)
    .default(86_400_000),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default('ostrel'),
  REDIS_MAX_VALUE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(4 * 1024 * 1024),
  REDIRECT_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      const origins = value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (URL.canParse(origin) && new URL(origin).origin === origin) continue;
        context.addIssue({ code: 'custom', message: `"${origin}" is not an origin (https://host[:port])` });
      }
      return origins;
    }),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_PORT: z
    .union([z.literal('').transform(() => undefined), z.coerce.number().int().min(1).max(65535)])
    .optional(),
  RATE_LIMIT_SCALE: z.coerce.number().min(0).max(1000).default(1),
  COMPUTE_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, Math.min(4, availableParallelism() - 1))),
  COMPUTE_MAX_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  COMPUTE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  OUTBOX_DIR: z.string().optional(),
  OUTBOX_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  GRAPHIQL: flag,
  INTROSPECTION: flag,
  NODE_ENV: z.string().optional(),
  // The same levels as the content API's, so one .env serves both.
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .transform((level) => (level === 'fatal' ? 'error' : level === 'trace' ? 'debug' : level)),
});

export interface BffConfig {
  host: string;
  port: number;
  /** Base of the v1 API, without a trailing slash: `…/api/v1`. */
  apiUrl: string;
  apiUsername: string;
  apiPassword: string;
  /** Each upstream call gives up after this long. */
  upstreamTimeoutMs: number;
  /** An open circuit breaker lets one trial read through to the provider after this long. */
  upstreamBreakerHalfOpenMs: number;
  /** How long a cached upstream answer is served without asking again. */
  cacheTtlMs: number;
  /** How long past that it may still stand in when the upstream fails. */
  cacheStaleMs: number;
  cacheMaxEntries: number;
  /**
   * Redis shared by every instance (upstream answers, whole answers, the site's rendered pages);
   * undefined: each process keeps its own, in memory.
   */
  redisUrl: string | undefined;
  /** Put before every Redis key: several sites, or stages, can share one Redis. */
  redisNamespace: string;
  /** Larger values stay in the instance's own memory. */
  redisMaxValueBytes: number;
  /** Hosts an SEO redirect may point at besides the site itself. */
  redirectHosts: string[];
  /**
   * Origins of other sites whose pages may call the BFF from a browser (CORS, and the origin check
   * against CSRF); its own origin always may, clients outside browsers send none.
   */
  allowedOrigins: string[];
  /** Prometheus metrics at /metrics on a listener of their own; none when no port is set. */
  metricsHost: string;
  metricsPort: number | undefined;
  /** Every per-visitor budget (rate-limits.ts) times this; 0 turns them off. */
  rateLimitScale: number;
  /** The worker threads of the computations a visitor chooses the cost of (compute/compute-pool.ts). */
  compute: ComputeLimits;
  /** Where request forms wait while the content API cannot take them; null (an empty OUTBOX_DIR): nowhere. */
  outboxDir: string | null;
  /** How often the outbox tries again. */
  outboxRetryMs: number;
  /** GraphiQL in the browser and schema introspection: on, but off by default in production. */
  graphiql: boolean;
  introspection: boolean;
  logLevel: 'error' | 'warn' | 'info' | 'debug' | 'silent';
}

/** The content API's password outside production when none is set (its own default there). */
const developmentPassword = 'ostrel-dev-password';

/** Parses the environment once; an invalid value stops start-up with a message naming it. */
export function loadBffConfig(env: Record<string, string | undefined> = process.env): BffConfig {
  const parsed = Config.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid BFF configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const value = parsed.data;
  if (!value.API_PASSWORD && value.NODE_ENV === 'production')
    throw new Error(
      'Invalid BFF configuration: API_PASSWORD is not set. In production the upstream API needs its real password; the development one is used only outside production.',
    );
  return {
    host: value.BFF_HOST,
    port: value.BFF_PORT,
    apiUrl: value.API_URL.replace(/\/+$/, ''),
    apiUsername: value.API_USERNAME,
    apiPassword: value.API_PASSWORD || developmentPassword,
    upstreamTimeoutMs: value.UPSTREAM_TIMEOUT_MS,
    upstreamBreakerHalfOpenMs: value.UPSTREAM_BREAKER_HALF_OPEN_MS,
    cacheTtlMs: value.CACHE_TTL_MS,
    cacheStaleMs: value.CACHE_STALE_MS,
    cacheMaxEntries: value.CACHE_MAX_ENTRIES,
    redisUrl: value.REDIS_URL,
    redisNamespace: value.REDIS_NAMESPACE,
    redisMaxValueBytes: value.REDIS_MAX_VALUE_BYTES,
    redirectHosts: value.REDIRECT_HOSTS,
    allowedOrigins: value.ALLOWED_ORIGINS,
    metricsHost: value.METRICS_HOST,
    metricsPort: value.METRICS_PORT,
    rateLimitScale: value.RATE_LIMIT_SCALE,
    compute: {
      threads: value.COMPUTE_THREADS,
      maxQueue: value.COMPUTE_MAX_QUEUE,
      timeoutMs: value.COMPUTE_TIMEOUT_MS,
    },
    outboxDir:
      value.OUTBOX_DIR === undefined ? defaultOutboxDir : value.OUTBOX_DIR === '' ? null : resolve(value.OUTBOX_DIR),
    outboxRetryMs: value.OUTBOX_RETRY_MS,
    graphiql: value.GRAPHIQL ?? value.NODE_ENV !== 'production',
    introspection: value.INTROSPECTION ?? value.NODE_ENV !== 'production',
    logLevel: value.LOG_LEVEL,
  };
}
