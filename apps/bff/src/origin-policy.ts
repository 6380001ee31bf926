import type { Plugin } from 'graphql-yoga';

/**
 * Whether a request may come from the page that sent it: from no page at all (another server, a
 * mobile app: no `Origin`), from the BFF's own origin, or from one the operator allowed
 * (`ALLOWED_ORIGINS`). A browser names the page's origin on every cross-origin request and on
 * every POST, so another site's page cannot make a visitor's browser run a mutation here (CSRF).
 */
export function originAllowed(request: Request, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') !== 'cross-site';
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === (request.headers.get('host') ?? new URL(request.url).host);
  } catch {
    // `Origin: null` (a sandboxed frame, a file) or garbage.
    return false;
  }
}

/**
 * Refuses requests from other sites' pages before anything runs (403), and answers CORS for the
 * allowed origins only (`corsFor`): browsers then neither send nor read anything else's.
 */
export function useOriginPolicy(allowedOrigins: readonly string[]): Plugin {
  return {
    onRequest(payload) {
      const { request, fetchAPI } = payload;
      if (request.method === 'OPTIONS' || originAllowed(request, allowedOrigins)) return;
      payload.endResponse(
        new fetchAPI.Response(JSON.stringify({ errors: [{ message: 'Requests from other sites are not accepted' }] }), {
          status: 403,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      );
    },
  };
}

/** Yoga's CORS answer: the allowed origins get theirs, without credentials; every other gets none. */
export function corsFor(allowedOrigins: readonly string[]) {
  return (request: Request) => {
    const origin = request.headers.get('origin');
    return origin !== null && allowedOrigins.includes(origin)
      ? { origin: [origin], credentials: false, methods: ['GET', 'POST'], maxAge: 600 }
      : false;
  };
}
