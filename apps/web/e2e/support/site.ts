import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import getPort from 'get-port';

/** apps/web */
export const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The production entry, `node dist/node/server/main.js`. */
const serverMain = join(appRoot, 'dist', 'node', 'server', 'main.js');
const clientBuild = join(appRoot, 'dist', 'server', 'entry.mjs');

export interface SiteOptions {
  /** The content API, `…/api/v1`. */
  apiUrl: string;
  apiUsername?: string;
  apiPassword?: string;
  /** The geo-IP service, `{ip}` in it; unset: no lookup. */
  geoLookupUrl?: string;
  /** More settings (`GRAPHIQL: 'true'`), over the production defaults. */
  settings?: Record<string, string>;
  /** Started with an IPC channel, as `npm start` starts it. */
  withChannel?: boolean;
}

export interface RunningSite {
  /** http://localhost:<port>, also the site's PUBLIC_URL. */
  url: string;
  close(): Promise<void>;
  process: ChildProcess;
}

/** Fails with something a person can act on when the production build is not there. */
export function assertBuilt(): void {
  for (const file of [serverMain, clientBuild]) {
    if (!existsSync(file)) {
      throw new Error(
        `The e2e suite drives the production build, and ${file} is missing: run \`pnpm --filter @ostrel/web run build\` first.`,
      );
    }
  }
}

/**
 * The production site as a child process on a free loopback port, exactly as operators start it.
 * Resolves once /healthz answers; rejects with the process's output if it exits or hangs first.
 */
export async function startSite(options: SiteOptions): Promise<RunningSite> {
  assertBuilt();
  const port = await getPort();
  const url = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    WEB_HOST: 'localhost',
    PORT: String(port),
    PUBLIC_URL: url,
    API_URL: options.apiUrl,
    GEO_LOOKUP_URL: options.geoLookupUrl ?? '',
    // Generous: the machine runs Chromium alongside; the fake answers in a millisecond.
    GEO_LOOKUP_TIMEOUT_MS: '3000',
    LOG_LEVEL: 'warn',
    // Every page of the suite comes from one address: budgets twenty times a visitor's.
    RATE_LIMIT_SCALE: '20',
    // No outbox: a form the content API cannot take is refused, as the upstream-down specs expect
    // (e2e/outbox.test.ts gives its sites one).
    OUTBOX_DIR: '',
    ...options.settings,
  };
  if (options.apiUsername) env.API_USERNAME = options.apiUsername;
  if (options.apiPassword) env.API_PASSWORD = options.apiPassword;
  const child = spawn(process.execPath, [serverMain], {
    cwd: appRoot,
    env,
    stdio: options.withChannel ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Never outlive the test run, even when it is interrupted before its teardown.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const deadline = Date.now() + 60_000;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The site exited (${child.exitCode ?? child.signalCode ?? '?'}) before it was ready:\n${output.join('')}`,
      );
    }
    if (Date.now() > deadline) {
      await stop(child, exited);
      throw new Error(`The site did not answer ${url}/healthz within 60 s:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      ready = response.ok;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, close: () => stop(child, exited), process: child };
}

async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * The site with its content API down: the upstream is a loopback port that drops every connection
 * at once. The port stays held while the site runs, so it can never be handed to anything else
 * (a port that was merely free could later become the site's own, and the site would call itself).
 */
async function startSiteWithUpstreamDown(): Promise<RunningSite> {
  const upstream = createTcpServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  const site = await startSite({ apiUrl: `http://127.0.0.1:${port}/api/v1` });
  return {
    url: site.url,
    process: site.process,
    async close() {
      await site.close();
      await new Promise((resolve) => upstream.close(resolve));
    },
  };
}

/** The site with its content API down for the tests of the surrounding `describe` block. */
export function useSiteWithUpstreamDown(): { readonly url: string } {
  let down: RunningSite | undefined;
  beforeAll(async () => {
    down = await startSiteWithUpstreamDown();
  });
  afterAll(async () => {
    await down?.close();
  });
  return {
    get url() {
      if (!down) throw new Error('The site with the content API down is not running yet');
      return down.url;
    },
  };
}
