import { zipBomb } from '@ostrel/contract/test-support/zip-fixtures';
import { print } from 'graphql';
import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';

const site = inject('siteUrl');

const E2eUploadVacancyRequest = graphql(`
  mutation E2eUploadVacancyRequest($input: VacancyRequestInput!, $file: File) {
    submitVacancyRequest(input: $input, file: $file) {
      __typename
      ... on FormFieldErrors {
        fields {
          field
          code
          message
        }
      }
    }
  }
`);

const person = { name: 'Анна Петрова', phone: '+7 912 345-67-89', email: 'anna@example.org', consent: true };
const input = { ...person, vacancyCode: 'operator-smt-linii', city: 'Рязань', comment: 'Резюме во вложении' };

/** A CV sent to the site's `/graphql` as the vacancy form sends it (GraphQL multipart). */
async function sendCv(file: { name: string; bytes: Uint8Array<ArrayBuffer> | Blob }, locale = 'ru') {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: print(E2eUploadVacancyRequest), variables: { input, file: null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file.bytes instanceof Blob ? file.bytes : new Blob([file.bytes]), file.name);
  const response = await fetch(`${site}/graphql`, { method: 'POST', body: form, headers: { origin: site, locale } });
  return { status: response.status, body: (await response.json()) as unknown };
}

const refusedFile = (code: string, message: string) => ({
  data: { submitVacancyRequest: { __typename: 'FormFieldErrors', fields: [{ field: 'file', code, message }] } },
});

describe('uploads through the site', () => {
  it('refuses a file whose bytes are not what its name says, at the file field', async () => {
    const script = new TextEncoder().encode('#!/bin/sh\nrm -rf /\n');
    expect(await sendCv({ name: 'cv.pdf', bytes: script })).toEqual({
      status: 200,
      body: refusedFile('bad_type', 'Этот тип файла не принимается'),
    });
    // Office formats are ZIPs inside: a PDF named .docx is not one.
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    expect((await sendCv({ name: 'cv.docx', bytes: pdf }, 'en')).body).toEqual(
      refusedFile('bad_type', 'This file type is not accepted'),
    );
  });

  it('refuses a zip bomb dressed as a Word CV, at the file field', async () => {
    const bomb = new Uint8Array(await zipBomb());
    expect(await sendCv({ name: 'cv.docx', bytes: bomb }, 'en')).toEqual({
      status: 200,
      body: refusedFile('bad_archive', 'The archive is damaged or unpacks to too much data'),
    });
  });

  it('tells a file over 10 MB at the file field, and refuses a body far over it outright', async () => {
    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(new TextEncoder().encode('%PDF-1.4\n'));
    expect((await sendCv({ name: 'cv.pdf', bytes: large })).body).toEqual(
      refusedFile('too_large', 'Файл больше 10 МБ'),
    );
    // 64 MB: not read to the end, not kept; the site answers 413 and goes on serving.
    const huge = await sendCv({ name: 'cv.pdf', bytes: new Blob([new Uint8Array(64 * 1024 * 1024)]) });
    expect(huge.status).toBe(413);
    expect((await fetch(`${site}/`)).status).toBe(200);
  });
});
