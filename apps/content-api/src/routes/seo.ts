import type { Seo } from '@ostrel/contract/schemas/seo';
import type { Locale } from '@ostrel/contract/schemas/common';
import type { Queryable } from '../db/database.js';
import type { HandlersOf } from '../handler.js';
import { badRequest, notFound } from '../http/errors.js';
import { findDoc, getDoc } from './store.js';

/** Splits a referer (URL or path) into the site path without the /en prefix and that prefix. */
function sitePath(referer: string): { path: string; prefix: '' | '/en' } {
  let pathname: string;
  try {
    pathname = new URL(referer, 'http://site.invalid').pathname;
  } catch {
    throw badRequest('x-referer is not a path or URL');
  }
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Malformed percent-encoding (`%zz`, an overlong UTF-8 form): a path no page has.
    throw notFound();
  }
  // A NUL names no page, and PostgreSQL's text cannot hold one.
  if (pathname.includes('\0')) throw notFound();
  pathname = pathname.replace(/\/{2,}/g, '/');
  const english = pathname === '/en' || pathname.startsWith('/en/');
  let path = english ? pathname.slice(3) : pathname;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return { path: path === '' ? '/' : path, prefix: english ? '/en' : '' };
}

/** Metadata of a site path: a redirect when the path has moved, else its stored SEO, else 404. */
async function seoForPath(
  db: Queryable,
  path: string,
  locale: Locale,
  prefix: '' | '/en' = locale === 'en' ? '/en' : '',
): Promise<Seo> {
  const { rows } = await db.query<{ target: string; code: number }>(
    'select target, code from redirect where path = $1',
    [path],
  );
  const moved = rows[0];
  if (moved) {
    const url = /^https?:\/\//.test(moved.target)
      ? moved.target
      : `${prefix}${moved.target === '/' && prefix ? '' : moved.target}`;
    return {
      title: '',
      description: '',
      og: { title: '', image: null, type: 'website' },
      article: null,
      redirect: { url: url === '' ? '/' : url, code: moved.code as 301 | 302 },
    };
  }
  return getDoc<Seo>(db, 'seo', path, locale);
}

type Keys =
  | 'seo'
  | 'seoSeries'
  | 'seoModel'
  | 'seoCatalogSection'
  | 'seoNews'
  | 'seoSolutionSection'
  | 'seoSolutionElement'
  | 'seoService'
  | 'seoProject'
  | 'seoCity'
  | 'seoDistributor'
  | 'seoTemplatePage'
  | 'seoPrivacyPolicy'
  | 'seoBlog';

export const seoHandlers: HandlersOf<Keys> = {
  seo: async ({ app, locale, referer }) => {
    if (!referer) throw badRequest('The x-referer header is required');
    const { path, prefix } = sitePath(referer);
    return seoForPath(app.db, path, locale, prefix);
  },
  seoSeries: ({ app, locale, params }) => seoForPath(app.db, `/product/${params.gnkCode}`, locale),
  seoModel: ({ app, locale, params }) => seoForPath(app.db, `/product/${params.gnkCode}/${params.nkCode}`, locale),
  seoCatalogSection: ({ app, locale, query }) =>
    seoForPath(app.db, ['/catalog', ...query['sectionLevelCodes[]']].join('/'), locale),
  seoNews: ({ app, locale, params }) => seoForPath(app.db, `/news/${params.code}`, locale),
  seoSolutionSection: ({ app, locale, query }) =>
    seoForPath(app.db, ['/solutions', ...query['sectionLevelCodes[]']].join('/'), locale),
  seoSolutionElement: async ({ app, locale, params }) => {
    const element = await findDoc<{ link: string }>(app.db, 'solution-element', params.code, locale);
    if (!element) throw notFound();
    return seoForPath(app.db, element.link, locale);
  },
  seoService: ({ app, locale, params }) => seoForPath(app.db, `/services/${params.code}`, locale),
  seoProject: ({ app, locale, params }) => seoForPath(app.db, `/project/${params.sectionCode}/${params.code}`, locale),
  seoCity: ({ app, locale, params }) => seoForPath(app.db, `/distributors/city/${params.cityCode}`, locale),
  seoDistributor: ({ app, locale, params }) => seoForPath(app.db, `/distributors/name/${params.code}`, locale),
  seoTemplatePage: ({ app, locale, params }) => seoForPath(app.db, `/page/${params.pageCode}`, locale),
  seoPrivacyPolicy: ({ app, locale }) => seoForPath(app.db, '/about/privacy-policy', locale),
  seoBlog: async ({ app, locale, params }) => {
    const item = await findDoc<{ blogItemUrl: string }>(app.db, 'blog', params.code, locale);
    if (!item) throw notFound();
    return seoForPath(app.db, item.blogItemUrl, locale);
  },
};
