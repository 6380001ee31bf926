// `pnpm soak`: the site under steady mixed load for a long time (SOAK_MINUTES, default 30; 50
// connections, SOAK_CONNECTIONS), from its production build on loopback, to find what only time
// shows: errors that come with load, and memory that keeps growing. A report, not a test: it prints
// the figures and exits 0 either way.
//
// The mix, picked at random for every request: pages of every kind the sitemap lists in both
// languages (most of them served from the render cache), pages the render cache has not seen
// (listings sorted and paged, searches, unknown addresses), the data requests of client-side
// navigation, GraphQL searches, favourites sent as a cookie, scripts and pictures, and news
// subscriptions (a write to the database each). The site (with its BFF) and the content API run
// in processes of their own, as `npm start` runs them; the content API on its own data directory
// (data/soak, SOAK_DATA_DIR), seeded on first use. Every minute the resident memory of each
// process (and of the database server with its backends) is read from /proc.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { print } from 'graphql';
import autocannon from 'autocannon';
import getPort from 'get-port';
import { sitemapPaths } from '../test-support/sitemap';
import { SearchPageDocument, SubscribeToNewsDocument } from '@/app/graphql/generated/graphql';
import { picturesDrawn, ready, startBuilt, stopBuilt } from './built-processes';

const root = join(import.meta.dirname, '../../..');
const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const dataDir = process.env.SOAK_DATA_DIR ?? join(root, 'data/soak');
const sampleEveryMs = Math.min(60_000, (minutes * 60_000) / 10);
const out = (line = '') => process.stdout.write(`${line}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopBuilt();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Memory

/** Resident memory of a process, in MiB (0 once it is gone). */
function rssOf(pid: number): number {
  try {
    const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'))?.[1];
    return Number(kib ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Every descendant of `pid` (the database server under the content API, and its backends). */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0;) {
    const children = parents.get(queue.shift()!) ?? [];
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

interface Sample {
  minute: number;
  site: number;
  contentApi: number;
  /** Summed over the server's processes: its shared buffers count once in each. */
  database: number;
}

/** Least-squares slope of memory over time, in MiB per 10 minutes: what keeps growing. */
function slopePerTenMinutes(samples: readonly Sample[], pick: (sample: Sample) => number): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanX = samples.reduce((sum, sample) => sum + sample.minute, 0) / n;
  const meanY = samples.reduce((sum, sample) => sum + pick(sample), 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const sample of samples) {
    numerator += (sample.minute - meanX) * (pick(sample) - meanY);
    denominator += (sample.minute - meanX) ** 2;
  }
  return denominator === 0 ? 0 : (numerator / denominator) * 10;
}

// ---------------------------------------------------------------------------------------------
// The mix

interface Pick {
  kind: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The answers this request may get; anything else counts as an error. */
  expected: readonly number[];
}

const words = ['plato', 'линеа', 'светильник', 'titan', 'склад', 'офис', 'dali', 'взрывозащищённый', 'ip65', 'street'];
const randomOf = <Item>(items: readonly Item[]): Item => items[Math.floor(Math.random() * items.length)]!;

function mix(site: string, pages: readonly string[], assets: readonly string[], pictures: readonly string[]) {
  const origin = { origin: site, 'content-type': 'application/json' };
  const listings = pages.filter((path) => /^(\/en)?\/catalog\/[^/]+$/.test(path));
  let subscriber = 0;
  const weighted: [number, () => Pick][] = [
    [40, () => ({ kind: 'page (cached)', path: randomOf(pages), expected: [200] })],
    [
      8,
      () => ({
        kind: 'page (not cached)',
        path: `${randomOf(listings)}?sort=${randomOf(['power', 'flux', 'name'])}&order=${randomOf(['asc', 'desc'])}&page=${String(1 + Math.floor(Math.random() * 3))}&soak=${String(Math.random())}`,
        expected: [200],
      }),
    ],
    [
      5,
      () => ({
        kind: 'search page',
        path: `/search?query=${encodeURIComponent(`${randomOf(words)} ${String(Math.floor(Math.random() * 100))}`)}`,
        expected: [200],
      }),
    ],
    [3, () => ({ kind: 'unknown page', path: `/no-such-page-${String(Math.random())}`, expected: [404] })],
    [
      8,
      () => ({
        kind: 'GraphQL search',
        method: 'POST',
        path: '/graphql',
        headers: origin,
        body: JSON.stringify({
          query: print(SearchPageDocument),
          variables: { query: randomOf(words), pageNum: 1, limit: 10, perType: 3 },
        }),
        expected: [200],
      }),
    ],
    [
      8,
      () => ({
        kind: 'favourites',
        path: randomOf(['/favorites', '/en/favorites']),
        headers: {
          cookie: `favorites=${encodeURIComponent(JSON.stringify({ series: [{ id: 1, timestamp: Date.now() }], models: [] }))}`,
        },
        expected: [200],
      }),
    ],
    [8, () => ({ kind: 'script', path: randomOf(assets), headers: { 'accept-encoding': 'br' }, expected: [200] })],
    [
      6,
      () => ({
        kind: 'picture',
        path: randomOf(pictures),
        headers: { accept: 'image/avif,image/webp,*/*' },
        expected: [200],
      }),
    ],
    [
      2,
      () => ({
        kind: 'news subscription',
        method: 'POST',
        path: '/graphql',
        headers: origin,
        body: JSON.stringify({
          query: print(SubscribeToNewsDocument),
          variables: {
            input: { email: `soak-${String(Date.now())}-${String((subscriber += 1))}@example.org`, consent: true },
          },
        }),
        expected: [200],
      }),
    ],
  ];
  const total = weighted.reduce((sum, [weight]) => sum + weight, 0);
  return (): Pick => {
    let roll = Math.random() * total;
    for (const [weight, make] of weighted) {
      roll -= weight;
      if (roll < 0) return make();
    }
    return weighted[0]![1]();
  };
}

// ---------------------------------------------------------------------------------------------

try {
  const apiPort = await getPort();
  const api = startBuilt('apps/content-api/dist/main.js', {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    CONTENT_API_PORT: String(apiPort),
  });
  const apiOrigin = `http://127.0.0.1:${String(apiPort)}`;
  await ready(`${apiOrigin}/healthz`);
  await picturesDrawn(apiOrigin, 'the seed pictures', out);

  const sitePort = await getPort();
  const site = `http://127.0.0.1:${String(sitePort)}`;
  const web = startBuilt('apps/web/dist/node/server/main.js', {
    NODE_ENV: 'production',
    WEB_HOST: '127.0.0.1',
    PORT: String(sitePort),
    API_URL: `${apiOrigin}/api/v1`,
    PUBLIC_URL: site,
    OUTBOX_DIR: join(dataDir, 'outbox'),
  });
  await ready(`${site}/healthz`);

  const pages = await sitemapPaths(site);
  const home = await (await fetch(`${site}/`)).text();
  const assets = [...new Set([...home.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
  const pictures = [...new Set([...home.matchAll(/(\/upload\/images\/[^\s"',)&]+)/g)].map((match) => match[1]!))];
  if (assets.length === 0 || pictures.length === 0) throw new Error('The home page names no script or no picture');
  const next = mix(site, pages, assets, pictures);
  out(
    `Soak: ${String(minutes)} min, ${String(connections)} connections, ${String(pages.length)} pages, ` +
      `${String(assets.length)} scripts and styles, ${String(pictures.length)} pictures.`,
  );

  const tally = new Map<string, { count: number; unexpected: Map<number, number> }>();
  const samples: Sample[] = [];
  const started = Date.now();
  const sample = () => {
    const databasePids = descendantsOf(api.pid!);
    samples.push({
      minute: (Date.now() - started) / 60_000,
      site: rssOf(web.pid!),
      contentApi: rssOf(api.pid!),
      database: databasePids.reduce((sum, pid) => sum + rssOf(pid), 0),
    });
    const last = samples.at(-1)!;
    out(
      `  ${last.minute.toFixed(1).padStart(5)} min  site ${last.site.toFixed(0)} MiB, content API ${last.contentApi.toFixed(0)} MiB, database ${last.database.toFixed(0)} MiB`,
    );
  };
  sample();
  const sampler = setInterval(sample, sampleEveryMs);

  const result = await autocannon({
    url: site,
    connections,
    duration: minutes * 60,
    timeout: 10,
    requests: [
      {
        setupRequest: (request, context) => {
          const pick = next();
          (context as { pick?: Pick }).pick = pick;
          return {
            ...request,
            method: (pick.method ?? 'GET') as 'GET',
            path: pick.path,
            headers: { ...request.headers, ...pick.headers },
            body: pick.body,
          };
        },
        onResponse: (status, _body, context) => {
          const { kind, expected } = (context as { pick: Pick }).pick;
          const entry = tally.get(kind) ?? { count: 0, unexpected: new Map<number, number>() };
          entry.count += 1;
          if (!expected.includes(status)) entry.unexpected.set(status, (entry.unexpected.get(status) ?? 0) + 1);
          tally.set(kind, entry);
        },
      },
    ],
  });
  clearInterval(sampler);
  sample();

  out();
  out(
    `${String(result.requests.total)} requests in ${String(minutes)} min: ${result.requests.average.toFixed(0)} req/s on average, ` +
      `latency p50 ${String(result.latency.p50)} ms, p99 ${String(result.latency.p99)} ms, max ${String(result.latency.max)} ms.`,
  );
  out(`Connection errors ${String(result.errors)}, timeouts ${String(result.timeouts)}.`);
  let unexpected = 0;
  for (const [kind, { count, unexpected: statuses }] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
    const wrong = [...statuses].map(([status, times]) => `${String(times)}× ${String(status)}`).join(', ');
    unexpected += [...statuses.values()].reduce((sum, times) => sum + times, 0);
    out(`  ${kind.padEnd(20)} ${String(count).padStart(9)}${wrong ? `  unexpected: ${wrong}` : ''}`);
  }
  out(`Unexpected answers: ${String(unexpected)}.`);

  // Memory after the first tenth (caches filling, code warming up) against the end, and the trend
  // over the second half, when caches are full and growth would be a leak.
  const settled = samples.find((entry) => entry.minute >= minutes / 10) ?? samples[0]!;
  const last = samples.at(-1)!;
  const secondHalf = samples.filter((entry) => entry.minute >= minutes / 2);
  out();
  for (const [name, pick] of [
    ['site', (entry: Sample) => entry.site],
    ['content API', (entry: Sample) => entry.contentApi],
    ['database', (entry: Sample) => entry.database],
  ] as const) {
    const peak = Math.max(...samples.map(pick));
    out(
      `${name.padEnd(12)} RSS ${pick(settled).toFixed(0)} MiB at ${settled.minute.toFixed(0)} min → ${pick(last).toFixed(0)} MiB at the end ` +
        `(${(((pick(last) - pick(settled)) / pick(settled)) * 100).toFixed(1)} %), peak ${peak.toFixed(0)} MiB; ` +
        `second half ${slopePerTenMinutes(secondHalf, pick).toFixed(1)} MiB per 10 min.`,
    );
  }
} finally {
  stopBuilt();
}
