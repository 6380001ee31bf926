import { Client, fetchExchange } from '@urql/core';
import type { Locale } from '../i18n/locale.js';

/**
 * A GraphQL client for one language. On the server `fetch` is the BFF's in-process handler, so a
 * page's operations never leave the process; in the browser it is the network, to `/graphql` on
 * the same origin. No retries and no refetching on focus or reconnect (SPEC §9).
 */
export function createGraphqlClient(options: { locale: Locale; url: string; fetch?: typeof fetch }): Client {
  return new Client({
    url: options.url,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    fetchOptions: { headers: { locale: options.locale } },
  });
}

const browserClients = new Map<Locale, Client>();

/** The browser's client for a language, made once: for what happens after the page is shown (forms, likes). */
export function browserGraphqlClient(locale: Locale): Client {
  let client = browserClients.get(locale);
  if (!client) {
    client = createGraphqlClient({ locale, url: '/graphql' });
    browserClients.set(locale, client);
  }
  return client;
}
