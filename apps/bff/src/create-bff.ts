import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { SharedCache } from '@ostrel/shared-cache/shared-cache';
import { parse, type ParseOptions, type Source } from 'graphql';
import type { Registry } from 'prom-client';
import {
  createGraphQLError,
  createSchema,
  createYoga,
  useReadinessCheck,
  type Plugin,
  type YogaServerInstance,
} from 'graphql-yoga';
import { createHash } from 'node:crypto';
import type { BffConfig } from './config.js';
import { createContext, localeFromHeaders, type BffContext } from './context.js';
import { typeDefs } from './generated/type-defs.js';
import { createLogger, type Logger } from './logger.js';
import { registerBffMetrics } from './metrics.js';
import { useTracing } from './tracing.js';
import { useOperationCost } from './operation-cost.js';
import { corsFor, useOriginPolicy } from './origin-policy.js';
import { useRateLimits } from './rate-limits.js';
import { sanitizeHtmlFields } from './schema/base/html.js';
import { resolvers } from './schema/resolvers.js';
import { withStoredAnswers } from './serve-stored.js';
import { responseCacheKey, StoredAnswers } from './stored-answers.js';
import { MemoryCacheStore, SharedCacheStore, type CacheStore } from './upstream/cache-store.js';
import { UpstreamClient } from './upstream/client.js';
import { ComputePool } from './compute/compute-pool.js';
import { Outbox } from './upstream/outbox.js';

export interface BffOptions {
  /** Where upstream answers are kept across requests; by default in memory, or shared through Redis. */
  cache?: CacheStore;
  /**
   * Redis shared with other instances, made from `REDIS_URL` unless given (the site passes the one
   * its render cache uses too); null: none, whatever the configuration says.
   */
  shared?: SharedCache | null;
  log?: Logger;
  /** Called for every upstream call that reaches the network. */
  onUpstreamFetch?: (url: string) => void;
  /** Where the BFF's metrics are registered (the hosting server serves them); none when not given. */
  metrics?: Registry;
  /** Path the GraphQL endpoint is served at. */
  graphqlEndpoint?: string;
}

/**
 * What a server mounting the BFF tells it about the request: `visitor`, the client's address as
 * that server trusts it (behind its proxies). The BFF's own server gives the socket's (`req`).
 */
export interface BffServerContext {
  visitor?: string | undefined;
  req?: { socket?: { remoteAddress?: string | undefined } };
}

export type Bff = YogaServerInstance<BffServerContext, BffContext> & {
  upstream: UpstreamClient;
  /** Worker threads for room designs: the server hosting the BFF closes them when it stops. */
  compute: ComputePool;
  /** Redis shared with other instances, or null when each process keeps its own caches. */
  shared: SharedCache | null;
  /** The outbox, whose delivery the server hosting the BFF starts (`start`) and stops. */
  outbox: Outbox | null;
};

/** Limits that turn abusive operations away before they cost anything. */
export const operationLimits = {
  maxDepth: 25,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 2500,
  maxDirectives: 20,
} as const;

/**
 * The BFF as a fetch-style handler, without a listener: the standalone server and the web server
 * mount the same instance. Each operation gets its own context (locale and loaders). Whole answers
 * kept by the response cache are written as stored bytes before Yoga sees the request
 * (serve-stored.ts), whichever way the handler is called.
 */
export function createBff(config: BffConfig, options: BffOptions = {}): Bff {
  const log = options.log ?? createLogger(config.logLevel);
  const shared = options.shared === undefined ? sharedCache(config, log) : options.shared;
  const upstream: UpstreamClient = new UpstreamClient(
    config,
    options.cache ??
      (shared
        ? new SharedCacheStore(shared, { maxEntries: config.cacheMaxEntries, freshMs: config.cacheTtlMs })
        : new MemoryCacheStore(config.cacheMaxEntries)),
    log,
    options.onUpstreamFetch,
    options.metrics
      ? registerBffMetrics(options.metrics, { circuitState: (): number => upstream.circuitState, shared })
      : undefined,
  );
  const compute = new ComputePool(config.compute);
  const outbox = config.outboxDir ? new Outbox(config.outboxDir, upstream, log, config.outboxRetryMs) : null;
  // Off when the fresh time is zero. Shared answers are the schema's: another schema's are not taken.
  const answers =
    config.cacheTtlMs > 0
      ? new StoredAnswers({
          maxEntries: config.cacheMaxEntries,
          ...(shared
            ? { shared: { cache: shared, version: createHash('sha256').update(typeDefs).digest('hex').slice(0, 12) } }
            : {}),
        })
      : undefined;
  const graphqlEndpoint = options.graphqlEndpoint ?? '/graphql';
  const yoga = createYoga<BffServerContext, BffContext>({
    schema: sanitizeHtmlFields(createSchema<BffContext>({ typeDefs, resolvers })),
    graphqlEndpoint,
    // Yoga's default answers CORS for every origin, with credentials: only the allowed ones here.
    cors: corsFor(config.allowedOrigins),
    healthCheckEndpoint: '/healthz',
    landingPage: false,
    // GraphiQL from the package, not a CDN: it works on closed networks and offline.
    renderGraphiQL,
    graphiql: config.graphiql ? { title: 'OSTREL content graph', headers: JSON.stringify({ locale: 'ru' }) } : false,
    // Errors a resolver did not mean to show are replaced by a generic message; details go to the log.
    maskedErrors: true,
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args: unknown[]) => {
        log.warn({ msg: String(args[0]) });
      },
      error: (...args: unknown[]) => {
        log.error({ msg: String(args[0]), detail: args.slice(1).map(String) });
      },
    },
    context: ({ request, visitor, req }) =>
      createContext({
        locale: localeFromHeaders(request.headers),
        visitor: visitor ?? req?.socket?.remoteAddress,
        upstream,
        compute,
        outbox,
        config,
        log,
      }),
    plugins: [
      useOriginPolicy(config.allowedOrigins),
      EnvelopArmorPlugin({
        // Introspection counts too: the full introspection query GraphiQL sends is 21 deep; abuse goes far deeper.
        maxDepth: { n: operationLimits.maxDepth, ignoreIntrospection: false },
        costLimit: { maxCost: operationLimits.maxCost },
        maxAliases: { n: operationLimits.maxAliases },
        // Tokens are limited by graphql-js's own parser option (below): armor's limit re-lexes every
        // operation and defeats the parse cache.
        maxTokens: { enabled: false },
        maxDirectives: { n: operationLimits.maxDirectives },
        blockFieldSuggestion: { enabled: !config.introspection },
      }),
      useTokenLimit(operationLimits.maxTokens),
      useOperationCost(),
      useDegradedMarker(),
      useTracing(),
      useRateLimits(config.rateLimitScale, shared),
      ...(config.introspection ? [] : [useDisableIntrospection()]),
      // Whole answers are reused for the upstream cache's fresh time, per locale: the plugin decides
      // what is kept, the store keeps it as bytes to send.
      ...(answers
        ? [
            useResponseCache({
              cache: answers,
              session: (request: Request) => localeFromHeaders(request.headers),
              // An answer made of empty defaults is not kept: the next request tries the upstream again.
              shouldCacheResult: ({ result }) => !result.errors?.length && result.extensions?.degraded !== true,
              buildResponseCacheKey: responseCacheKey,
              ttl: config.cacheTtlMs,
              // Whether an archive is ready changes within seconds: always ask. A checked file is the
              // visitor's own (and a key stands a file in by its name and size only): never kept.
              ttlPerSchemaCoordinate: { 'Query.archive': 0, 'Query.photometryCheck': 0 },
              includeExtensionMetadata: false,
            }),
          ]
        : []),
      useReadinessCheck({
        endpoint: '/readyz',
        check: async () => {
          const result = await upstream.read('features', { locale: 'ru' });
          return result.status === 'ok' && !result.stale;
        },
      }),
    ],
  });
  const bff = Object.assign(yoga, { upstream, compute, outbox, shared });
  return answers ? withStoredAnswers(bff, answers, graphqlEndpoint) : bff;
}

/** Redis from the configuration, or null when none is configured. */
export function sharedCache(config: BffConfig, log: Logger): SharedCache | null {
  return config.redisUrl
    ? new SharedCache({
        url: config.redisUrl,
        namespace: config.redisNamespace,
        maxValueBytes: config.redisMaxValueBytes,
        log,
      })
    : null;
}

/**
 * Marks an answer `extensions.degraded` when one of its reads failed with nothing to stand in, so
 * clients (and the response cache) can tell empty defaults from empty content.
 */
function useDegradedMarker(): Plugin<BffContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue;
      return {
        onExecuteDone({ result, setResult }) {
          if (!context.isDegraded() || Symbol.asyncIterator in result) return;
          setResult({ ...result, extensions: { ...result.extensions, degraded: true } });
        },
      };
    },
  };
}

/** Refuses an operation of more than `maxTokens` tokens while parsing it (cached like any parse). */
function useTokenLimit(maxTokens: number): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source: string | Source, options?: ParseOptions) => {
        try {
          return parse(source, { ...options, maxLexicalTokens: maxTokens });
        } catch (error) {
          // Re-created through Yoga so the syntax error reaches the client instead of being masked.
          throw createGraphQLError((error as Error).message, {
            extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } },
          });
        }
      });
    },
  };
}
