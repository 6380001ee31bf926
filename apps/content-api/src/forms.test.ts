import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ErrorBody } from '@ostrel/contract/schemas/common';
import { wordDocument, zipBomb } from '@ostrel/contract/test-support/zip-fixtures';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { api, call, json } from './test-support/client.js';

const valid = 'name=Ivan%20Petrov&phone=%2B7%20(999)%20123-45-67&email=ivan%40example.com&consent=true';

function upload(
  path: string,
  file: { name: string; bytes: Uint8Array; type?: string } | null,
  locale: 'ru' | 'en' = 'ru',
) {
  const form = new FormData();
  if (file) form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return call(`/api/v1${path}`, { method: 'POST', body: form, locale });
}

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0,
  0, 0, 0x90, 0x77, 0x53, 0xde,
]);

describe('request forms', () => {
  it('name every missing required field, in the visitor language', async () => {
    const ru = await json<ErrorBody>('/api/v1/solutions/request', { method: 'POST' });
    expect(ru.status).toBe(400);
    const fields = ru.body.error.fields ?? [];
    expect(fields.map((field) => field.field).sort()).toEqual(['consent', 'email', 'name', 'phone']);
    expect(fields.every((field) => field.code === 'required')).toBe(true);
    expect(fields.find((field) => field.field === 'name')?.message).toMatch(/[а-яё]/i);
    const en = await json<ErrorBody>('/api/v1/solutions/request', { method: 'POST', locale: 'en' });
    expect(en.body.error.fields?.find((field) => field.field === 'name')?.message).toBe('Please fill in this field');
  });

  it('check e-mail and phone formats and lengths', async () => {
    const { status, body } = await json<ErrorBody>(
      `/api/v1/news/request?name=A&phone=12ab&email=not-an-email&consent=true&comment=${'x'.repeat(2001)}`,
      { method: 'POST' },
    );
    expect(status).toBe(400);
    const byField = Object.fromEntries((body.error.fields ?? []).map((field) => [field.field, field.code]));
    expect(byField).toMatchObject({ name: 'too_short', email: 'invalid', phone: 'invalid', comment: 'too_long' });
  });

  it('refuse control characters in text (a NUL cannot be stored) at the field, and keep line breaks', async () => {
    const refused = await json<ErrorBody>(
      `/api/v1/news/request?name=Ivan%00Petrov&email=ivan%40example.com&consent=true&comment=a%07b&company=x%1By`,
      { method: 'POST' },
    );
    expect(refused.status).toBe(400);
    expect((refused.body.error.fields ?? []).map((field) => [field.field, field.code]).sort()).toEqual([
      ['comment', 'invalid'],
      ['company', 'invalid'],
      ['name', 'invalid'],
    ]);
    const kept = await call(`/api/v1/news/request?${valid}&comment=line%0D%0Anext%09tab`, {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(kept.status).toBe(201);
  });

  it('refuse a vacancy that does not exist and internship options that are not offered', async () => {
    const vacancy = await json<ErrorBody>(`/api/v1/hr-page/vacancies/form/request?vacancyCode=no-such-job&${valid}`, {
      method: 'POST',
    });
    expect(vacancy.body.error.fields?.map((field) => field.field)).toEqual(['vacancyCode']);
    const internship = await json<ErrorBody>(
      `/api/v1/hr-page/practice-internship/form/request?${valid}&direction=astrology&educationLevel=x&format=y&city=z`,
      { method: 'POST' },
    );
    expect(internship.body.error.fields?.map((field) => field.field).sort()).toEqual([
      'city',
      'direction',
      'educationLevel',
      'format',
    ]);
  });

  it('store an accepted submission with its file', async () => {
    const response = await upload(`/solutions/request?${valid}&company=${encodeURIComponent('ООО «Склад»')}`, {
      name: 'plan.pdf',
      bytes: pdf,
      type: 'application/pdf',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; receivedAt: string };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readFile(join(api.dataDir, 'submissions', body.id, 'plan.pdf'))).toEqual(Buffer.from(pdf));
  });

  it('refuse files whose bytes do not match their extension, and unlisted types', async () => {
    for (const file of [
      { name: 'resume.pdf', bytes: png },
      { name: 'tool.exe', bytes: pdf },
      { name: 'empty.pdf', bytes: new Uint8Array() },
    ]) {
      const response = await upload(`/news/request?${valid}`.replace('/news/request', '/solutions/request'), file);
      expect(response.status, file.name).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.fields).toEqual([expect.objectContaining({ field: 'file', code: 'bad_type' })]);
    }
  });

  it('refuse a ZIP container that unpacks to too much, and store an ordinary one', async () => {
    const bomb = new Uint8Array(await zipBomb());
    // The same megabyte as a Word document and as a ZIP archive: both are ZIPs by their bytes.
    for (const name of ['brief.docx', 'project.zip']) {
      const response = await upload(`/solutions/request?${valid}`, { name, bytes: bomb }, 'en');
      expect(response.status, name).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields).toEqual([
        { field: 'file', code: 'bad_archive', message: 'The archive is damaged or unpacks to too much data' },
      ]);
    }
    const document = await upload(`/solutions/request?${valid}`, { name: 'brief.docx', bytes: await wordDocument() });
    expect(document.status).toBe(201);
  });

  it('answer 413 for a file over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdf);
    const response = await upload(`/solutions/request?${valid}`, { name: 'huge.pdf', bytes: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('take a CV with a vacancy request', async () => {
    const code = (await json<{ elementCode: string }[]>('/api/v1/hr-page/vacancies')).body[0]!.elementCode;
    const response = await upload(
      `/hr-page/vacancies/form/request?vacancyCode=${code}&${valid}`,
      { name: 'Резюме Иванов.pdf', bytes: pdf },
      'en',
    );
    expect(response.status).toBe(201);
  });

  it('store a submission once per idempotency key, which becomes its id, however often it is sent', async () => {
    const key = randomUUID();
    const send = (comment: string) => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'plan.pdf');
      return call(`/api/v1/solutions/request?${valid}&comment=${comment}`, {
        method: 'POST',
        body: form,
        headers: { 'idempotency-key': key.toUpperCase() },
      });
    };
    const answers = await Promise.all([send('first'), send('again'), send('again')]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { id: string; receivedAt: string }[];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((body) => body.id))).toEqual(new Set([key]));
    expect(new Set(bodies.map((body) => body.receivedAt)).size).toBe(1);
    const db = await openDatabase({ dataDir: api.dataDir, databaseUrl: process.env.TEST_DATABASE_URL ?? null });
    try {
      const { rows } = await db.query('select id from form_submission where id = $1', [key]);
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
    expect(await readFile(join(api.dataDir, 'submissions', key, 'plan.pdf'))).toEqual(Buffer.from(pdf));

    const refused = await json<ErrorBody>(`/api/v1/news/request?${valid}`, {
      method: 'POST',
      headers: { 'idempotency-key': 'not-a-uuid' },
    });
    expect(refused.status).toBe(400);
  });
});
