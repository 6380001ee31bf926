import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test-support/free-port.js';
import { processCredential, processExited, processReady, startContentApiProcess } from './test-support/process.js';

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

describe('durability', () => {
  it(
    'stops cleanly when the process that started it is gone (npm start killed outright)',
    { timeout: 90_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'content-api-supervised-'));
      directories.push(dataDir);
      const port = await freePort();
      const child = startContentApiProcess(dataDir, port, { withChannel: true });
      await processReady(port);
      // What the channel does when its other end dies.
      child.disconnect();
      await processExited(child);
      expect(child.exitCode).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    },
  );

  it('keeps every acknowledged submission across kill -9 and restart', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'content-api-durability-'));
    directories.push(dataDir);
    const port = await freePort();
    const first = startContentApiProcess(dataDir, port);
    await processReady(port);

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
    const acknowledged: { id: string; index: number }[] = [];
    // Acknowledged ones must survive; the ones still in flight when the process dies may or may not.
    const inFlight = Array.from({ length: 40 }, (_, index) =>
      submit(index)
        .then(async (response) => {
          if (response.status === 201) acknowledged.push({ ...((await response.json()) as { id: string }), index });
        })
        .catch(() => undefined),
    );
    while (acknowledged.length < 15) await new Promise((resolve) => setTimeout(resolve, 5));
    first.kill('SIGKILL');
    await processExited(first);
    await Promise.all(inFlight);
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);

    const second = startContentApiProcess(dataDir, port);
    await processReady(port);
    expect((await fetch(`${base}/menu`, { headers: { authorization: processCredential } })).status).toBe(404);
    second.kill('SIGTERM');
    await processExited(second);

    const db = await PGlite.create(join(dataDir, 'pgdata'));
    try {
      const { rows } = await db.query<{ id: string; fields: { comment: string }; file: { path: string } }>(
        'select id, fields, file from form_submission where id = any($1::uuid[])',
        [acknowledged.map((entry) => entry.id)],
      );
      expect(rows).toHaveLength(acknowledged.length);
      for (const entry of acknowledged) {
        const row = rows.find((candidate) => candidate.id === entry.id);
        expect(row?.fields.comment).toBe(`n${entry.index}`);
        expect(await readFile(join(dataDir, 'submissions', row?.file.path ?? ''), 'utf8')).toContain(
          `submission ${entry.index}`,
        );
      }
    } finally {
      await db.close();
    }
  });
});
