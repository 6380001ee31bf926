import * as z from 'zod';

const Config = z.object({
  WEB_HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RENDER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  RENDER_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  GEO_LOOKUP_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GEO_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(400),
  MEDIA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export interface WebConfig {
  host: string;
  port: number;
  /** The site's public origin (canonical links, sitemap), without a trailing slash. */
  publicUrl: string;
  /** How long a rendered anonymous page is reused; 0 turns the render cache off. */
  renderCacheTtlMs: number;
  renderCacheMaxEntries: number;
  /** Geo-IP service; `{ip}` in it is replaced by the visitor's address. Unset: no lookup. */
  geoLookupUrl: string | undefined;
  geoLookupTimeoutMs: number;
  /** Pictures and files are streamed from the content API's origin; this long at most. */
  mediaTimeoutMs: number;
  /** Visitors are turned away (503, Retry-After) while the event loop lags more than this; 0: never. */
  maxEventLoopDelayMs: number;
  /**
   * At shutdown, /readyz says 503 this long before the server stops taking connections, so a load
   * balancer that polls it stops sending visitors first.
   */
  shutdownDelayMs: number;
  /** Behind a load balancer: take the visitor's address and protocol from X-Forwarded-*. */
  trustProxy: boolean;
}

/** Parses the environment once; an invalid value stops start-up with a message naming it. */
export function loadWebConfig(env: Record<string, string | undefined> = process.env): WebConfig {
  const parsed = Config.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid web configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const value = parsed.data;
  return {
    host: value.WEB_HOST,
    port: value.PORT,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    renderCacheTtlMs: value.RENDER_CACHE_TTL_MS,
    renderCacheMaxEntries: value.RENDER_CACHE_MAX_ENTRIES,
    geoLookupUrl: value.GEO_LOOKUP_URL,
    geoLookupTimeoutMs: value.GEO_LOOKUP_TIMEOUT_MS,
    mediaTimeoutMs: value.MEDIA_TIMEOUT_MS,
    maxEventLoopDelayMs: value.MAX_EVENT_LOOP_DELAY_MS,
    shutdownDelayMs: value.SHUTDOWN_DELAY_MS,
    trustProxy: value.TRUST_PROXY,
  };
}
