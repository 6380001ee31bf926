import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@ostrel/content-api/database';
import { testDataDir } from '@ostrel/content-api/start-content-api';
import { print } from 'graphql';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { GraphQLResponse } from '../test-support/bff.js';
import { testBff } from '../test-support/bff.js';
import { graphql } from '../test-support/generated/index.js';

const Submit = graphql(`
  mutation OutboxSolutionRequest($input: SolutionRequestInput!, $file: File) {
    submitSolutionRequest(input: $input, file: $file) {
      __typename
      ... on FormAccepted {
        id
      }
    }
  }
`);

const pdf = (index: number) => new TextEncoder().encode(`%PDF-1.4\n% outbox ${String(index)}\n%%EOF\n`);

/** A content API that refuses every connection: the provider is down. */
async function downUpstream() {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/api/v1`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

describe('the outbox', () => {
  it('accepts request forms while the content API is down, and delivers each exactly once when it is back', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'bff-outbox-'));
    directories.push(outboxDir);
    const down = await downUpstream();
    const run = `outbox-${String(Date.now())}`;
    const keys: string[] = [];
    try {
      const { bff } = testBff({ apiUrl: down.url, outboxDir, upstreamTimeoutMs: 500 });
      for (let index = 0; index < 3; index += 1) {
        const form = new FormData();
        const input = {
          name: 'Анна Петрова',
          phone: '+7 912 345-67-89',
          email: 'anna@example.org',
          consent: true,
          comment: `${run}-${String(index)}`,
        };
        form.append('operations', JSON.stringify({ query: print(Submit), variables: { input, file: null } }));
        form.append('map', JSON.stringify({ 0: ['variables.file'] }));
        form.append('0', new Blob([pdf(index)], { type: 'application/pdf' }), `plan-${String(index)}.pdf`);
        const response = await bff.fetch('http://bff.test/graphql', { method: 'POST', body: form });
        const body = (await response.json()) as GraphQLResponse<{
          submitSolutionRequest: { __typename: string; id?: string };
        }>;
        expect(body.data?.submitSolutionRequest.__typename).toBe('FormAccepted');
        keys.push(body.data?.submitSolutionRequest.id ?? '');
      }
      expect((await readdir(outboxDir)).sort()).toEqual([...keys].sort());
      // Nothing reaches a provider that is still down; the forms stay.
      expect(await bff.outbox?.deliver()).toBe(3);
    } finally {
      await down.close();
    }

    // Delivered again later (a restart, a delivery cut short): the content API stores it once.
    const again = await mkdtemp(join(tmpdir(), 'bff-outbox-again-'));
    directories.push(again);
    await cp(join(outboxDir, keys[0] ?? ''), join(again, keys[0] ?? ''), { recursive: true });

    const { bff: back } = testBff({ apiUrl: inject('contentApiUrl'), outboxDir });
    expect(await back.outbox?.deliver()).toBe(0);
    expect(await readdir(outboxDir)).toEqual([]);
    const { bff: repeat } = testBff({ apiUrl: inject('contentApiUrl'), outboxDir: again });
    expect(await repeat.outbox?.deliver()).toBe(0);

    const db = await openDatabase({ dataDir: testDataDir('bff'), databaseUrl: null });
    try {
      const { rows } = await db.query<{ id: string; comment: string; file: { name: string } }>(
        "select id, fields->>'comment' as comment, file from form_submission where fields->>'comment' like $1 order by 2",
        [`${run}-%`],
      );
      expect(rows.map((row) => row.id)).toEqual(keys);
      expect(rows.map((row) => row.file.name)).toEqual(['plan-0.pdf', 'plan-1.pdf', 'plan-2.pdf']);
    } finally {
      await db.close();
    }
  });
});
