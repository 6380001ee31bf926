// `pnpm bench:js [route…]`: the initial JS of each route against the budget, from the built site
// (apps/web/dist) in a process of its own; exits 1 when a route is over it. Counted as
// `test-support/initial-js.ts` describes. BENCH_CONTENT_API_URL (…/api/v1) uses a running content
// API; without it one is started on the shared test database (data/test).
import getPort from 'get-port';
import { benchContentApi, ready, startBuilt, stopBuilt } from './built-processes';
import { initialJs, initialJsBudgetKb, initialJsReport, kb, type RouteJs } from '../test-support/initial-js';

const defaultRoutes = ['/', '/catalog/office', '/product/plato', '/favorites', '/solutions', '/en'];
const routes = process.argv.slice(2).filter((argument) => argument.startsWith('/'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopBuilt();
    process.exit(130);
  });
}

try {
  const apiUrl = await benchContentApi();
  const sitePort = await getPort();
  const origin = `http://127.0.0.1:${sitePort}`;
  startBuilt('apps/web/dist/node/server/main.js', {
    WEB_HOST: '127.0.0.1',
    PORT: String(sitePort),
    API_URL: apiUrl,
    PUBLIC_URL: origin,
  });
  await ready(`${origin}/healthz`);

  const measured: RouteJs[] = [];
  for (const route of routes.length > 0 ? routes : defaultRoutes) measured.push(await initialJs(origin, route));
  process.stdout.write(
    `Initial JS per route (gzip level 9; budget ${initialJsBudgetKb} kB)\n${initialJsReport(measured).join('\n')}\n`,
  );
  const over = measured.filter((route) => route.total > initialJsBudgetKb * 1000);
  process.stdout.write(
    over.length === 0
      ? 'Every route within budget.\n'
      : `Over budget: ${over.map((route) => `${route.route} ${kb(route.total)} kB`).join(', ')}\n`,
  );
  process.exitCode = over.length === 0 ? 0 : 1;
} finally {
  stopBuilt();
}
