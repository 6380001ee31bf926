import { createHash, randomInt } from 'node:crypto';
import { isIP } from 'node:net';
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

const hour = 60 * 60;
const year = 365 * 24 * hour;
const utmNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const themes = ['light'] as const;

/** A cookie header that cannot be parsed counts as no cookies at all. */
export function readCookies(header: string | undefined): Record<string, string | undefined> {
  if (!header) return {};
  try {
    return parseCookie(header);
  } catch {
    return {};
  }
}

/**
 * Requirements §13: the visitor id is at most 45 characters, the time in base 36 then a hash of the user
 * agent; a few random characters keep two visitors with the same browser apart.
 */
function createVisitorId(userAgent: string, now = Date.now()): string {
  const time = now.toString(36);
  const agent = BigInt(`0x${createHash('sha256').update(userAgent).digest('hex').slice(0, 32)}`).toString(36);
  // randomInt draws from a pool Node refills in the background, not from the kernel per call.
  const random = randomInt(36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `${time}${agent}${random}`.slice(0, 45);
}

const visitorIdPattern = /^[0-9a-z]{10,45}$/;

export interface GeoAnswer {
  countryIso: string;
  ip: string;
}

/** The Set-Cookie values a page response carries for this visitor (requirements §13). */
export function visitorCookies(options: {
  cookies: Record<string, string | undefined>;
  userAgent: string;
  query: URLSearchParams;
  secure: boolean;
  geo: GeoAnswer | null;
  now?: number;
}): string[] {
  const { cookies, query, secure } = options;
  const base: Omit<SetCookie, 'name' | 'value'> = { path: '/', sameSite: 'lax', secure };
  const serialize = (name: string, value: string, attributes: Omit<SetCookie, 'name' | 'value'>) =>
    stringifySetCookie({ name, value, ...attributes });
  const out: string[] = [];
  if (!visitorIdPattern.test(cookies.lt_userId ?? '')) {
    out.push(serialize('lt_userId', createVisitorId(options.userAgent, options.now), { ...base, maxAge: year }));
  }
  for (const name of utmNames) {
    const value = query.get(name)?.trim();
    if (value && value.length <= 200) out.push(serialize(name, value, { ...base, maxAge: 30 * 24 * hour }));
  }
  if (!themes.includes(cookies.theme as (typeof themes)[number]))
    out.push(serialize('theme', 'light', { ...base, maxAge: year }));
  if (options.geo) {
    out.push(serialize('countyiso', options.geo.countryIso, { ...base, maxAge: 8 * hour }));
    out.push(serialize('ip', options.geo.ip, { ...base, maxAge: 8 * hour }));
  }
  return out;
}

/** Requirements §13: the geo lookup runs only while the country or address cookie is missing. */
export function needsGeoLookup(cookies: Record<string, string | undefined>): boolean {
  return !cookies.countyiso || !cookies.ip;
}

/**
 * The visitor's place as the geo cookies tell it (requirements §13); cookies that are missing or do not hold
 * an address and a country code count as none.
 */
export function knownPlace(cookies: Record<string, string | undefined>): GeoAnswer | null {
  const ip = cookies.ip?.trim() ?? '';
  const countryIso = cookies.countyiso?.trim().toUpperCase() ?? '';
  return isIP(ip) !== 0 && /^[A-Z]{2}$/.test(countryIso) ? { ip, countryIso } : null;
}
