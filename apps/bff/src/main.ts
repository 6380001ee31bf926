import { createServer } from 'node:http';
import { loadBffConfig } from './config.js';
import { createBff } from './create-bff.js';
import { createLogger } from './logger.js';
import { serveMetrics } from './metrics.js';
import { startTracing } from './tracing.js';
import { collectDefaultMetrics, Registry } from 'prom-client';

/** Larger bodies are refused before they are read: operations are small; uploads have their own limit. */
const maxBodyBytes = 12 * 1024 * 1024;

// First: spans are only recorded once a provider is registered.
const tracing = startTracing('ostrel-bff');
const config = loadBffConfig();
const log = createLogger(config.logLevel);
const metrics = config.metricsPort === undefined ? undefined : new Registry();
if (metrics) collectDefaultMetrics({ register: metrics });
const bff = createBff(config, { log, metrics });
if (metrics && config.metricsPort !== undefined) await serveMetrics(metrics, config.metricsHost, config.metricsPort);

const server = createServer((request, response) => {
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
    response
      .writeHead(413, { 'content-type': 'application/json' })
      .end(JSON.stringify({ errors: [{ message: 'Request body too large' }] }));
    request.resume();
    return;
  }
  void bff(request, response);
});

server.listen(config.port, config.host, () => {
  log.info({ msg: `BFF ready at http://${config.host}:${config.port}/graphql (upstream ${config.apiUrl})` });
  bff.outbox?.start();
});

function shutdown() {
  bff.outbox?.stop();
  server.close(() => {
    void Promise.allSettled([bff.shared?.close(), bff.compute.close(), tracing?.shutdown()]).finally(() =>
      process.exit(0),
    );
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
