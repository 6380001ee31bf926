import { localePath, russianPrefixRedirect, splitPageUrl } from '../i18n/locale.js';
import { sitePath, staysOnSite } from './on-site.js';

/** How the server answers a request for a page, read from what the page's `+data` decided. */
export type ResponseOutcome =
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'page'; status: number }
  /** The page redirected off the site: answer the not-found page instead. */
  | { kind: 'refused-redirect' }
  /** Even the /502 page could not render: the server's plain last-resort page. */
  | { kind: 'crashed' };

/** What the server reads of a page context Vike rendered. */
export interface RenderedPageContext {
  urlOriginal: string;
  httpResponse: { statusCode: number; headers: [string, string][] };
  /** The page's data: an error page's carries its `outcome` (page-outcome.ts). */
  data?: unknown;
}

/** Where redirects may point besides the site itself: the site's origin and `REDIRECT_HOSTS`. */
export interface RedirectPolicy {
  siteOrigin: string;
  allowedHosts: readonly string[];
}

/**
 * Requirements §2: `/ru…` answers 307 with the unprefixed path (Russian has no prefix). Decided before
 * routing because Vike's `redirect()` knows only 301 and 302. The target is a path of this site,
 * whatever the request held (`/ru//host` → `/host`).
 */
export function localePrefixOutcome(url: string): ResponseOutcome | null {
  const target = russianPrefixRedirect(url);
  if (target === null) return null;
  return { kind: 'redirect', location: sitePath(target) ?? '/', status: 307 };
}

/**
 * The answer to a rendered page. A rendering crash sends the visitor to /502 (requirements §14) — except
 * /502 itself, which falls back to the plain page. A redirect that would leave the site (or the allowed
 * hosts) is refused (the server answers the not-found page). An error page answers its outcome.
 */
export function responseOutcome(pageContext: RenderedPageContext, policy: RedirectPolicy): ResponseOutcome {
  const { statusCode, headers } = pageContext.httpResponse;
  const { locale, path } = splitPageUrl(pageContext.urlOriginal);
  if (statusCode >= 500) {
    return path === '/502'
      ? { kind: 'crashed' }
      : { kind: 'redirect', location: localePath(locale, '/502'), status: 302 };
  }
  const location = headers.find(([name]) => name.toLowerCase() === 'location')?.[1];
  if (location !== undefined && statusCode >= 300 && statusCode < 400) {
    return staysOnSite(location, policy.siteOrigin, policy.allowedHosts)
      ? { kind: 'redirect', location, status: statusCode }
      : { kind: 'refused-redirect' };
  }
  return {
    kind: 'page',
    status: (pageContext.data as { outcome?: unknown } | undefined)?.outcome === 'server-error' ? 502 : statusCode,
  };
}
