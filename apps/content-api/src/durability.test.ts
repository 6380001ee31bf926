import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import getPort from 'get-port';
import {
  processCredential,
  processDataDir,
  processExited,
  processOutcome,
  processReady,
  startContentApiProcess,
} from './test-support/process.js';

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

/** The API as its own process on a fresh data folder (not seeded), answering, for `use`; stopped after. */
async function withApiProcess(name: string, use: (port: number, dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = await processDataDir(name);
  directories.push(dataDir);
  const port = await getPort();
  const api = startContentApiProcess(dataDir, port);
  try {
    await processReady(port);
    await use(port, dataDir);
  } finally {
    api.kill('SIGTERM');
    await processExited(api);
  }
}

describe('durability', () => {
  it(
    'stops cleanly when the process that started it is gone (npm start killed outright)',
    { timeout: 90_000 },
    async () => {
      const dataDir = await processDataDir('supervised');
      directories.push(dataDir);
      const port = await getPort();
      const child = startContentApiProcess(dataDir, port, { withChannel: true });
      await processReady(port);
      // What the channel does when its other end dies.
      child.disconnect();
      await processExited(child);
      expect(child.exitCode).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    },
  );

  it(
    'stops its database server when told to stop while it is still seeding, and seeds on the next start',
    { timeout: 180_000 },
    async () => {
      const dataDir = await processDataDir('stopped-seeding');
      directories.push(dataDir);
      const port = await getPort();
      const seeding = { logLevel: 'info', readOutput: true, env: { CONTENT_API_SEED: 'auto' } } as const;
      const api = startContentApiProcess(dataDir, port, seeding);
      const outcome = processOutcome(api);
      let output = '';
      api.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      // The rows are built after the documents: stopped here, the seed has not committed.
      await expect.poll(() => output.includes('writing the documents'), { timeout: 90_000, interval: 50 }).toBe(true);
      const server = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      api.kill('SIGTERM');
      expect((await outcome).code).toBe(0);
      const alive = () => {
        try {
          process.kill(server, 0);
          return true;
        } catch {
          return false;
        }
      };
      await expect.poll(alive, { timeout: 30_000, interval: 100 }).toBe(false);
      // Nothing half-done is kept: the next start seeds and serves the catalogue.
      const again = startContentApiProcess(dataDir, port, { env: { CONTENT_API_SEED: 'auto' } });
      try {
        await processReady(port);
        const response = await fetch(`http://127.0.0.1:${String(port)}/api/v1/catalog/nk/plato/plato-25-830`, {
          headers: { authorization: processCredential },
        });
        expect(response.status).toBe(200);
      } finally {
        again.kill('SIGTERM');
        await processExited(again);
      }
    },
  );

  it('shares the server of a running API with another process (pnpm seed), and leaves it running', async () => {
    await withApiProcess('shared', async (port, dataDir) => {
      const db = await openDatabase({ dataDir, databaseUrl: null });
      const { rows } = await db.query<{ count: number }>('select count(*)::int as count from form_submission');
      expect(rows[0]?.count).toBe(0);
      await db.close();
      const response = await fetch(
        `http://127.0.0.1:${port}/api/v1/news/subscribe?email=s%40example.com&consent=true`,
        {
          method: 'POST',
          headers: { authorization: processCredential },
        },
      );
      expect(response.status).toBe(200);
    });
  });

  it('draws no seed pictures in the background with CONTENT_API_SEED=off: the content is the operator’s own', async () => {
    await withApiProcess('unseeded', async (port, dataDir) => {
      const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as {
        seedPictures: { pass: string; drawing: number };
      };
      expect(health.seedPictures).toEqual({ pass: 'not started', drawing: 0 });
      await expect(readdir(join(dataDir, 'upload', 'images'))).rejects.toThrow('ENOENT');
    });
  });

  it(
    'keeps every acknowledged submission and its file through 12 kill -9 rounds of the API, its database server or both',
    { timeout: 420_000 },
    async () => {
      const dataDir = await processDataDir('crash-loop');
      directories.push(dataDir);
      const port = await getPort();
      const base = `http://127.0.0.1:${port}/api/v1`;
      const submit = (index: number) => {
        const form = new FormData();
        form.append('file', new Blob([`%PDF-1.4\n% submission ${index}\n%%EOF\n`]), `plan-${index}.pdf`);
        const fields = `name=Tester%20${index}&phone=%2B79991234567&email=t${index}%40example.com&consent=true&comment=n${index}`;
        return fetch(`${base}/solutions/request?${fields}`, {
          method: 'POST',
          body: form,
          headers: { authorization: processCredential },
        });
      };
      const serverPid = async () =>
        Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      const acknowledged: { id: string; index: number }[] = [];

      for (let round = 0; round < 12; round += 1) {
        const api = startContentApiProcess(dataDir, port, { logLevel: 'silent' });
        // Each round first proves the API starts again over whatever the last kill left.
        await processReady(port);
        const before = acknowledged.length;
        // Acknowledged ones must survive; the ones still in flight at the kill may or may not.
        const inFlight = Array.from({ length: 16 }, (_, slot) =>
          submit(round * 100 + slot)
            .then(async (response) => {
              if (response.status === 201)
                acknowledged.push({ ...((await response.json()) as { id: string }), index: round * 100 + slot });
            })
            .catch(() => undefined),
        );
        while (acknowledged.length < before + 4) await new Promise((resolve) => setTimeout(resolve, 2));
        const victim = round % 3;
        if (victim !== 0) process.kill(await serverPid(), 'SIGKILL');
        // Without its database server the API stops by itself; otherwise it is killed too.
        if (victim !== 1) api.kill('SIGKILL');
        await processExited(api);
        await Promise.all(inFlight);
      }

      const last = startContentApiProcess(dataDir, port);
      await processReady(port);
      last.kill('SIGTERM');
      await processExited(last);

      const db = await openDatabase({ dataDir, databaseUrl: null });
      try {
        const { rows } = await db.query<{ id: string; fields: { comment: string }; file: { path: string } | null }>(
          'select id, fields, file from form_submission',
        );
        expect(acknowledged.length).toBeGreaterThanOrEqual(12 * 4);
        const stored = new Map(rows.map((row) => [row.id, row]));
        for (const entry of acknowledged) {
          const row = stored.get(entry.id);
          expect(row?.fields.comment).toBe(`n${String(entry.index)}`);
        }
        // Every stored submission, acknowledged or caught by the kill just after its commit, has its file.
        for (const row of rows) {
          const index = row.fields.comment.slice(1);
          expect(await readFile(join(dataDir, 'submissions', row.file?.path ?? ''), 'utf8')).toContain(
            `submission ${index}`,
          );
        }
      } finally {
        await db.close();
      }
    },
  );
});
