import type { PageContext } from 'vike/types';

/**
 * `/blog` (every item) and `/blog/{category}` (one tab): requirements §3. An item's own path,
 * `/blog/{category}/{code}`, is the blog item page's; undecodable codes are left to the not-found page.
 */
export default function route(pageContext: PageContext) {
  const match = /^\/blog(?:\/([^/]+))?\/?$/.exec(pageContext.urlPathname);
  if (!match) return false;
  if (!match[1]) return { routeParams: {} };
  try {
    return { routeParams: { category: decodeURIComponent(match[1]) } };
  } catch {
    return false;
  }
}
