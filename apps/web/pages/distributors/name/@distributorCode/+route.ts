import type { PageContext } from 'vike/types';

/**
 * `/distributors/name/{distributorCode}` and, with a city, `/distributors/name/{distributorCode}/{cityCode}`
 * (requirements §11: the office in that city first). Deeper paths and undecodable codes are left to the
 * not-found page.
 */
export default function route(pageContext: PageContext) {
  const match = /^\/distributors\/name\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pageContext.urlPathname);
  const [, code, city] = match ?? [];
  if (!code) return false;
  try {
    const distributorCode = decodeURIComponent(code);
    return { routeParams: city ? { distributorCode, cityCode: decodeURIComponent(city) } : { distributorCode } };
  } catch {
    return false;
  }
}
