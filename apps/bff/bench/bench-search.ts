// `pnpm bench:search`: the judged queries (src/test-support/judged-queries.ts) through a built BFF
// on the built content API and the seed content, one at a time as the search page asks them.
// Prints success@3, MRR@10 and nDCG@10 overall and per kind of query, the misses, and the
// searches' latency through the BFF (no cache; budget p95 ≤ 30 ms).
// The content API uses the shared test database (data/test): do not run tests at the same time.
import type { ResultOf } from '@graphql-typed-document-node/core';
import { print, type ExecutionResult } from 'graphql';
import { judgedQueries, type JudgedQuery } from '../src/test-support/judged-queries.js';
import { scoreRanking, summarise, type RankingScore } from '../src/schema/search/relevance-metrics.js';
import getPort from 'get-port';
import { graphql } from '../src/test-support/generated/index.js';
import { ready, start, startContentApi, stopAll } from './built-servers.js';

const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 5);
const searchDocument = graphql(`
  query BenchJudgedSearch($query: String!) {
    search(query: $query, limit: 10) {
      ... on SearchResults {
        items {
          url
        }
      }
    }
  }
`);
const searchText = print(searchDocument);

async function search(port: number, entry: JudgedQuery) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${String(port)}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: entry.locale },
    body: JSON.stringify({ query: searchText, variables: { query: entry.typed } }),
  });
  const body = (await response.json()) as ExecutionResult<ResultOf<typeof searchDocument>>;
  const milliseconds = performance.now() - started;
  if (!response.ok || body.errors) throw new Error(`${entry.typed}: ${String(response.status)}`);
  const items = body.data?.search && 'items' in body.data.search ? body.data.search.items : [];
  return { urls: items.map((item) => item.url), milliseconds };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const line = (name: string, scores: RankingScore[]) => {
  const { successAt3, mrrAt10, ndcgAt10 } = summarise(scores);
  return `${name.padEnd(16)} ${String(scores.length).padStart(4)} ${percent(successAt3).padStart(10)} ${mrrAt10.toFixed(3).padStart(8)} ${ndcgAt10.toFixed(3).padStart(8)}`;
};

try {
  const apiUrl = await startContentApi();
  const port = await getPort();
  start('apps/bff/dist/main.js', { API_URL: apiUrl, BFF_PORT: String(port), CACHE_TTL_MS: '0' });
  await ready(`http://127.0.0.1:${String(port)}/healthz`);

  const scored: { entry: JudgedQuery; score: RankingScore; urls: string[] }[] = [];
  for (const entry of judgedQueries) {
    const { urls } = await search(port, entry);
    scored.push({ entry, score: scoreRanking(urls, entry.relevant), urls });
  }
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1)
    for (const entry of judgedQueries) times.push((await search(port, entry)).milliseconds);
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;

  const kinds = [...new Set(judgedQueries.map((entry) => entry.kind))];
  const rows = [
    line(
      'all',
      scored.map((row) => row.score),
    ),
    ...(['ru', 'en'] as const).map((locale) =>
      line(
        locale,
        scored.filter((row) => row.entry.locale === locale).map((row) => row.score),
      ),
    ),
    ...kinds.map((kind) =>
      line(
        kind,
        scored.filter((row) => row.entry.kind === kind).map((row) => row.score),
      ),
    ),
  ];
  const misses = scored
    .filter((row) => !row.score.successAt3)
    .map((row) => `  ${row.entry.locale} «${row.entry.typed}» (${row.entry.kind}): ${row.urls.slice(0, 3).join(' ')}`);
  process.stdout.write(
    `\n${'queries'.padEnd(16)} ${'n'.padStart(4)} ${'success@3'.padStart(10)} ${'MRR@10'.padStart(8)} ${'nDCG@10'.padStart(8)}\n` +
      `${rows.join('\n')}\n\nnot in the first three:\n${misses.join('\n') || '  none'}\n\n` +
      `latency through the BFF, no cache, one at a time (${String(times.length)} searches): ` +
      `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (budget ≤ 30 ms), max ${at(1).toFixed(1)} ms\n`,
  );
} finally {
  stopAll();
}
