import type { PageContext } from 'vike/types';

/**
 * `/catalog` (the whole catalogue) and `/catalog/{section}/{sub...}` (a section, codes from the top
 * level down). Undecodable or empty codes are left to the not-found page.
 */
export default function route(pageContext: PageContext) {
  const match = /^\/catalog((?:\/[^/]+)*)\/?$/.exec(pageContext.urlPathname);
  if (!match) return false;
  try {
    const codes = (match[1] ?? '')
      .split('/')
      .filter(Boolean)
      .map((code) => decodeURIComponent(code));
    if (codes.some((code) => code.trim() === '')) return false;
    return { routeParams: { sections: codes.join('/') } };
  } catch {
    return false;
  }
}
