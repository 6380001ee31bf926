// `pnpm bench:bff`: the menu read directly from the content API (REST) and through the BFF
// (GraphQL) with a cold and a warm cache, on loopback, in one run (the warm one also asking for
// brotli, as browsers do: information, not budgeted); then the latency of site
// searches through the BFF with no cache, one at a time, as the search page asks them (overview
// and one kind paged; as typed, wrong layout, typos, codes, words that never meet). Each server
// runs in its own process from its build; the load comes from this one. Prints p50/p99 latency,
// req/s and ratios, and the searches' p50/p95.
// The content API uses the shared test database (data/test): do not run tests at the same time.
import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import autocannon from 'autocannon';
import { print, type ExecutionResult } from 'graphql';
import getPort from 'get-port';
import { graphql } from '../src/test-support/generated/index.js';
import { ready, start, startContentApi, stopAll } from './built-servers.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const auth = `Basic ${Buffer.from('ostrel:ostrel-dev-password').toString('base64')}`;
const menuDocument = graphql(`
  query BenchMenu {
    menu {
      locale
      header {
        icon
        iconMobile
        items {
          title
          link
        }
      }
      footer {
        phone
        phoneFormatted
        phoneDescription
        email
        address
        footerString
        columns {
          title
          items {
            title
            link
          }
        }
        socials {
          vk
          youtube
          telegramm
          dzen
        }
      }
    }
  }
`);
const menuQuery = JSON.stringify({ query: print(menuDocument) });

/** What visitors type, in both languages and every way the search has to read it. */
const searches: [locale: 'ru' | 'en', query: string][] = [
  ['ru', 'светильники'],
  ['ru', 'взрывозащищённые светильники'],
  ['ru', 'аварийное освещение'],
  ['ru', 'освещение склада'],
  ['ru', 'LINEA-36/840'],
  ['ru', 'titan hb 150'],
  ['ru', 'cdtnbkmybr'],
  ['ru', 'прожектр'],
  ['ru', 'уличный фонарь'],
  ['ru', 'zzqxjv'],
  ['en', 'luminaires'],
  ['en', 'explosion-proof floodlight'],
  ['en', 'street lighting'],
  ['en', 'дгьштфшку'],
  ['en', 'floodlihgts'],
  ['en', 'railway platform'],
];
const searchDocument = graphql(`
  query BenchSearch($query: String!, $type: SearchType, $perType: Int) {
    search(query: $query, type: $type, limit: 10, perType: $perType) {
      ... on SearchResults {
        query
        total
        rewrite {
          reason
        }
        groups {
          type
          count
          top {
            id
            title
            snippet
            url
          }
        }
        items {
          id
          title
          snippet
          url
        }
      }
    }
  }
`);
const searchText = print(searchDocument);

/** Searches one at a time (latency, not throughput): every query as the overview and as its models, `rounds` times. */
async function searchLatency(port: number, rounds: number) {
  const once = async (locale: string, query: string, overview: boolean) => {
    const variables: VariablesOf<typeof searchDocument> = overview ? { query, perType: 3 } : { query, type: 'model' };
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale },
      body: JSON.stringify({ query: searchText, variables }),
    });
    const body = (await response.json()) as ExecutionResult<ResultOf<typeof searchDocument>>;
    if (!response.ok || body.errors)
      throw new Error(`search ${query}: ${response.status} ${JSON.stringify(body.errors)}`);
    return performance.now() - started;
  };
  for (const [locale, query] of searches) await once(locale, query, true);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [locale, query] of searches)
      times.push(await once(locale, query, true), await once(locale, query, false));
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
  return { count: times.length, p50: at(0.5), p95: at(0.95), max: at(1) };
}

interface Figures {
  name: string;
  p50: number;
  p99: number;
  rps: number;
}

async function load(name: string, options: autocannon.Options): Promise<Figures> {
  // A short warm-up fills caches and JIT before the measured run.
  await autocannon({ ...options, duration: 2, connections });
  const result = await autocannon({ ...options, duration: seconds, connections });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

try {
  const [coldPort, warmPort] = await Promise.all([getPort(), getPort()]);
  const apiUrl = await startContentApi();
  start('apps/bff/dist/main.js', { API_URL: apiUrl, BFF_PORT: String(coldPort), CACHE_TTL_MS: '0' });
  start('apps/bff/dist/main.js', { API_URL: apiUrl, BFF_PORT: String(warmPort) });
  await Promise.all([ready(`http://127.0.0.1:${coldPort}/healthz`), ready(`http://127.0.0.1:${warmPort}/healthz`)]);

  const graphql = (port: number): autocannon.Options => ({
    url: `http://127.0.0.1:${port}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: menuQuery,
  });
  const direct = await load('REST GET /api/v1/menu (direct)', {
    url: `${apiUrl}/menu`,
    headers: { authorization: auth },
  });
  const cold = await load('BFF menu, cold cache', graphql(coldPort));
  const warm = await load('BFF menu, warm cache', graphql(warmPort));
  const warmBrotli = await load('BFF menu, warm cache, br', {
    ...graphql(warmPort),
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
  });

  const rows = [direct, cold, warm, warmBrotli].map(
    (row) =>
      `${row.name.padEnd(34)} ${String(row.p50).padStart(6)} ms ${String(row.p99).padStart(6)} ms ${row.rps.toFixed(0).padStart(8)}`,
  );
  process.stdout.write(
    `\n${'run'.padEnd(34)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'req/s'.padStart(8)}\n${rows.join('\n')}\n\n`,
  );
  process.stdout.write(`warm BFF / direct REST: ${(warm.rps / direct.rps).toFixed(2)}× req/s (budget ≥ 4×)\n`);
  process.stdout.write(`warm BFF, br / direct REST: ${(warmBrotli.rps / direct.rps).toFixed(2)}× req/s\n`);
  process.stdout.write(`cold BFF / direct REST: ${(cold.rps / direct.rps).toFixed(2)}× req/s\n`);
  process.stdout.write(`${connections} connections, ${seconds} s per run, Node ${process.version}\n`);

  const search = await searchLatency(coldPort, Number(process.env.BENCH_SEARCH_ROUNDS ?? 10));
  process.stdout.write(
    `\nsearch through the BFF, no cache, one at a time (${search.count} searches of ${searches.length} queries):\n` +
      `p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms (budget ≤ 100 ms), max ${search.max.toFixed(1)} ms\n`,
  );
} finally {
  stopAll();
}
