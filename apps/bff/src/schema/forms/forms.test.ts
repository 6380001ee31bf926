import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { maxUploadBytes } from '@ostrel/contract/schemas/forms';
import { wordDocument, zipBomb } from '@ostrel/contract/test-support/zip-fixtures';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { testBff, type Answer, type GraphQLResponse } from '../../test-support/bff.js';
import { startFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import type { FormResultFieldsFragment } from '../../test-support/generated/graphql.js';
import { unionMember } from '../../test-support/union-member.js';

graphql(`
  fragment FormResultFields on FormResult {
    __typename
    ... on FormAccepted {
      id
      receivedAt
    }
    ... on FormFieldErrors {
      fields {
        field
        code
        message
      }
    }
    ... on FormUnavailable {
      message
    }
  }
`);

const vacancyMutation = graphql(`
  mutation SubmitVacancyRequest($input: VacancyRequestInput!, $file: File) {
    submit: submitVacancyRequest(input: $input, file: $file) {
      ...FormResultFields
    }
  }
`);

const internshipMutation = graphql(`
  mutation SubmitInternshipRequest($input: InternshipRequestInput!, $file: File) {
    submit: submitInternshipRequest(input: $input, file: $file) {
      ...FormResultFields
    }
  }
`);

const solutionMutation = graphql(`
  mutation SubmitSolutionRequest($input: SolutionRequestInput!, $file: File) {
    submit: submitSolutionRequest(input: $input, file: $file) {
      ...FormResultFields
    }
  }
`);

const newsMutation = graphql(`
  mutation SubmitNewsRequest($input: NewsRequestInput!) {
    submit: submitNewsRequest(input: $input) {
      ...FormResultFields
    }
  }
`);

const subscribeMutation = graphql(`
  mutation SubscribeToNews($input: NewsSubscriptionInput!) {
    submit: subscribeToNews(input: $input) {
      __typename
      ... on NewsSubscription {
        email
        alreadySubscribed
      }
      ... on FormFieldErrors {
        fields {
          field
          code
          message
        }
      }
      ... on FormUnavailable {
        message
      }
    }
  }
`);

const person = { name: 'Анна Петрова', phone: '+7 (912) 555-12-34', email: 'anna@example.com', consent: true };
const inputs = {
  vacancy: { ...person, vacancyCode: 'operator-smt-linii', city: 'Рязань', comment: 'Готова выйти через две недели.' },
  internship: {
    ...person,
    direction: 'electronics',
    educationLevel: 'bachelor',
    format: 'office',
    city: 'moscow',
    university: 'МЭИ',
  },
  solution: { ...person, company: 'ООО «Свет»', comment: 'Склад 2000 м²' },
  news: { name: person.name, email: person.email, phone: person.phone, company: 'ООО «Свет»', consent: true },
};

/** A minimal PDF: its magic bytes are what the content API checks. */
const pdf = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

// Asymmetric matchers are typed `any`; named once, as what they stand for.
const anyString = expect.any(String) as unknown as string;
const matching = (pattern: RegExp) => expect.stringMatching(pattern) as unknown as string;

type Bff = ReturnType<typeof testBff>['bff'];

/** A GraphQL multipart request (operations, map and one file part), as a browser client sends it. */
async function sendWithFile<Data, Input>(
  bff: Bff,
  document: TypedDocumentNode<Data, { input: Input; file?: File | null }>,
  input: Input,
  file: { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string },
  locale: 'ru' | 'en' = 'ru',
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: print(document), variables: { input, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await bff.fetch('http://bff.test/graphql', { method: 'POST', headers: { locale }, body: form });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<Data> };
}

describe('request forms', () => {
  const { bff, query } = testBff();
  const submit = async <Result>(answer: Promise<Answer<{ submit: Result }>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!.submit;
  };
  const expectAccepted = (answer: FormResultFieldsFragment) => {
    expect(answer).toEqual({ __typename: 'FormAccepted', id: matching(/^[0-9a-f-]{36}$/), receivedAt: anyString });
    expect(Date.now() - Date.parse(unionMember(answer, 'FormAccepted').receivedAt)).toBeLessThan(60_000);
  };

  it.each(['ru', 'en'] as const)('accepts every request form without a file in %s', async (locale) => {
    expectAccepted(await submit(query(vacancyMutation, { locale, variables: { input: inputs.vacancy } })));
    expectAccepted(await submit(query(internshipMutation, { locale, variables: { input: inputs.internship } })));
    expectAccepted(await submit(query(solutionMutation, { locale, variables: { input: inputs.solution } })));
    expectAccepted(await submit(query(newsMutation, { locale, variables: { input: inputs.news } })));
  });

  it.each(['ru', 'en'] as const)(
    'accepts a CV and a project file sent as a multipart request in %s',
    async (locale) => {
      const cv = { name: 'Резюме Анны.pdf', bytes: pdf, type: 'application/pdf' };
      const answers = [
        await sendWithFile(bff, vacancyMutation, inputs.vacancy, cv, locale),
        await sendWithFile(bff, internshipMutation, inputs.internship, cv, locale),
        await sendWithFile(bff, solutionMutation, inputs.solution, cv, locale),
      ];
      for (const { status, body } of answers) {
        expect(status).toBe(200);
        expect(body.errors).toBeUndefined();
        expectAccepted(body.data!.submit);
      }
    },
  );

  it.each([
    [
      'ru',
      'Заполните это поле',
      'Укажите e-mail в формате name@example.com',
      'Нужно согласие на обработку персональных данных',
    ],
    [
      'en',
      'Please fill in this field',
      'Enter an e-mail like name@example.com',
      'Please agree to the processing of personal data',
    ],
  ] as const)(
    'checks the fields with the contract rules before sending anything (%s)',
    async (locale, required, email, consent) => {
      const fetched: string[] = [];
      const { query: counted } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
      const { body } = await counted(vacancyMutation, {
        locale,
        variables: {
          input: { ...inputs.vacancy, name: '  ', email: 'anna@', consent: false, comment: 'x'.repeat(2001), city: '' },
        },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data?.submit).toEqual({
        __typename: 'FormFieldErrors',
        fields: [
          { field: 'name', code: 'too_short', message: anyString },
          { field: 'email', code: 'invalid', message: email },
          { field: 'comment', code: 'too_long', message: anyString },
          { field: 'consent', code: 'invalid', message: consent },
        ],
      });
      const empty = await counted(subscribeMutation, { locale, variables: { input: { email: '', consent: true } } });
      expect(empty.body.data?.submit).toEqual({
        __typename: 'FormFieldErrors',
        fields: [{ field: 'email', code: 'required', message: required }],
      });
      const phone = await counted(newsMutation, { locale, variables: { input: { ...inputs.news, phone: '12-34' } } });
      expect(unionMember(phone.body.data?.submit, 'FormFieldErrors').fields).toEqual([
        { field: 'phone', code: 'invalid', message: matching(/10/) },
      ]);
      expect(fetched).toEqual([]);
    },
  );

  it('refuses a ZIP container that unpacks to too much, before sending anything', async () => {
    const fetched: string[] = [];
    const { bff: counted } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const bomb = new Uint8Array(await zipBomb());
    const refusedBomb = {
      __typename: 'FormFieldErrors',
      fields: [{ field: 'file', code: 'bad_archive', message: 'The archive is damaged or unpacks to too much data' }],
    };
    // The same megabyte as a Word CV and as a project archive: both are ZIPs by their bytes.
    const cv = await sendWithFile(counted, vacancyMutation, inputs.vacancy, { name: 'cv.docx', bytes: bomb }, 'en');
    expect(cv.body.data?.submit).toEqual(refusedBomb);
    const project = await sendWithFile(
      counted,
      solutionMutation,
      inputs.solution,
      { name: 'project.zip', bytes: bomb },
      'en',
    );
    expect(project.body.data?.submit).toEqual(refusedBomb);
    expect(fetched).toEqual([]);
    const document = new Uint8Array(await wordDocument());
    const accepted = await sendWithFile(counted, vacancyMutation, inputs.vacancy, { name: 'cv.docx', bytes: document });
    expect(accepted.body.data?.submit.__typename).toBe('FormAccepted');
  });

  it('checks the file size (10 MB) and type before sending anything', async () => {
    const fetched: string[] = [];
    const { bff: counted } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const large = new Uint8Array(maxUploadBytes + 1);
    large.set(pdf);
    const tooLarge = await sendWithFile(counted, vacancyMutation, inputs.vacancy, { name: 'cv.pdf', bytes: large });
    expect(tooLarge.body.data?.submit).toEqual({
      __typename: 'FormFieldErrors',
      fields: [{ field: 'file', code: 'too_large', message: 'Файл больше 10 МБ' }],
    });
    const exe = await sendWithFile(counted, vacancyMutation, inputs.vacancy, { name: 'cv.exe', bytes: pdf }, 'en');
    expect(exe.body.data?.submit).toEqual({
      __typename: 'FormFieldErrors',
      fields: [{ field: 'file', code: 'bad_type', message: 'This file type is not accepted' }],
    });
    // A CV form takes no drawings; the project form does.
    const drawing = await sendWithFile(counted, internshipMutation, inputs.internship, {
      name: 'plan.dwg',
      bytes: pdf,
    });
    expect(unionMember(drawing.body.data?.submit, 'FormFieldErrors').fields).toEqual([
      { field: 'file', code: 'bad_type', message: anyString },
    ]);
    const emptyFile = await sendWithFile(counted, solutionMutation, inputs.solution, {
      name: 'plan.pdf',
      bytes: new Uint8Array(0),
    });
    expect(unionMember(emptyFile.body.data?.submit, 'FormFieldErrors').fields).toEqual([
      { field: 'file', code: 'bad_type', message: anyString },
    ]);
    // Field and file errors come together, file last.
    const both = await sendWithFile(
      counted,
      vacancyMutation,
      { ...inputs.vacancy, phone: '' },
      { name: 'cv.exe', bytes: pdf },
    );
    expect(unionMember(both.body.data?.submit, 'FormFieldErrors').fields.map((error) => error.field)).toEqual([
      'phone',
      'file',
    ]);
    // A "PDF" that is really text is refused by its bytes, before it leaves the site.
    const disguised = await sendWithFile(counted, vacancyMutation, inputs.vacancy, {
      name: 'cv.pdf',
      bytes: new TextEncoder().encode('not really a PDF'),
    });
    expect(disguised.body.data?.submit).toEqual({
      __typename: 'FormFieldErrors',
      fields: [{ field: 'file', code: 'bad_type', message: 'Этот тип файла не принимается' }],
    });
    // Exactly at the limit is allowed.
    const atLimit = new Uint8Array(maxUploadBytes);
    atLimit.set(pdf);
    const accepted = await sendWithFile(counted, vacancyMutation, inputs.vacancy, { name: 'cv.pdf', bytes: atLimit });
    expect(accepted.body.data?.submit.__typename).toBe('FormAccepted');
    expect(fetched).toHaveLength(1);
  });

  it.each([
    ['ru', 'Проверьте значение'],
    ['en', 'Please check this value'],
  ] as const)('passes on the field errors the content API finds (%s)', async (locale, invalid) => {
    // The BFF cannot know which codes exist.
    const { body } = await sendWithFile(
      bff,
      vacancyMutation,
      { ...inputs.vacancy, vacancyCode: 'no-such-vacancy' },
      { name: 'cv.pdf', bytes: pdf },
      locale,
    );
    expect(body.data?.submit).toEqual({
      __typename: 'FormFieldErrors',
      fields: [{ field: 'vacancyCode', code: 'invalid', message: invalid }],
    });
    const internship = await submit(
      query(internshipMutation, {
        locale,
        variables: { input: { ...inputs.internship, direction: 'astrology', city: 'atlantis' } },
      }),
    );
    expect(internship).toEqual({
      __typename: 'FormFieldErrors',
      fields: [
        { field: 'direction', code: 'invalid', message: invalid },
        { field: 'city', code: 'invalid', message: invalid },
      ],
    });
    expect(
      unionMember(
        await submit(
          query(solutionMutation, {
            locale,
            variables: { input: { ...inputs.solution, solutionCode: 'no-such-solution' } },
          }),
        ),
        'FormFieldErrors',
      ).fields,
    ).toEqual([{ field: 'solutionCode', code: 'invalid', message: invalid }]);
    expect(
      unionMember(
        await submit(
          query(newsMutation, { locale, variables: { input: { ...inputs.news, newsCode: 'no-such-news' } } }),
        ),
        'FormFieldErrors',
      ).fields,
    ).toEqual([{ field: 'newsCode', code: 'invalid', message: invalid }]);
  });

  it.each(['ru', 'en'] as const)('subscribes an e-mail once, and says so the second time (%s)', async (locale) => {
    const email = `Visitor-${randomUUID()}@Example.com`;
    expect(await submit(query(subscribeMutation, { locale, variables: { input: { email, consent: true } } }))).toEqual({
      __typename: 'NewsSubscription',
      email: email.toLowerCase(),
      alreadySubscribed: false,
    });
    expect(
      await submit(query(subscribeMutation, { locale, variables: { input: { email, name: 'Анна', consent: true } } })),
    ).toEqual({ __typename: 'NewsSubscription', email: email.toLowerCase(), alreadySubscribed: true });
  });

  it('takes a file only as a file part', async () => {
    // A file name where the upload belongs, as a client that cannot send multipart might try.
    const { body } = await query(vacancyMutation, {
      variables: { input: inputs.vacancy, file: 'cv.pdf' as unknown as File },
    });
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/multipart/);
  });
});

describe('request forms when the content API fails', () => {
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;
  beforeAll(async () => {
    upstream = await startFaultUpstream({});
  });
  afterAll(() => upstream.close());

  it.each(['ru', 'en'] as const)(
    'says the submission was not taken, and logs the cause without personal data (%s)',
    async (locale) => {
      upstream.set('error500');
      const lines: string[] = [];
      // The 500 comes at once: the time only bounds a hang, so a busy machine still logs the 500.
      const { bff, query } = testBff(
        { apiUrl: upstream.url, upstreamTimeoutMs: 5_000 },
        { log: createLogger('warn', (line) => lines.push(line)) },
      );
      const unavailable = {
        __typename: 'FormUnavailable',
        message: matching(locale === 'ru' ? /Попробуйте/ : /try again/),
      };
      const answers = [
        await query(vacancyMutation, { locale, variables: { input: inputs.vacancy } }),
        await query(internshipMutation, { locale, variables: { input: inputs.internship } }),
        await query(solutionMutation, { locale, variables: { input: inputs.solution } }),
        await query(newsMutation, { locale, variables: { input: inputs.news } }),
        await query(subscribeMutation, { locale, variables: { input: { email: person.email, consent: true } } }),
      ];
      for (const { body } of answers) {
        expect(body.errors).toBeUndefined();
        expect(body.data?.submit).toEqual(unavailable);
      }
      const withFile = await sendWithFile(bff, vacancyMutation, inputs.vacancy, { name: 'cv.pdf', bytes: pdf }, locale);
      expect(withFile.body.data?.submit).toEqual(unavailable);
      expect(lines).toHaveLength(6);
      for (const line of lines) {
        expect(JSON.parse(line)).toMatchObject({
          level: 'warn',
          msg: 'upstream write failed',
          cause: 'status 500 internal',
        });
        // The person's name, e-mail and phone in any spelling (not "912" alone: a timestamp's milliseconds may read so).
        expect(line).not.toMatch(/анна|петров|anna|example\.com|%40|555[\s-]?12[\s-]?34/i);
      }
    },
  );

  it('says so when the content API does not answer in time', async () => {
    upstream.set('stall');
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: 200 });
    const { body } = await query(newsMutation, { variables: { input: inputs.news } });
    expect(body.data?.submit.__typename).toBe('FormUnavailable');
  });

  it('says so when the content API is not there', async () => {
    const { query } = testBff({ apiUrl: 'http://127.0.0.1:9/api/v1', upstreamTimeoutMs: 300 });
    const { body } = await query(newsMutation, { variables: { input: inputs.news } });
    expect(body.data?.submit.__typename).toBe('FormUnavailable');
  });
});

describe('form answers of another provider', () => {
  let server: Server;
  let url = '';
  let answer: { status: number; body: string } = { status: 200, body: '{}' };
  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const send = async (status: number, body: unknown) => {
    answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
    const { query } = testBff({ apiUrl: url });
    return (await query(newsMutation, { locale: 'en', variables: { input: inputs.news } })).body.data!.submit;
  };

  it('tells field errors, a refused file and failures apart', async () => {
    const fields = [{ field: 'email', code: 'invalid', message: 'Blocked domain' }];
    expect(await send(400, { error: { code: 'bad_request', message: 'x', fields } })).toEqual({
      __typename: 'FormFieldErrors',
      fields,
    });
    expect(await send(413, { error: { code: 'payload_too_large', message: 'x' } })).toEqual({
      __typename: 'FormFieldErrors',
      fields: [{ field: 'file', code: 'too_large', message: 'The file is larger than 10 MB' }],
    });
    // A proxy in front of the API answers 413 in its own words.
    expect(unionMember(await send(413, '<html>413 Request Entity Too Large</html>'), 'FormFieldErrors').fields).toEqual(
      [{ field: 'file', code: 'too_large', message: 'The file is larger than 10 MB' }],
    );
    expect((await send(502, '<html>Bad gateway</html>')).__typename).toBe('FormUnavailable');
    // A 400 without field errors, or a 2xx that breaks the contract, may not pass as anything else.
    expect((await send(400, { error: { code: 'bad_request', message: 'Malformed request' } })).__typename).toBe(
      'FormUnavailable',
    );
    expect((await send(201, { stored: true })).__typename).toBe('FormUnavailable');
    expect((await send(401, { error: { code: 'unauthorized', message: 'x' } })).__typename).toBe('FormUnavailable');
    expect(await send(201, { id: 'abc', receivedAt: '2026-01-01T00:00:00.000Z' })).toEqual({
      __typename: 'FormAccepted',
      id: 'abc',
      receivedAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
