import { describe, expect, it } from 'vitest';
import { requestGraphqlClients } from './client';
import { graphql } from './generated';

const MenuProbe = graphql(`
  query MenuProbe {
    menu {
      locale
    }
  }
`);

/** The BFF's in-process fetch, answering every operation and counting what reaches it, by language. */
function countingBff() {
  const calls: string[] = [];
  const bffFetch: typeof fetch = (_input, init) => {
    const locale = new Headers(init?.headers).get('locale') ?? '';
    calls.push(locale);
    return Promise.resolve(Response.json({ data: { menu: { __typename: 'Menu', locale } } }));
  };
  return { calls, bffFetch };
}

describe('requestGraphqlClients', () => {
  it('gives one client per language for a request, each asking the BFF once per operation', async () => {
    const { calls, bffFetch } = countingBff();
    const clients = requestGraphqlClients(bffFetch);
    expect(clients('en')).toBe(clients('en'));
    const first = await clients('en').query(MenuProbe, {}).toPromise();
    const again = await clients('en').query(MenuProbe, {}).toPromise();
    const russian = await clients('ru').query(MenuProbe, {}).toPromise();
    expect([first.data?.menu.locale, again.data?.menu.locale, russian.data?.menu.locale]).toEqual(['en', 'en', 'ru']);
    expect(calls).toEqual(['en', 'ru']);
  });

  it('shares nothing between requests', async () => {
    const { calls, bffFetch } = countingBff();
    await requestGraphqlClients(bffFetch)('ru').query(MenuProbe, {}).toPromise();
    await requestGraphqlClients(bffFetch)('ru').query(MenuProbe, {}).toPromise();
    expect(calls).toEqual(['ru', 'ru']);
  });
});
