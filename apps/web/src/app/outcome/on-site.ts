/**
 * Where a redirect may send a visitor: a path of this site, or a host the operator allowed
 * (`REDIRECT_HOSTS`). Browsers read `Location` leniently — `\` as `/`, tabs and newlines dropped,
 * `//host` as another site — so the check resolves a target the way a browser would (WHATWG URL)
 * and looks at the origin it lands on, never at the text.
 */

const base = 'http://site.invalid';

/**
 * A request target read as an address on this site. The target is appended to an origin, never
 * resolved against one: resolved, `/\x` and `//x` would name another host (or none, and throw).
 */
export function requestUrl(target: string): URL {
  return new URL(`${base}${target.startsWith('/') ? '' : '/'}${target}`);
}

/**
 * The path and query a request target names, in origin form (`/news?page=2`). HTTP allows a target
 * in absolute form (`http://host/news`, as sent to a proxy): its host is not this site's to honour,
 * so only its path is kept. Null for what names no page (`*`, `host:port`, garbage).
 */
export function originFormTarget(target: string): string | null {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * The same-site path a redirect target names, made safe to send as `Location`; null when it would
 * leave the site or is not a plain path (a scheme, `//host`, `/\host`, control characters).
 * Runs of leading slashes collapse (`//x` → `/x`): a path that merely starts that way stays here.
 */
export function sitePath(target: string): string | null {
  if (!target.startsWith('/') || hasControlCharacter(target)) return null;
  const collapsed = target.replace(/^[/\\]+/, '/');
  let url: URL;
  try {
    url = new URL(collapsed, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // The parser may produce `//x` from dot segments (`/./\x`): keep the path rooted once.
  const path = `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
  return new URL(path, base).origin === base ? path : null;
}

/** Browsers drop tabs and newlines from URLs: such a target may read differently to them than to us. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Whether a `Location` value, as a browser would follow it from `siteOrigin`, stays on the site or on an allowed host. */
export function staysOnSite(location: string, siteOrigin: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(location, siteOrigin);
  } catch {
    return false;
  }
  if (url.origin === new URL(siteOrigin).origin) return true;
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    allowedHosts.includes(url.hostname.toLowerCase())
  );
}
