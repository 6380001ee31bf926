// The load sections of `pnpm bench` (bench/bench.ts): pages the render cache cannot keep, at
// 1, 10 and 50 connections and in a mix with cached pages; and a cached page read while the
// costliest requests a visitor can send flood the site. Every request goes to loopback.
import { Pool } from 'undici';

/** One load run's figures. */
export interface LoadRun {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, connection errors and timeouts, together. */
  failures: number;
}

export const loadBudgets = {
  /** Uncached pages at 10 connections against 1, in per cent of the throughput. */
  tenOverOne: 100,
  /** Each mix of cached pages and one uncached kind, at 50 connections. */
  mixP99Ms: 250,
  /** A cached page read while the costliest requests flood. */
  floodP99Ms: 100,
};

const encodings = { 'accept-encoding': 'gzip, deflate, br' };
export const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 8);

/** A favourites cookie with a series and a model, as a visitor's heart clicks make it. */
const favoritesCookie = `favorites=${encodeURIComponent(
  JSON.stringify({ series: [{ id: 1, timestamp: 1 }], models: [{ id: 1, timestamp: 2 }] }),
)}`;

let drawn = 0;
/** A number no earlier request used: each answer below is one no cache can hold. */
const fresh = () => (drawn += 1);

/** A pair of distinct model ids (1–80) that no earlier request compared. */
function freshPair(): string {
  const n = fresh();
  const first = 1 + (n % 80);
  const second = 1 + ((first + Math.floor(n / 80)) % 80);
  return `${String(first)},${String(second === first ? (first % 80) + 1 : second)}`;
}

/**
 * Pages made for one request, each kind the site has: a visitor's favourites, a search never
 * asked before, a calculator's answer for a new room, a comparison, a new combination of catalogue
 * filters, the distributors placed by the visitor's geo cookies. Each figure is new for every
 * request (to the thousandth where a range is narrow), so the render cache never answers one.
 */
const uncachedKinds: { name: string; next: () => { path: string; cookie?: string } }[] = [
  { name: 'favourites', next: () => ({ path: '/favorites', cookie: favoritesCookie }) },
  { name: 'search', next: () => ({ path: `/search?query=${encodeURIComponent(`светильник ${String(fresh())}`)}` }) },
  {
    name: 'calculator',
    next: () => ({
      path: `/services/lighting-calculator?length=${String(6 + (fresh() % 40_000) / 1000)}&width=6&height=3&lux=300`,
    }),
  },
  { name: 'comparison', next: () => ({ path: `/compare?models=${freshPair()}` }) },
  {
    name: 'catalogue filters',
    next: () => ({ path: `/catalog/office?powerMinValue=${String((fresh() % 60_000) / 1000)}` }),
  },
  {
    name: 'distributors by geo',
    next: () => ({ path: '/distributors/city', cookie: `ip=203.0.113.${String(fresh() % 250)}; countyiso=RU` }),
  },
];
const uncachedPaths = uncachedKinds.map((kind) => kind.next);

/**
 * A closed loop: each of `connections` sends its next request when its last is answered, for
 * `loadSeconds`. The client is undici's pool (llhttp, the parser the site itself uses): it takes
 * about 120 µs of a core per request where autocannon's JavaScript parser took 330 µs, and on two
 * cores shared with the site that difference was a share of every figure (docs/operations.md).
 */
async function run(
  name: string,
  origin: string,
  connections: number,
  next: () => { path: string; cookie?: string; method?: string; body?: string },
  headers: Record<string, string> = encodings,
): Promise<LoadRun> {
  const pool = new Pool(origin, { connections, pipelining: 1, headersTimeout: 10_000, bodyTimeout: 10_000 });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + loadSeconds * 1000;
  const connection = async () => {
    while (performance.now() < end) {
      const { path, cookie, method, body } = next();
      const sent = performance.now();
      try {
        const answer = await pool.request({
          path,
          method: method === 'POST' ? 'POST' : 'GET',
          headers: { ...headers, ...(cookie ? { cookie } : {}) },
          ...(body ? { body } : {}),
        });
        await answer.body.dump({ limit: Number.POSITIVE_INFINITY });
        if (answer.statusCode < 200 || answer.statusCode > 299) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) => Math.round(latencies[Math.floor(share * (latencies.length - 1))] ?? 0);
  return { name, connections, rps: latencies.length / seconds, p50: percentile(0.5), p99: percentile(0.99), failures };
}

function cycle<T>(items: readonly (() => T)[]): () => T {
  let index = 0;
  return () => items[index++ % items.length]!();
}

/** Uncached pages at 1, 10 and 50 connections, the kinds taken in turn. */
export async function uncachedPages(origin: string, done: (run: LoadRun) => void): Promise<LoadRun[]> {
  // Each kind once first: the first of a kind pays for loading its code and its data.
  for (const make of uncachedPaths) {
    const { path, cookie } = make();
    await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
  }
  const runs: LoadRun[] = [];
  for (const connections of [1, 10, 50]) {
    runs.push(await run(`uncached pages, ${String(connections)} conn.`, origin, connections, cycle(uncachedPaths)));
    done(runs.at(-1)!);
  }
  return runs;
}

/**
 * Thirteen cached pages and one kind of uncached page, taken in turn at 50 connections, once for
 * each uncached kind: a busy site whose visitors mostly read pages the cache keeps.
 */
export async function routeMixes(
  origin: string,
  cachedRoutes: readonly string[],
  done: (run: LoadRun) => void,
): Promise<LoadRun[]> {
  const cached = cachedRoutes.slice(0, 13).map((path) => () => ({ path }));
  const runs: LoadRun[] = [];
  for (const kind of uncachedKinds) {
    runs.push(await run(`13 cached + ${kind.name}, 50 conn.`, origin, 50, cycle([...cached, kind.next])));
    done(runs.at(-1)!);
  }
  return runs;
}

/**
 * The costliest requests a visitor may send, each just under the operation cost limit (three
 * designs of the largest room; twenty searches), at 16 connections, while 4 connections
 * read the cached home page. The site runs without rate limits here: a flood from many addresses.
 */
export async function floodWhileReading(origin: string): Promise<{ reader: LoadRun; flood: LoadRun }> {
  // Hostile documents are raw text, as an attacker sends them; first, a model that has photometry,
  // found the way an attacker would find it: an id the designs must really compute with.
  const lookup = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ series(gnkCode: "titan-hb") { ... on Series { models { id } } } }' }),
  });
  const found = ((await lookup.json()) as { data?: { series?: { models?: { id: number }[] } } }).data?.series?.models;
  const modelId = found?.[0]?.id;
  if (modelId === undefined) throw new Error('The flood found no model of the series titan-hb to design with');
  const design = (index: number) =>
    `d${String(index)}: illuminanceDesign(room: { length: 200, width: 200, height: 30, workPlaneHeight: 0.8 }, reflectances: { ceiling: 0.7, walls: 0.5, floor: 0.2 }, maintenanceFactor: 0.8, required: 2000, modelId: ${String(modelId)}) { problems { code } result { count } }`;
  const documents = [
    `query Designs { ${[0, 1, 2].map(design).join(' ')} }`,
    `query Searches { ${Array.from({ length: 20 }, (_, index) => `s${String(index)}: search(query: "светильник ${String(index)} ip65 офис") { __typename }`).join(' ')} }`,
  ];
  const costly = cycle(
    documents.map((query) => () => ({
      path: '/graphql',
      method: 'POST',
      body: JSON.stringify({ query }),
    })),
  );
  const [flood, reader] = await Promise.all([
    run('costly GraphQL flood, 16 conn.', origin, 16, costly, { ...encodings, 'content-type': 'application/json' }),
    run('cached home page beside it, 4 conn.', origin, 4, () => ({ path: '/' })),
  ]);
  return { reader, flood };
}

export function loadLines(runs: readonly LoadRun[]): string[] {
  return runs.map(
    (row) =>
      `${row.name.padEnd(38)} ${String(row.p50).padStart(6)} ms ${String(row.p99).padStart(6)} ms ${row.rps.toFixed(0).padStart(8)} req/s   ${String(row.failures)} failed`,
  );
}
