import { isIP } from 'node:net';
import * as z from 'zod';

export type TrustedProxies = false | number | string[];

/**
 * The proxies as Fastify takes them. A count is a function of the hop (0: the peer of the socket):
 * Fastify itself no longer reads a number. Hops are counted from the site's side, so a count is
 * right only where the site's port can be reached through those proxies alone.
 */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}

/** The names proxy-addr (Fastify's) takes for the private ranges. */
const namedNetworks = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: empty, `false` or `0` for none; a number of hops (the proxies in front, nearest
 * first); or the proxies' addresses and networks, comma-separated (`10.0.0.0/8, loopback`). Never
 * every hop: a visitor would choose the address the rate limits and the geo lookup see by sending
 * an X-Forwarded-For of their own. A message when the value is none of these.
 */
function readTrustedProxies(value: string): TrustedProxies | string {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Math.min(Number(text), 32);
  if (text === 'true')
    return 'trusting every hop lets a visitor choose their own address: give the number of proxies in front (e.g. 1) or their addresses and networks';
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => {
    if (namedNetworks.has(entry)) return false;
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    return version === 0 || rest.length > 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits));
  });
  return wrong === undefined ? entries : `"${wrong}" is not an address, a network or a count of hops`;
}

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
    .string()
    .default('')
    .transform((value, context) => {
      const trusted = readTrustedProxies(value);
      if (typeof trusted === 'string') context.addIssue({ code: 'custom', message: trusted });
      return typeof trusted === 'string' ? z.NEVER : trusted;
    }),
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
  /**
   * Which proxies in front are believed about the visitor (X-Forwarded-For, -Proto, -Host): none
   * (false), the nearest N hops, or those at these addresses and networks (Fastify's trustProxy).
   */
  trustProxy: TrustedProxies;
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
