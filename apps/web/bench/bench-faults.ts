// `pnpm bench:faults`: the budget of requirements §19 for pages while the content provider fails — p99 ≤ 100 ms
// from cached (stale) answers once the BFF's breaker is open, and within the upstream timeout
// + 200 ms before — measured on loopback from the production build. A report, not a test: it prints
// every figure next to its budget and exits 0 either way (e2e/fault-matrix.test.ts holds what the
// pages answer; this holds how fast).
//
// One page of every kind in both languages, the render cache off (every answer is rendered, so what
// is measured is the BFF's stale path, not a kept page). For each fault (refused, reset, stall, 500,
// malformed JSON, wrong shape): the provider healthy, every page read, the answers left to go stale
// (CACHE_TTL_MS); then the fault, and
//   1. every page once, four at a time: the reads that wait out the upstream timeout (3 s, the
//      production default) before five failures in a row open the breaker;
//   2. BENCH_SECONDS (default 20) of load, BENCH_CONNECTIONS (default 4) cycling through the pages,
//      the breaker open — but for the trial read it lets through every five seconds, as in
//      production.
// First, the same load with the provider healthy: what the pages cost when nothing fails. Four
// connections keep both cores busy without a queue; at eight the server is saturated (render cache
// off, ~140 pages/s) and p99 is queueing, healthy or not.
import autocannon from 'autocannon';
import { startFaultProxy, type UpstreamFault } from '../test-support/fault-proxy';
import getPort from 'get-port';
import { pageKinds, sitemapPaths } from '../test-support/sitemap';
import { benchContentApi, ready, startBuilt, stopBuilt } from './built-processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const faults: UpstreamFault[] = ['refused', 'reset', 'stall', 'error500', 'malformed', 'shape'];
const upstreamTimeoutMs = 3000;
const cacheTtlMs = 2000;
/** The BFF's breaker lets a trial read through this long after it opened (upstream/read-breaker.ts). */
const breakerHalfOpenMs = 5000;
const budgets = { breakerOpenP99: 100, beforeBreakerP99: upstreamTimeoutMs + 200 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const out = (line = '') => process.stdout.write(`${line}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopBuilt();
    process.exit(130);
  });
}

/** Every path once, four at a time: each answer's status and time. */
async function askAll(site: string, paths: readonly string[]) {
  const answers: { path: string; status: number; milliseconds: number }[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const started = performance.now();
      const response = await fetch(`${site}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      answers.push({ path, status: response.status, milliseconds: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return answers;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
};
const statusCounts = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => `${String(count ?? 0)}× ${status}`);
const verdict = (value: number, budget: number) => (value <= budget ? 'within budget' : 'OVER BUDGET');

try {
  const apiUrl = await benchContentApi({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const proxy = await startFaultProxy(apiUrl);
  const sitePort = await getPort();
  const site = `http://127.0.0.1:${String(sitePort)}`;
  startBuilt('apps/web/dist/node/server/main.js', {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_HOST: '127.0.0.1',
    PORT: String(sitePort),
    PUBLIC_URL: site,
    API_URL: proxy.url,
    UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs),
    CACHE_TTL_MS: String(cacheTtlMs),
    RENDER_CACHE_TTL_MS: '0',
  });
  await ready(`${site}/healthz`);
  const paths = pageKinds(await sitemapPaths(site)).flatMap((kind) =>
    [kind.ru, kind.en].filter((path) => path !== undefined),
  );
  out(
    `Pages while the content API fails: ${String(paths.length)} pages (one of every kind, both languages), ` +
      `render cache off, upstream timeout ${String(upstreamTimeoutMs)} ms, ${String(seconds)} s of load at ` +
      `${String(connections)} connections per fault.`,
  );
  out();
  out('fault       before the breaker opens (p99, budget)   breaker open: req/s, p50, p99 (budget)       statuses');
  const healthy = new Map((await askAll(site, paths)).map((answer) => [answer.path, answer.status]));
  const load = () =>
    autocannon({ url: site, connections, duration: seconds, requests: paths.map((path) => ({ path })) });
  const baseline = await load();
  out(
    `${'none'.padEnd(11)} ${'—'.padEnd(44)} ${`${baseline.requests.average.toFixed(0)}, ${String(baseline.latency.p50)} ms, ${String(baseline.latency.p99)} ms`.padEnd(44)} ` +
      statusCounts(baseline).join(', '),
  );
  let worstOpen = 0;
  for (const fault of faults) {
    await proxy.setMode('ok');
    // The breaker closes on a trial read after it half-opens; every page is read afresh, then left
    // to go stale.
    await sleep(breakerHalfOpenMs + 200);
    await askAll(site, paths);
    await sleep(cacheTtlMs + 200);
    await proxy.setMode(fault);
    const first = await askAll(site, paths);
    const firstP99 = percentile(
      first.map((answer) => answer.milliseconds),
      0.99,
    );
    const result = await load();
    const openP99 = result.latency.p99;
    worstOpen = Math.max(worstOpen, openP99);
    const statuses = statusCounts(result);
    const changed = first.filter((answer) => answer.status !== healthy.get(answer.path)).length;
    if (changed > 0) statuses.push(`${String(changed)} pages answered otherwise than when healthy`);
    if (result.errors + result.timeouts > 0)
      statuses.push(`${String(result.errors)} errors, ${String(result.timeouts)} timeouts`);
    const before = `${firstP99.toFixed(0)} ms (${String(budgets.beforeBreakerP99)}) ${verdict(firstP99, budgets.beforeBreakerP99)}`;
    const open =
      `${result.requests.average.toFixed(0)}, ${String(result.latency.p50)} ms, ${String(openP99)} ms ` +
      `(${String(budgets.breakerOpenP99)}) ${verdict(openP99, budgets.breakerOpenP99)}`;
    out(`${fault.padEnd(11)} ${before.padEnd(44)} ${open.padEnd(44)} ${statuses.join(', ')}`);
  }
  await proxy.setMode('ok');
  out();
  out(
    `Worst p99 with the breaker open: ${String(worstOpen)} ms (budget ${String(budgets.breakerOpenP99)} ms) — ${verdict(
      worstOpen,
      budgets.breakerOpenP99,
    )}.`,
  );
  await proxy.close();
} finally {
  stopBuilt();
}
