// The supervisor of `npm start` (services.mjs), with a stand-in service: a crashed service is
// started again and the restart is logged; when the supervisor itself is killed outright, its
// services stop too. Run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { localPassword, restartDelayMs } from './services.mjs';

const directory = mkdtempSync(join(tmpdir(), 'services-test-'));
after(() => rmSync(directory, { recursive: true, force: true }));

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

// Answers with its pid; stops on SIGTERM and when its supervisor's channel closes, as the apps do.
const serviceScript = join(directory, 'service.mjs');
writeFileSync(
  serviceScript,
  `import { createServer } from 'node:http';
const server = createServer((_request, response) => response.end(String(process.pid)));
server.listen(Number(process.argv[2]), '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
`,
);

/** @param {number} port */
async function servicePid(port) {
  try {
    return Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
  } catch {
    return null;
  }
}

/**
 * @template T
 * @param {() => Promise<T> | T} check
 * @param {string} what
 */
async function waitFor(check, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** @param {number} pid */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('pauses 1 s before the first restart, doubling up to 30 s', () => {
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 6, 10].map(restartDelayMs),
    [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000],
  );
});

test('starts a crashed service again, and its services stop when it is killed outright', async () => {
  const port = await freePort();
  const supervisorScript = join(directory, 'supervisor.mjs');
  writeFileSync(
    supervisorScript,
    `import { runServices } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'services.mjs')).href)};
await runServices(
  [{ name: 'stand-in', command: process.execPath, args: [${JSON.stringify(serviceScript)}, '${port}'], health: 'http://127.0.0.1:${port}/', urls: [] }],
  process.env,
);
`,
  );
  const supervisor = spawn(process.execPath, [supervisorScript], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  supervisor.stdout.on('data', (chunk) => (output += chunk));
  supervisor.stderr.on('data', (chunk) => (output += chunk));
  try {
    const first = await waitFor(() => servicePid(port), 'the service to start');

    process.kill(first, 'SIGKILL');
    const second = await waitFor(async () => {
      const pid = await servicePid(port);
      return pid !== first ? pid : null;
    }, 'the service to be started again');
    assert.notEqual(second, first);
    assert.match(output, /stand-in stopped \(SIGKILL\); starting it again in 1 s \(restart 1\)\./);

    supervisor.kill('SIGKILL');
    await waitFor(() => !alive(second), 'the service to stop with its supervisor');
    assert.equal(await servicePid(port), null);
  } finally {
    supervisor.kill('SIGKILL');
  }
});

test('makes the machine’s own content API password once, readable by its owner only, and keeps it', () => {
  const dataDir = join(directory, 'data');
  const first = localPassword(dataDir);
  assert.match(first, /^[\w-]{32}$/);
  assert.equal(statSync(join(dataDir, 'local-password')).mode & 0o777, 0o600);
  assert.equal(localPassword(dataDir), first);
  assert.notEqual(localPassword(join(directory, 'another')), first);
});
