import { escapeSpellings } from '@ostrel/contract/path-spellings';
import fc from 'fast-check';
import { Kind, print, type DocumentNode } from 'graphql';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as operations from '@/app/graphql/generated/graphql';
import { rawGet } from './support/http';
import { pageKinds, sitemapPaths } from '../test-support/sitemap';

const site = inject('siteUrl');

/**
 * Whatever a request holds, the site answers it: a status below 500, a Location (if any) on the
 * site, and an HTML answer that is a page (a heading), never an error trace or a blank page.
 * Each run draws new inputs; a failure prints its seed, and `FUZZ_SEED=<seed>` replays it.
 */
async function expectAnswered(path: string, headerLines: readonly string[] = []) {
  const { status, location, contentType, body } = await rawGet(site, path, headerLines);
  const what = `${path} ${headerLines.join(' | ')}`.slice(0, 300);
  expect(status, what).toBeGreaterThanOrEqual(200);
  expect(status, what).toBeLessThan(500);
  if (location !== null) expect(new URL(location, site).origin, `${what} → ${location}`).toBe(site);
  if (contentType?.startsWith('text/html')) expect(body, what).toMatch(/<h1[\s>]/);
  // Nothing the content API answers only with its credential comes through the site.
  expect(body, what).not.toMatch(/"openapi"\s*:|"header"\s*:\s*\{|"likes"\s*:/);
}

/** What HTTP cannot carry raw (spaces, controls, non-ASCII) percent-encoded; everything else as written. */
const onTheWire = (text: string) =>
  text.replace(/[^\x21-\x7e]/gu, (character) =>
    character.length === 1 && character.charCodeAt(0) < 0x80
      ? `%${character.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`
      : encodeURIComponent(/\p{Cs}/u.test(character) ? '\ufffd' : character),
  );

// Pieces a hostile or broken link is made of.
const hostilePieces = [
  '..',
  '.',
  '%2e%2e',
  '.%2E',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '..;',
  '%2561pi',
  'API',
  'm%65nu',
  'openapi.json',
  '%00',
  '%',
  '%zz',
  '%c0%af',
  '%ff',
  '%E2%80%AE',
  '\\',
  '%5C',
  '%2F',
  '@evil.example',
  'evil.example',
  ';jsessionid=1',
  '~',
  '*',
  '"><script>',
  "'",
  'index.html',
  '.env',
  'a'.repeat(300),
];

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const runs = (count: number) => ({ numRuns: count, seed });

let knownSegments: string[] = [];
let pagePaths: string[] = [];

beforeAll(async () => {
  const sitemap = await sitemapPaths(site);
  knownSegments = [...new Set(sitemap.flatMap((path) => (path.split('?')[0] ?? '').split('/').filter(Boolean)))];
  pagePaths = pageKinds(sitemap).flatMap(({ ru, en }) => [ru, en].filter((path) => path !== undefined));
});

describe('fuzz', () => {
  it('answers any path with a page, a redirect on the site, or a 4xx', { timeout: 240_000 }, async () => {
    const segment = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom(
          ...knownSegments,
          'ru',
          'en',
          'upload',
          'images',
          'docs',
          'assets',
          'graphql',
          'api',
          'v1',
          'menu',
          'downloads',
          'archive',
        ),
      },
      { weight: 2, arbitrary: fc.constantFrom(...hostilePieces) },
      { weight: 2, arbitrary: fc.webSegment() },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    );
    const originForm = fc
      .tuple(
        fc.array(fc.tuple(fc.constantFrom('/', '/', '/', '//', '\\', '/./'), segment), { maxLength: 6 }),
        fc.constantFrom('', '/', '?', '#', '?page=2', '?x=%'),
      )
      .map(([parts, end]) => `${parts.map(([separator, text]) => `${separator}${onTheWire(text)}`).join('')}${end}`)
      .map((text) => (text.startsWith('/') ? text : `/${text}`));
    // Request targets in the forms a proxy or a scanner sends: absolute, authority, asterisk.
    const otherForms = fc.constantFrom(
      'http://evil.example/',
      `${site}/en`,
      'http://evil.example',
      '*',
      'evil.example:80',
    );
    // The spellings that walk a forwarding route out of its folder (contract's path-spellings), on
    // any folder and toward any API path.
    const escapes = fc
      .tuple(
        fc.constantFrom('/upload/', '/upload/images/', '/upload/docs/linea/', '/api/v1/downloads/archive/'),
        fc.constantFrom('/api/v1/menu', '/api/v1/openapi.json', '/api/v1/catalog/filters', '/healthz'),
        fc.nat(),
      )
      .map(([folder, target, pick]) => {
        const spellings = escapeSpellings(folder, target);
        return spellings[pick % spellings.length]!.spelling;
      });
    const path = fc.oneof(
      { weight: 20, arbitrary: originForm },
      { weight: 4, arbitrary: escapes },
      { weight: 1, arbitrary: otherForms },
    );
    await fc.assert(
      fc.asyncProperty(path, (candidate) => expectAnswered(candidate)),
      runs(400),
    );
  });

  it('answers any query string on every kind of page', { timeout: 240_000 }, async () => {
    const key = fc.oneof(
      fc.constantFrom(
        'page',
        'sort',
        'order',
        'limit',
        'q',
        'query',
        'type',
        'kind',
        'series',
        'models',
        'filterArchived',
        'power[]',
        'powerMinValue',
        'powerMaxValue',
        'utm_source',
        'utm_campaign',
        '__proto__',
        'constructor[prototype]',
      ),
      fc.webSegment(),
    );
    const value = fc.oneof(
      fc.constantFrom('', '-1', '0', '1e308', 'NaN', '99999999999999999999', 'desc', 'true', '%', '%zz', '[]', '{}'),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({ minLength: 300, maxLength: 3000 }),
    );
    const query = fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pagePaths), query, (path, pairs) =>
        expectAnswered(
          `${path.split('?')[0]}?${pairs.map(([name, text]) => `${onTheWire(name)}=${onTheWire(text)}`).join('&')}`,
        ),
      ),
      runs(300),
    );
  });

  it('treats any cookie as the visitor’s or as none', { timeout: 240_000 }, async () => {
    const name = fc.oneof(
      fc.constantFrom(
        'lt_userId',
        'theme',
        'countyiso',
        'ip',
        'favorites',
        'cookieAgree',
        'cookieViewed',
        'utm_source',
      ),
      fc.webSegment(),
    );
    const value = fc.oneof(
      fc.constantFrom('', '"', '{"series":[{"id":1}]}', '{"models":null}', '%7B%22series%22%3A', '::1', 'ZZ', '1e999'),
      fc.json({ maxDepth: 3 }),
      // Any byte but the line ends and NUL, which end a header line; UTF-8 and Latin-1 alike.
      fc.string({ unit: 'binary', maxLength: 60 }).map((text) => text.replace(/[\r\n\0]/g, '')),
      fc.string({ minLength: 2000, maxLength: 5000 }),
    );
    const cookie = fc
      .tuple(fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 6 }), fc.constantFrom('; ', ';'))
      .map(([pairs, separator]) => pairs.map(([cookieName, text]) => `${cookieName}=${text}`).join(separator));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pagePaths), cookie, (path, header) =>
        expectAnswered(path, [`Cookie: ${header}`]),
      ),
      runs(250),
    );
  });

  it('answers any GraphQL request with JSON and a status below 500', { timeout: 240_000 }, async () => {
    // Every operation the site's own code and tests send, to be bent out of shape.
    const documents = Object.values(operations as Record<string, unknown>)
      .filter((value): value is DocumentNode => (value as Partial<DocumentNode> | null)?.kind === Kind.DOCUMENT)
      .map((document) => print(document));
    expect(documents.length).toBeGreaterThan(50);
    const edit = fc.oneof(
      fc.record({ at: fc.nat(), remove: fc.nat({ max: 20 }), insert: fc.constant('') }),
      fc.record({
        at: fc.nat(),
        remove: fc.constant(0),
        insert: fc.oneof(
          fc.constantFrom('{', '}', '(', ')', '$', '...', '@skip', '"', '\\u', '__schema', 'fragment F on Query', '#'),
          fc.string({ maxLength: 8 }),
        ),
      }),
    );
    const bent = fc.tuple(fc.constantFrom(...documents), fc.array(edit, { maxLength: 4 })).map(([text, edits]) =>
      edits.reduce((current, { at, remove, insert }) => {
        const index = at % (current.length + 1);
        return `${current.slice(0, index)}${insert}${current.slice(index + remove)}`;
      }, text),
    );
    const body = fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .tuple(bent, fc.jsonValue({ maxDepth: 3 }))
          .map(([query, variables]) => JSON.stringify({ query, variables })),
      },
      { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
      { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...documents)
          .map((query) => JSON.stringify({ query: `{${'a:__typename '.repeat(2000)}}`, variables: query.length })),
      },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('POST', 'GET'), async (text, method) => {
        const response =
          method === 'POST'
            ? await fetch(`${site}/graphql`, {
                method,
                body: text,
                headers: { 'content-type': 'application/json', origin: site },
              })
            : await fetch(`${site}/graphql?${new URLSearchParams({ query: text.slice(0, 4000) }).toString()}`);
        const answer = await response.text();
        expect(response.status, text.slice(0, 300)).toBeLessThan(500);
        expect(() => JSON.parse(answer) as unknown, `${text.slice(0, 300)} → ${answer.slice(0, 200)}`).not.toThrow();
      }),
      runs(300),
    );
  });
});
