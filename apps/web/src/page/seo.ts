import { redirect, render } from 'vike/abort';
import { graphql, type FragmentType } from '../graphql/generated';
import type { HeadMeta } from './page-data';
import { readFragment } from '../graphql/read-fragment';

export const PageSeoFragment = graphql(`
  fragment PageSeo on SeoResult {
    __typename
    ... on SeoPage {
      title
      description
      og {
        title
        image
        type
      }
      article {
        publishedTime
        section
      }
    }
    ... on SeoRedirect {
      url
      statusCode
    }
  }
`);

interface SeoOptions {
  /** Title and description when the content has none (or the content API is down). */
  fallback: { title: string; description?: string };
  /** Whether an SEO not-found means the page does not exist (detail pages) or only lacks metadata. */
  notFoundIs404: boolean;
}

/**
 * The page's <head> from its SEO answer, decided before rendering (DESIGN): a redirect is answered
 * with its status (301 stays permanent, anything else is temporary, 302 by default), a not-found
 * detail page renders the 404 page, and missing metadata falls back to the page's own texts.
 */
export function headFromSeo(seoRef: FragmentType<typeof PageSeoFragment>, options: SeoOptions): HeadMeta {
  const seo = readFragment<typeof PageSeoFragment>(seoRef);
  if (seo.__typename === 'SeoRedirect') throw redirect(seo.url, seo.statusCode === 301 || seo.statusCode === 308 ? 301 : 302);
  if (seo.__typename === 'SeoNotFound' && options.notFoundIs404) throw render(404);
  const page = seo.__typename === 'SeoPage' ? seo : null;
  const title = page?.title || options.fallback.title;
  return {
    title,
    description: page?.description || options.fallback.description || '',
    og: { title: page?.og.title || title, image: page?.og.image ?? null, type: page?.og.type || 'website' },
    article: page?.article ?? null,
  };
}
