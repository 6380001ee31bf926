import type { PageContext } from 'vike/types';

/**
 * `/projects` (every project) and `/projects/{section}` (one section): requirements §3, one level selects a
 * section. Deeper paths and undecodable codes are left to the not-found page.
 */
export default function route(pageContext: PageContext) {
  const match = /^\/projects(?:\/([^/]+))?\/?$/.exec(pageContext.urlPathname);
  if (!match) return false;
  if (!match[1]) return { routeParams: {} };
  try {
    return { routeParams: { section: decodeURIComponent(match[1]) } };
  } catch {
    return false;
  }
}
