import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@ostrel/content-api/database';
import { testDataDir } from '@ostrel/content-api/start-content-api';
import { print } from 'graphql';
import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { startSite } from './support/site';

const E2eOutboxSolutionRequest = graphql(`
  mutation E2eOutboxSolutionRequest($input: SolutionRequestInput!, $file: File) {
    submitSolutionRequest(input: $input, file: $file) {
      __typename
      ... on FormAccepted {
        id
      }
    }
  }
`);

/**
 * Requirements §12: a form accepted while the provider is down is kept and delivered later, exactly once as
 * the provider sees it, whatever happens to the site meanwhile. Reads the test database (the
 * suite's own content API, data/test) to count what was stored.
 */
describe('forms sent while the content API is down', () => {
  it('are all accepted, survive kill -9 of the site, and are stored once each when the API is back', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'site-outbox-'));
    const refusing = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const run = `outbox-e2e-${String(Date.now())}`;
    const outbox = { OUTBOX_DIR: outboxDir, OUTBOX_RETRY_MS: '300' };
    try {
      const first = await startSite({
        apiUrl: `http://127.0.0.1:${String((refusing.address() as AddressInfo).port)}/api/v1`,
        settings: outbox,
      });
      const send = async (index: number) => {
        const input = {
          name: 'Анна Петрова',
          phone: '+7 912 345-67-89',
          email: 'anna@example.org',
          consent: true,
          comment: `${run}-${String(index).padStart(2, '0')}`,
        };
        const form = new FormData();
        form.append(
          'operations',
          JSON.stringify({ query: print(E2eOutboxSolutionRequest), variables: { input, file: null } }),
        );
        form.append('map', JSON.stringify({ 0: ['variables.file'] }));
        form.append(
          '0',
          new Blob([`%PDF-1.4\n% ${input.comment}\n%%EOF\n`], { type: 'application/pdf' }),
          `plan-${String(index)}.pdf`,
        );
        const response = await fetch(`${first.url}/graphql`, {
          method: 'POST',
          body: form,
          headers: { origin: first.url },
        });
        const body = (await response.json()) as {
          data?: { submitSolutionRequest: { __typename: string; id?: string } };
        };
        return body.data?.submitSolutionRequest;
      };
      const answers = [];
      for (let index = 0; index < 50; index += 1) answers.push(await send(index));
      expect(answers.map((answer) => answer?.__typename)).toEqual(Array(50).fill('FormAccepted'));
      const ids = answers.map((answer) => answer?.id ?? '');

      first.process.kill('SIGKILL');
      await new Promise((resolve) => first.process.once('exit', resolve));
      expect((await readdir(outboxDir)).filter((name) => !name.startsWith('.')).sort()).toEqual([...ids].sort());

      const second = await startSite({
        apiUrl: inject('contentApiUrl'),
        apiUsername: inject('contentApiUsername'),
        apiPassword: inject('contentApiPassword'),
        settings: outbox,
      });
      try {
        await expect.poll(() => readdir(outboxDir), { timeout: 60_000, interval: 250 }).toEqual([]);
      } finally {
        await second.close();
      }

      const db = await openDatabase({ dataDir: testDataDir('browser'), databaseUrl: null });
      try {
        const { rows } = await db.query<{ id: string; comment: string; file: { path: string } }>(
          "select id, fields->>'comment' as comment, file from form_submission where fields->>'comment' like $1 order by 2",
          [`${run}-%`],
        );
        expect(rows.map((row) => row.id)).toEqual(ids);
        for (const row of rows)
          expect(await readFile(join(testDataDir('browser'), 'submissions', row.file.path), 'utf8')).toContain(
            row.comment,
          );
      } finally {
        await db.close();
      }
    } finally {
      await new Promise((resolve) => refusing.close(resolve));
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
