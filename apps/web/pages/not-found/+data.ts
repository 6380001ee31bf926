import type { PageContextServer } from 'vike/types';
import { graphql } from '../../src/graphql/generated';
import { queryOnServer } from '../../src/graphql/query-server';
import { localePath } from '../../src/i18n/locale';
import { errorPageData } from '../../src/page/error-data';
import { headFromSeo } from '../../src/page/seo';

const MovedPageQuery = graphql(`
  query MovedPage($path: String!) {
    seo(path: $path) {
      ...PageSeo
    }
  }
`);

/**
 * A path no page claims may still be an old address the content API redirects (SPEC §4): that
 * redirect is answered with its status. Otherwise this is the not-found page, rendered as a page
 * of its own with status 404 rather than through Vike's `render(404)`: on client-side navigation
 * Vike cannot fetch the error page's data, while a page's data arrives as usual.
 */
export async function data(pageContext: PageContextServer) {
  const path = localePath(pageContext.locale, pageContext.logicalPath);
  const [notFound, page] = await Promise.all([errorPageData(pageContext, 'not-found'), queryOnServer(pageContext, MovedPageQuery, { path })]);
  headFromSeo(page.seo, { fallback: { title: '' }, notFoundIs404: false });
  pageContext.renderMeta.statusCode = 404;
  return notFound;
}
