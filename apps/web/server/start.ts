import { loadBffConfig } from '@ostrel/bff/config';
import { createBff } from '@ostrel/bff/create-bff';
import { serveMetrics } from '@ostrel/bff/metrics';
import { startTracing } from '@ostrel/bff/tracing';
import { loggerOptions } from '@ostrel/logging/logger-options';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { WebConfig } from './config.js';
import { createWebServer, type WebServerOptions } from './create-server.js';
import type { Lifecycle } from './operations.js';
import { buildFingerprint } from './render-cache.js';

export interface StartOptions extends Pick<WebServerOptions, 'clientDir' | 'viteDevMiddleware' | 'logger'> {
  /** The build (dist): its fingerprint keys the pages shared through Redis. Unset (development): none shared. */
  buildDir?: string;
  config: WebConfig;
  /** Runs once the server has closed, before the process exits. */
  close?: () => Promise<void>;
}

/**
 * Starts the site with its in-process BFF, both configured from the environment, and stops it
 * cleanly on SIGTERM/SIGINT: requests in flight finish, a stuck one does not keep the process.
 */
export async function startWebServer(options: StartOptions): Promise<FastifyInstance> {
  const { config } = options;
  // First: spans are only recorded once a provider is registered.
  const tracing = startTracing('ostrel-site');
  const bffConfig = loadBffConfig();
  // Process metrics (event loop lag, heap, GC) with the site's and the BFF's own, when served.
  const metrics = bffConfig.metricsPort === undefined ? undefined : new Registry();
  if (metrics) collectDefaultMetrics({ register: metrics });
  const bff = createBff(bffConfig, { metrics });
  const lifecycle: Lifecycle = { draining: false };
  const app = await createWebServer({
    config,
    bff,
    redirectHosts: bffConfig.redirectHosts,
    clientDir: options.clientDir,
    // Hashing the build takes a moment at start: only when pages are shared.
    build: bffConfig.redisUrl && options.buildDir ? buildFingerprint(options.buildDir) : undefined,
    metrics,
    lifecycle,
    traced: tracing !== null,
    viteDevMiddleware: options.viteDevMiddleware,
    logger: options.logger ?? loggerOptions('site', bffConfig.logLevel),
  });

  let closing = false;
  /**
   * Stops taking new visitors and finishes the requests in flight, then exits: /readyz turns 503
   * first and the server keeps serving for SHUTDOWN_DELAY_MS while load balancers notice; a
   * request that is stuck does not keep the process past 10 seconds after that.
   */
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    lifecycle.draining = true;
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down');
    if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    setTimeout(() => process.exit(1), 10_000).unref();
    bff.outbox?.stop();
    await app.close();
    metricsServer?.close();
    await Promise.allSettled([bff.shared?.close(), bff.compute.close(), tracing?.shutdown()]);
    await options.close?.();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Started by `npm start`, which may be killed outright: its channel closing is the signal then.
  process.on('disconnect', () => void shutdown('supervisor gone'));

  const metricsServer =
    metrics && bffConfig.metricsPort !== undefined
      ? await serveMetrics(metrics, bffConfig.metricsHost, bffConfig.metricsPort)
      : undefined;
  await app.listen({ host: config.host, port: config.port });
  // Forms kept while the content API was away, from this run or one before it, go out now and then.
  bff.outbox?.start();
  return app;
}
