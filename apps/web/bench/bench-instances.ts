// `pnpm bench:instances`: pages per second, and calls to the content API per 1,000 page views, of
// the site run three ways on one machine against one content API:
//
//   - one instance with its in-memory caches (the embedded default);
//   - two instances, each with its own in-memory caches (what several instances cost without Redis);
//   - two instances sharing Redis (REDIS_URL), Debian's redis-server started here.
//
// Two workloads: a peak (a mailing or a fair sends everyone to a few pages: one page of every kind
// in both languages) and the whole site (every page of the sitemap, each seen about once a run).
// Each setup starts fresh (empty caches), takes BENCH_WARMUP_SECONDS (default 5) of load that is
// not counted, then BENCH_SECONDS (default 20) that is, cycling through the workload's pages from
// BENCH_CONNECTIONS (default 8) connections split evenly between its instances (as a load
// balancer would). Calls to the content API are read from each instance's /metrics. A report, not a test: every process runs on this
// machine, so two instances share its cores with Redis, the content API and the load generator.
// BENCH_CONTENT_API_URL (…/api/v1) uses a running content API; without it one is started on the
// shared test database (data/test): do not run tests meanwhile.
import { startRedisServer, type RedisServer } from '@ostrel/shared-cache/test-support/redis-server';
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import getPort from 'get-port';
import { metric } from '../test-support/metrics';
import { pageKinds, sitemapPaths } from '../test-support/sitemap';
import { benchContentApi, picturesDrawn, ready, startBuilt, stopBuilt } from './built-processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const out = (line = '') => process.stdout.write(`${line}\n`);

let redis: RedisServer | undefined;
function cleanUp() {
  stopBuilt();
  void redis?.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

interface Instance {
  origin: string;
  metrics: string;
  process: ChildProcess;
}

/** Starts `count` instances of the built site; with `redisUrl`, sharing it under a namespace of their own. */
async function startInstances(count: number, apiUrl: string, redisUrl?: string): Promise<Instance[]> {
  const namespace = randomUUID();
  const instances: Instance[] = [];
  for (let index = 0; index < count; index += 1) {
    const [port, metricsPort] = [await getPort(), await getPort()];
    const origin = `http://127.0.0.1:${String(port)}`;
    const child = startBuilt('apps/web/dist/node/server/main.js', {
      NODE_ENV: 'production',
      WEB_HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      API_URL: apiUrl,
      METRICS_PORT: String(metricsPort),
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_NAMESPACE: namespace } : {}),
    });
    instances.push({ origin, metrics: `http://127.0.0.1:${String(metricsPort)}/metrics`, process: child });
  }
  await Promise.all(instances.map((instance) => ready(`${instance.origin}/healthz`)));
  return instances;
}

async function stop(instances: Instance[]) {
  await Promise.all(
    instances.map(
      ({ process: child }) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

interface Measured {
  pagesPerSecond: number;
  p50: number;
  p99: number;
  views: number;
  notOk: number;
  upstreamCalls: number;
}

const upstreamCalls = async (instances: Instance[]) =>
  (
    await Promise.all(
      instances.map((instance) => metric(instance.metrics, 'bff_upstream_request_duration_seconds_count')),
    )
  ).reduce((sum, count) => sum + count, 0);

/** Load spread over the instances for `duration` seconds. */
function load(instances: Instance[], paths: string[], duration: number) {
  const share = Math.max(1, Math.round(connections / instances.length));
  return Promise.all(
    instances.map((instance) =>
      autocannon({
        url: instance.origin,
        connections: share,
        duration,
        // The same sequence on every instance: one stream of visitors, split by the balancer.
        requests: paths.map((path) => ({ path, headers: { 'accept-encoding': 'br' } })),
      }),
    ),
  );
}

async function measure(instances: Instance[], paths: string[]): Promise<Measured> {
  await load(instances, paths, warmupSeconds);
  const callsBefore = await upstreamCalls(instances);
  const results = await load(instances, paths, seconds);
  const calls = (await upstreamCalls(instances)) - callsBefore;
  const views = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    pagesPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    views,
    notOk: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
    upstreamCalls: calls,
  };
}

try {
  const apiUrl = await benchContentApi({ NODE_ENV: 'production' });
  await picturesDrawn(new URL(apiUrl).origin, 'the seed pictures', out);
  redis = await startRedisServer();

  const setups = [
    { name: 'one instance, in-memory caches', count: 1, redis: false },
    { name: 'two instances, each its own caches', count: 2, redis: false },
    { name: 'two instances sharing Redis', count: 2, redis: true },
  ];
  const probe = await startInstances(1, apiUrl);
  const everyPage = await sitemapPaths(probe[0]!.origin);
  const workloads = [
    {
      name: 'peak: one page of every kind',
      paths: pageKinds(everyPage).flatMap((kind) => [kind.ru, kind.en].filter((path) => path !== undefined)),
    },
    { name: 'whole site: every page', paths: everyPage },
  ];
  await stop(probe);
  out(
    `${String(warmupSeconds)} s of load not counted, then ${String(seconds)} s counted, from ${String(connections)} connections per setup.`,
  );
  for (const workload of workloads) {
    out();
    out(`${workload.name} (${String(workload.paths.length)} pages, both languages)`);
    out(
      'setup                                  pages/s   p50 ms   p99 ms    views   not 2xx   upstream calls   per 1,000 views',
    );
    for (const setup of setups) {
      const instances = await startInstances(setup.count, apiUrl, setup.redis ? redis.url : undefined);
      const result = await measure(instances, workload.paths);
      out(
        [
          setup.name.padEnd(38),
          result.pagesPerSecond.toFixed(0).padStart(7),
          String(result.p50).padStart(8),
          String(result.p99).padStart(8),
          String(result.views).padStart(8),
          String(result.notOk).padStart(9),
          String(result.upstreamCalls).padStart(16),
          ((result.upstreamCalls / result.views) * 1000).toFixed(1).padStart(17),
        ].join(' '),
      );
      await stop(instances);
    }
  }
} finally {
  cleanUp();
}
