import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { graphql } from '../graphql/generated';
import { queryOnServer } from '../graphql/query-server';
import { i18nFor } from '../i18n/i18n';
import { localePath } from '../i18n/locale';
import type { PageData, PageOutcome } from '../page/page-data';
import { errorHead } from './error-head';
import { sitePath } from './on-site';
import { redirectIfMoved, type PageSeo } from './page-seo';

/**
 * A page's outcome is decided here and in ./page-seo, in its `+data` before anything renders
 * (requirements §18: never in components, never by path checks in the server). The order is fixed: a page
 * the content says has moved redirects — even when the page itself is gone — and only then is a
 * missing page not found. Nothing outside this folder imports `vike/abort`.
 */

const MovedPageQuery = graphql(`
  query MovedPage($path: String!) {
    seo(path: $path) {
      ...PageSeo
    }
  }
`);

/**
 * The page does not exist — unless its address has moved. With the page's own SEO answer, that
 * answer tells; without one, the path's SEO is read here, so no page loses a redirect by not
 * reading SEO. Returns the abort to throw: `throw await notFound(pageContext, page.seo)`.
 */
export async function notFound(pageContext: PageContextServer, seo?: PageSeo | null): Promise<Error> {
  const seoRef =
    seo ??
    (
      await queryOnServer(pageContext, MovedPageQuery, {
        path: localePath(pageContext.locale, pageContext.logicalPath),
      })
    ).seo;
  redirectIfMoved(seoRef);
  return render(404);
}

/**
 * The data of an error page (404, or the 502 page a crash sends visitors to): its head. It carries
 * its outcome, which the server answers as the status; it never throws.
 */
export function errorPageData(pageContext: PageContextServer, outcome: PageOutcome): PageData {
  const data: PageData = {
    head: errorHead(i18nFor(pageContext.locale), outcome),
    outcome,
  };
  const reason = pageContext.abortReason as { retryAfterSeconds?: unknown } | undefined;
  if (outcome === 'rate-limited' && typeof reason?.retryAfterSeconds === 'number')
    data.retryAfterSeconds = reason.retryAfterSeconds;
  return data;
}

/**
 * The same page at its one canonical address (e.g. a list's query string without empty filters):
 * a 302, because the address a form produced is not a moved page. The target must stay on the site.
 */
export function sameAt(target: string): Error {
  const path = sitePath(target);
  if (path === null) throw new Error(`Not a path on the site: ${target}`);
  return redirect(path, 302);
}
