import { loadBffConfig } from '@ostrel/bff/config';
import { createBff } from '@ostrel/bff/create-bff';
import { loggerOptions } from '@ostrel/logging/logger-options';
import type { FastifyInstance } from 'fastify';
import type { WebConfig } from './config.js';
import { createWebServer, type WebServerOptions } from './create-server.js';

export interface StartOptions extends Pick<WebServerOptions, 'clientDir' | 'viteDevMiddleware' | 'logger' | 'build'> {
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
  const bffConfig = loadBffConfig();
  const apiAuthorization = `Basic ${Buffer.from(`${bffConfig.apiUsername}:${bffConfig.apiPassword}`).toString('base64')}`;
  const bff = createBff(bffConfig);
  const app = await createWebServer({
    config,
    bff,
    apiOrigin: new URL(bffConfig.apiUrl).origin,
    apiAuthorization,
    redirectHosts: bffConfig.redirectHosts,
    clientDir: options.clientDir,
    build: options.build,
    viteDevMiddleware: options.viteDevMiddleware,
    logger: options.logger ?? loggerOptions('site', bffConfig.logLevel),
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    bff.outbox?.stop();
    await app.close();
    await bff.shared?.close();
    await options.close?.();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Started by `npm start`, which may be killed outright: its channel closing is the signal then.
  process.on('disconnect', () => void shutdown('supervisor gone'));

  await app.listen({ host: config.host, port: config.port });
  // Forms kept while the content API was away, from this run or one before it, go out now and then.
  bff.outbox?.start();
  return app;
}
