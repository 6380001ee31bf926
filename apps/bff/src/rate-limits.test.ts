import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { rateLimits, rootFields, visitorKey } from './rate-limits.js';
import type { GraphQLResponse } from './test-support/bff.js';
import { testBff } from './test-support/bff.js';
import { graphql } from './test-support/generated/index.js';

const Subscribe = graphql(`
  mutation RateLimitSubscribe($input: NewsSubscriptionInput!) {
    subscribeToNews(input: $input) {
      __typename
    }
  }
`);

const Search = graphql(`
  query RateLimitSearch($query: String!) {
    search(query: $query, limit: 1) {
      __typename
    }
  }
`);

const Locale = graphql(`
  query RateLimitLocale {
    locale
  }
`);

describe('visitorKey', () => {
  it('keeps an IPv4 address, also written as IPv6, and groups IPv6 by its /64', () => {
    expect(visitorKey('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(visitorKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(visitorKey('2001:db8:1:3::1')).not.toBe(visitorKey('2001:db8:1:2::1'));
  });
});

describe('rootFields', () => {
  it('names each root selection of the operation sent, through aliases and fragments', () => {
    const document = parse(`
      query Other { locale }
      mutation Many { a: likeBlogItem(blogItemUrl: "/x") { likes } ...More ... on Mutation { subscribeToNews(input: {email: "a@b.c", consent: true}) { __typename } } }
      fragment More on Mutation { b: likeBlogItem(blogItemUrl: "/y") { likes } }
    `);
    expect(rootFields(document, 'Many')).toEqual(['likeBlogItem', 'likeBlogItem', 'subscribeToNews']);
    expect(rootFields(document, 'Other')).toEqual(['locale']);
    expect(rootFields(document, 'Missing')).toEqual([]);
  });
});

describe('per-visitor rate limits', () => {
  // Budgets at a tenth: three forms and twelve searches a visitor.
  const { bff } = testBff({ rateLimitScale: 0.3 });
  const formsBudget = Math.round(rateLimits.forms.points * 0.3);

  const send = async <Data, Variables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    visitor?: string,
  ) => {
    const response = await bff.fetch(
      new Request('http://bff.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: print(document), variables }),
      }),
      { visitor },
    );
    return { response, body: (await response.json()) as GraphQLResponse<Data> };
  };
  const subscribe = (visitor: string | undefined, index: number) =>
    send(Subscribe, { input: { email: `limit${String(index)}@example.com`, consent: true } }, visitor);

  it('refuses a visitor past the forms budget with 429, Retry-After and RATE_LIMITED, and nobody else', async () => {
    for (let index = 0; index < formsBudget; index += 1) {
      const { response, body } = await subscribe('198.51.100.1', index);
      expect(response.status).toBe(200);
      expect(body.errors).toBeUndefined();
    }
    const { response, body } = await subscribe('198.51.100.1', 99);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rateLimits.forms.seconds);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfter });

    // Another visitor, and the same visitor's other budgets and free reads, are untouched.
    expect((await subscribe('198.51.100.2', 100)).response.status).toBe(200);
    expect((await send(Search, { query: 'плато' }, '198.51.100.1')).response.status).toBe(200);
    expect((await send(Locale, {}, '198.51.100.1')).response.status).toBe(200);
  });

  it('counts an IPv6 visitor by its /64, and never counts the server’s own reads', async () => {
    for (let index = 0; index < formsBudget; index += 1)
      expect((await subscribe(`2001:db8:7:7::${String(index + 1)}`, 200 + index)).response.status).toBe(200);
    expect((await subscribe('2001:db8:7:7:ffff::9', 299)).response.status).toBe(429);
    for (let index = 0; index < formsBudget + 3; index += 1)
      expect((await subscribe(undefined, 300 + index)).response.status).toBe(200);
  });

  it('is off at scale 0', async () => {
    const { bff: unlimited } = testBff({ rateLimitScale: 0 });
    for (let index = 0; index < rateLimits.forms.points + 2; index += 1) {
      const response = await unlimited.fetch(
        new Request('http://bff.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: print(Subscribe),
            variables: { input: { email: `off${String(index)}@example.com`, consent: true } },
          }),
        }),
        { visitor: '198.51.100.9' },
      );
      expect(response.status).toBe(200);
    }
  });
});
