import { describe, expect, it } from 'vitest';
import { testBff } from './test-support/bff.js';

describe('the whole-answer cache over HTTP', () => {
  const source = `query Search($text: String!) {
  locale
  solutionSection(sectionLevelCodes: [$text]) {
    __typename
  }
}`;

  it('answers formatted operations with non-Latin variables, with a short ETag that revalidates', async () => {
    const { bff } = testBff();
    const send = (headers: Record<string, string> = {}) =>
      bff.fetch('http://bff.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', locale: 'ru', ...headers },
        body: JSON.stringify({ query: source, variables: { text: 'светильники' } }),
      });
    const first = await send();
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: { locale: string } }).data.locale).toBe('ru');
    const second = await send();
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^[\w-]{20,64}$/);
    expect((await send({ 'if-none-match': etag ?? '' })).status).toBe(304);
  });

  it('asks for the metadata of paths with non-Latin characters', async () => {
    const { query } = testBff();
    const { body } = await query('query Moved($path: String!) { seo(path: $path) { __typename } }', { variables: { path: '/каталог светильников' } });
    expect(body).toEqual({ data: { seo: { __typename: 'SeoNotFound' } } });
  });
});
