import type { VariablesOf } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { testBff, type Answer } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const filesQuery = graphql(`
  query DownloadFiles($gnk: String, $nk: String, $ids: [Int!]) {
    downloadFiles(gnkCode: $gnk, nkCode: $nk, ids: $ids) {
      id
      title
      type
      fileName
      extension
      size
      url
      locale
    }
  }
`);

const prepareMutation = graphql(`
  mutation PrepareArchive($ids: [Int!]!, $gldf: [String!]! = []) {
    prepareArchive(fileIds: $ids, gldf: $gldf) {
      __typename
      ... on Archive {
        archiveId
        path
        fileName
        size
        fileCount
        expiresAt
      }
      ... on ArchiveRejected {
        reason
        fileIds
      }
      ... on ArchiveUnavailable {
        fileIds
      }
    }
  }
`);

const archiveQuery = graphql(`
  query ArchiveStatus($id: String!) {
    archive(archiveId: $id) {
      archiveId
      status
      path
      fileName
      size
    }
  }
`);

const seriesModelsQuery = graphql(`
  query SeriesModelIds($gnkCode: String!) {
    series(gnkCode: $gnkCode) {
      __typename
      ... on Series {
        id
        models {
          id
          nkCode
        }
      }
    }
  }
`);

const favoriteDocumentsQuery = graphql(`
  query FavoriteDocuments($seriesIds: [Int!]!, $modelIds: [Int!]!) {
    favoriteDocuments(seriesIds: $seriesIds, modelIds: $modelIds) {
      id
      fileName
    }
  }
`);

const failingDownloadsQuery = graphql(`
  query DownloadsWhenFailing {
    downloadFiles(gnkCode: "linea") {
      id
    }
    favoriteDocuments(seriesIds: [1], modelIds: [1]) {
      id
    }
    archive(archiveId: "00000000-0000-4000-8000-000000000000") {
      status
      path
    }
  }
`);

describe('downloads', () => {
  const { query } = testBff();
  const run = async <Data>(answer: Promise<Answer<Data>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const files = async (variables: VariablesOf<typeof filesQuery>, locale: 'ru' | 'en' = 'ru') =>
    (await run(query(filesQuery, { locale, variables }))).downloadFiles;
  const prepare = async (ids: number[], gldf: string[] = []) =>
    (await run(query(prepareMutation, { variables: { ids, gldf } }))).prepareArchive;
  const archive = async (id: string) => (await run(query(archiveQuery, { variables: { id } }))).archive;

  it('lists the documents of a series in both languages', async () => {
    const ru = await files({ gnk: 'linea' });
    const en = await files({ gnk: 'linea' }, 'en');
    expect(ru.length).toBeGreaterThan(0);
    expect(ru.map((file) => file.type)).toEqual(expect.arrayContaining(['datasheet', 'ies', 'ldt']));
    expect(ru.every((file) => file.url.startsWith('/upload/') && file.size > 0)).toBe(true);
    expect(ru.filter((file) => file.type === 'datasheet').every((file) => file.locale === 'ru')).toBe(true);
    expect(en.filter((file) => file.type === 'datasheet').every((file) => file.locale === 'en')).toBe(true);
    expect(ru.filter((file) => file.type === 'ies').every((file) => file.locale === null)).toBe(true);
  });

  it('lists the documents of a model, and documents by id', async () => {
    const model = await files({ nk: 'linea-36-840' });
    expect(model.length).toBeGreaterThan(0);
    expect(model.every((file) => file.fileName.startsWith('linea-36-840'))).toBe(true);
    // The model wins over the series, as in the content API.
    expect((await files({ gnk: 'titan-hb', nk: 'linea-36-840' })).map((file) => file.id)).toEqual(
      model.map((file) => file.id),
    );
    const chosen = model.slice(0, 2).map((file) => file.id);
    expect((await files({ ids: chosen })).map((file) => file.id).sort()).toEqual([...chosen].sort());
  });

  it('is empty without a selector, and for unknown or malformed codes', async () => {
    expect(await files({})).toEqual([]);
    expect(await files({ gnk: 'no-such-series' })).toEqual([]);
    expect(await files({ nk: 'Not a code!' })).toEqual([]);
  });

  it('gathers the documents of favourite series and models, each once, leaving out unknown ids', async () => {
    const ids = async (gnkCode: string) =>
      unionMember((await run(query(seriesModelsQuery, { variables: { gnkCode } }))).series, 'Series');
    const linea = await ids('linea');
    const atlant = await ids('atlant-ex');
    const lineaModel = linea.models[0]!;
    const atlantModel = atlant.models[0]!;
    const gathered = async (seriesIds: number[], modelIds: number[]) =>
      (await run(query(favoriteDocumentsQuery, { variables: { seriesIds, modelIds } }))).favoriteDocuments;
    const seriesFiles = await files({ gnk: 'linea' });
    const modelFiles = await files({ nk: atlantModel.nkCode });
    // A model of a favourite series adds nothing new; one of another series adds its own.
    const all = await gathered([linea.id, 999_999], [lineaModel.id, atlantModel.id, 999_999]);
    expect(all.map((file) => file.id)).toEqual([...seriesFiles, ...modelFiles].map((file) => file.id));
    expect(new Set(all.map((file) => file.id)).size).toBe(all.length);
    expect(await gathered([], [])).toEqual([]);
    expect(await gathered([0, -1], [999_999])).toEqual([]);
  });

  it('prepares an archive, which is then available for download', async () => {
    const chosen = (await files({ nk: 'atlant-ex-10-840' })).map((file) => file.id);
    expect(chosen.length).toBeGreaterThan(1);
    const prepared = await prepare([...chosen, chosen[0]!]);
    if (prepared.__typename !== 'Archive') throw new Error(`expected an archive, got ${prepared.__typename}`);
    expect(prepared).toMatchObject({
      fileCount: chosen.length,
      path: `/api/v1/downloads/archive/${prepared.archiveId}`,
    });
    expect(prepared.fileName).toMatch(/\.zip$/);
    expect(Date.parse(prepared.expiresAt)).toBeGreaterThan(Date.now());
    expect(await archive(prepared.archiveId)).toEqual({
      archiveId: prepared.archiveId,
      status: 'available',
      path: prepared.path,
      fileName: prepared.fileName,
      size: prepared.size,
    });
  });

  it('puts GLDF containers into an archive, alone or beside documents, and rejects codes that are no product', async () => {
    const [datasheet] = await files({ nk: 'atlant-ex-10-840' });
    const both = await prepare([datasheet!.id], ['atlant-ex/atlant-ex-10-840', 'atlant-ex']);
    expect(both).toMatchObject({ __typename: 'Archive', fileCount: 3 });
    expect(await prepare([], ['atlant-ex'])).toMatchObject({ __typename: 'Archive', fileCount: 1 });
    expect(await prepare([], ['no-such-series'])).toMatchObject({
      __typename: 'ArchiveRejected',
      reason: 'filesMissing',
    });
    expect(await prepare([], ['../etc'])).toMatchObject({ __typename: 'ArchiveRejected', reason: 'invalid' });
    expect(
      await prepare(
        [],
        Array.from({ length: 501 }, (_, index) => `series-${String(index)}`),
      ),
    ).toMatchObject({
      __typename: 'ArchiveRejected',
      reason: 'tooMany',
    });
  });

  it('tells a missing archive apart, malformed ids included', async () => {
    const missing = { status: 'missing', path: null, fileName: null, size: null };
    expect(await archive('00000000-0000-4000-8000-000000000000')).toEqual({
      archiveId: '00000000-0000-4000-8000-000000000000',
      ...missing,
    });
    expect(await archive('../../etc/passwd')).toEqual({ archiveId: '../../etc/passwd', ...missing });
  });

  it('rejects an empty, oversized, invalid or partly missing choice', async () => {
    expect(await prepare([])).toEqual({ __typename: 'ArchiveRejected', reason: 'empty', fileIds: [] });
    expect(await prepare(Array.from({ length: 501 }, (_, index) => index + 1))).toMatchObject({
      __typename: 'ArchiveRejected',
      reason: 'tooMany',
    });
    expect(await prepare([0, 1])).toEqual({ __typename: 'ArchiveRejected', reason: 'invalid', fileIds: [0, 1] });
    const [file] = await files({ gnk: 'linea' });
    expect(await prepare([file!.id, 999_999])).toEqual({
      __typename: 'ArchiveRejected',
      reason: 'filesMissing',
      fileIds: [file!.id, 999_999],
    });
  });
});

describe('downloads never fail', () => {
  const upstream = useFaultUpstream('error500');

  it('gives empty defaults and unknown availability when the content API fails, and logs each failure', async () => {
    const lines: string[] = [];
    // The 500 comes at once: the time only bounds a hang, so a busy machine still logs the 500.
    const { query } = testBff(
      { apiUrl: upstream.url, upstreamTimeoutMs: 5_000 },
      { log: createLogger('warn', (line) => lines.push(line)) },
    );
    const { body } = await query(failingDownloadsQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ downloadFiles: [], favoriteDocuments: [], archive: { status: 'unknown', path: null } });
    const entries = lines.map((line) => JSON.parse(line) as { endpoint: string; cause: string });
    expect(entries.map((entry) => [entry.endpoint, entry.cause]).sort()).toEqual([
      ['archive', 'status 500'],
      ['downloadFiles', 'status 500'],
      ['favoriteModels', 'status 500'],
      ['favoriteSeries', 'status 500'],
    ]);
  });

  it('answers unavailable, keeping the choice, when the archive cannot be made', async () => {
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: 300 });
    const { body } = await query(prepareMutation, { variables: { ids: [1, 2] } });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ prepareArchive: { __typename: 'ArchiveUnavailable', fileIds: [1, 2] } });
  });

  it('answers unavailable when the content API cannot be reached', async () => {
    const { query } = testBff({ apiUrl: 'http://127.0.0.1:9/api/v1', upstreamTimeoutMs: 300 });
    const { body } = await query(prepareMutation, { variables: { ids: [1] } });
    expect(body.data).toEqual({ prepareArchive: { __typename: 'ArchiveUnavailable', fileIds: [1] } });
  });
});
