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

/** The BFF's in-process fetch, answering every operation and recording the language each was sent in. */
function recordingBff() {
  const calls: string[] = [];
  const bffFetch: typeof fetch = (_input, init) => {
    const locale = new Headers(init?.headers).get('locale') ?? '';
    calls.push(locale);
    return Promise.resolve(Response.json({ data: { menu: { __typename: 'Menu', locale } } }));
  };
  return { calls, bffFetch };
}

describe('requestGraphqlClients', () => {
  it('gives a request one client per language, each sending its language', async () => {
    const { calls, bffFetch } = recordingBff();
    const clients = requestGraphqlClients(bffFetch);
    expect(clients('en')).toBe(clients('en'));
    expect(clients('en')).not.toBe(clients('ru'));
    const english = await clients('en').query(MenuProbe, {}).toPromise();
    const russian = await clients('ru').query(MenuProbe, {}).toPromise();
    expect([english.data?.menu.locale, russian.data?.menu.locale]).toEqual(['en', 'ru']);
    expect(calls).toEqual(['en', 'ru']);
  });

  it('shares no client between requests', () => {
    const { bffFetch } = recordingBff();
    expect(requestGraphqlClients(bffFetch)('ru')).not.toBe(requestGraphqlClients(bffFetch)('ru'));
  });
});
