import { Client, cacheExchange, fetchExchange } from '@urql/core';
import type { Locale } from '../i18n/locale.js';

/** Where the server reaches the BFF it mounts: the address never leaves the process (see `requestGraphqlClients`). */
const inProcessUrl = 'http://bff.internal/graphql';

/**
 * A GraphQL client for one language. On the server `fetch` is the BFF's in-process handler, so a
 * page's operations never leave the process; in the browser it is the network, to `/graphql` on
 * the same origin. No retries and no refetching on focus or reconnect (SPEC §9).
 */
export function createGraphqlClient(options: { locale: Locale; url: string; fetch?: typeof fetch; cache?: boolean }): Client {
  return new Client({
    url: options.url,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    exchanges: options.cache ? [cacheExchange, fetchExchange] : [fetchExchange],
    requestPolicy: options.cache ? 'cache-first' : 'network-only',
    fetchOptions: { headers: { locale: options.locale } },
  });
}

/**
 * The clients of one server request, one per language, made on first use (DESIGN: one urql client
 * per request). Each keeps its answers for that request only: an operation asked twice while a
 * page renders — the frame by a page and again by the error page it ends on — reaches the BFF
 * once, and nothing is shared between visitors.
 */
export function requestGraphqlClients(bffFetch: typeof fetch): (locale: Locale) => Client {
  const clients = new Map<Locale, Client>();
  return (locale) => {
    let client = clients.get(locale);
    if (!client) {
      client = createGraphqlClient({ locale, url: inProcessUrl, fetch: bffFetch, cache: true });
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
