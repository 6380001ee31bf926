import { redirect } from 'vike/abort';
import { graphql, type FragmentType } from '../graphql/generated';
import { readFragment } from '../graphql/read-fragment';
import type { HeadMeta } from '../page/page-data';
import { sitePath } from './on-site';

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

export type PageSeo = FragmentType<typeof PageSeoFragment>;

/**
 * Requirements §14: a moved page answers with the SEO redirect — 301 when the move is permanent, otherwise
 * 302 — to a target that stays on the site (the BFF already refuses foreign hosts other than
 * `REDIRECT_HOSTS`; a same-site path is normalised here so `//host` or `/\host` cannot slip through).
 */
export function redirectIfMoved(seoRef: PageSeo): void {
  const seo = readFragment<typeof PageSeoFragment>(seoRef);
  if (seo.__typename !== 'SeoRedirect') return;
  const target = seo.url.startsWith('/') ? sitePath(seo.url) : seo.url;
  if (target === null) return;
  throw redirect(target, seo.statusCode === 301 || seo.statusCode === 308 ? 301 : 302);
}

/** Whether the content has no metadata for the page: on detail pages, that the page does not exist. */
export function seoSaysMissing(seoRef: PageSeo): boolean {
  return readFragment<typeof PageSeoFragment>(seoRef).__typename === 'SeoNotFound';
}

/**
 * The page's <head> from its SEO answer; a moved page redirects first (so no page can render at an
 * address the content has moved), and missing metadata falls back to the page's own texts.
 */
export function headFromSeo(seoRef: PageSeo, fallback: { title: string; description?: string }): HeadMeta {
  redirectIfMoved(seoRef);
  const seo = readFragment<typeof PageSeoFragment>(seoRef);
  const page = seo.__typename === 'SeoPage' ? seo : null;
  const title = page?.title || fallback.title;
  return {
    title,
    description: page?.description || fallback.description || '',
    og: { title: page?.og.title || title, image: page?.og.image ?? null, type: page?.og.type || 'website' },
    article: page?.article ?? null,
  };
}

/** Rich text's opening paragraph as plain text: a page's description when SEO gives none. */
export function openingText(html: string): string {
  const first = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  return first
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
