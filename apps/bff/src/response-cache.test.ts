import type { ResultOf } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { testBff, type GraphQLResponse } from './test-support/bff.js';
import { graphql } from './test-support/generated/index.js';

const sectionByTextQuery = graphql(`
  query SectionByText($text: String!) {
    locale
    solutionSection(sectionLevelCodes: [$text]) {
      __typename
    }
  }
`);

const movedQuery = graphql(`
  query Moved($path: String!) {
    seo(path: $path) {
      __typename
    }
  }
`);

describe('the whole-answer cache over HTTP', () => {
  it('answers formatted operations with non-Latin variables, with a short ETag that revalidates', async () => {
    const { bff } = testBff();
    const send = (headers: Record<string, string> = {}) =>
      bff.fetch('http://bff.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', locale: 'ru', ...headers },
        // Printed: multi-line, as a client sends a formatted operation.
        body: JSON.stringify({ query: print(sectionByTextQuery), variables: { text: 'светильники' } }),
      });
    const first = await send();
    expect(first.status).toBe(200);
    expect(((await first.json()) as GraphQLResponse<ResultOf<typeof sectionByTextQuery>>).data?.locale).toBe('ru');
    const second = await send();
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^[\w-]{20,64}$/);
    expect((await send({ 'if-none-match': etag ?? '' })).status).toBe(304);
  });

  it('asks for the metadata of paths with non-Latin characters', async () => {
    const { query } = testBff();
    const { body } = await query(movedQuery, { variables: { path: '/каталог светильников' } });
    expect(body).toEqual({ data: { seo: { __typename: 'SeoNotFound' } } });
  });
});
