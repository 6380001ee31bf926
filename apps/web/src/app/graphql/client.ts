import { Client, fetchExchange } from '@urql/core';
import type { Locale } from '../i18n/locale.js';

/** Where the server reaches the BFF it mounts: the address never leaves the process (see `requestGraphqlClients`). */
const inProcessUrl = 'http://bff.internal/graphql';

/**
 * A GraphQL client for one language. On the server `fetch` is the BFF's in-process handler, so a
 * page's operations never leave the process; in the browser it is the network, to `/graphql` on
 * the same origin. No retries and no refetching on focus or reconnect (requirements §14).
 */
function createGraphqlClient(options: { locale: Locale; url: string; fetch?: typeof fetch }): Client {
  return new Client({
    url: options.url,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    fetchOptions: { headers: { locale: options.locale } },
  });
}

/**
 * The clients of one server request, one per language, made on first use (requirements §18: one urql client
 * per request): nothing is shared between visitors. No document cache: urql's adds `__typename` to
 * every selection, which takes the larger page operations past the BFF's cost limit, and the BFF
 * already answers repeated reads from its own caches.
 */
export function requestGraphqlClients(bffFetch: typeof fetch): (locale: Locale) => Client {
  const clients = new Map<Locale, Client>();
  return (locale) => {
    let client = clients.get(locale);
    if (!client) {
      client = createGraphqlClient({ locale, url: inProcessUrl, fetch: bffFetch });
      clients.set(locale, client);
    }
    return client;
  };
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
