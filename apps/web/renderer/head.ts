import { localePath, type Locale } from '@/app/i18n/locale';
import type { HeadMeta } from '@/app/page/page-data';

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

interface HeadInput {
  head: HeadMeta | undefined;
  locale: Locale;
  /** The path without the language prefix. */
  path: string;
  /** The site's public origin, for absolute canonical, alternate and og links. */
  origin: string;
}

const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** The page's title and head tags. */
export function headTags({ head, locale, path: ownPath, origin }: HeadInput): { title: string; tags: HeadTag[] } {
  // A view of another page (a company's page opened for one city) names that page as canonical.
  const path = head?.canonicalPath ?? ownPath;
  const title = head?.title ?? 'OSTREL';
  const description = head?.description ?? '';
  const url = absolute(origin, localePath(locale, path));
  const tags: HeadTag[] = [];
  const meta = (attrs: Record<string, string>) => tags.push({ tag: 'meta', attrs });
  if (description) meta({ name: 'description', content: description });
  // Error pages (src/app/outcome) and pages search engines should skip: no canonical or alternates.
  if (!head || head.noindex) {
    meta({ name: 'robots', content: 'noindex' });
  } else {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'ru', href: absolute(origin, localePath('ru', path)) },
    });
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'en', href: absolute(origin, localePath('en', path)) },
    });
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'x-default', href: absolute(origin, localePath('ru', path)) },
    });
  }
  if (head?.feed)
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: head.feed.title,
        href: absolute(origin, head.feed.href),
      },
    });
  meta({ property: 'og:site_name', content: locale === 'ru' ? 'Острель' : 'OSTREL' });
  meta({ property: 'og:locale', content: locale === 'ru' ? 'ru_RU' : 'en_US' });
  meta({ property: 'og:title', content: head?.og.title || title });
  if (description) meta({ property: 'og:description', content: description });
  meta({ property: 'og:type', content: head?.og.type || 'website' });
  meta({ property: 'og:url', content: url });
  if (head?.og.image) meta({ property: 'og:image', content: absolute(origin, head.og.image) });
  if (head?.article) {
    meta({ property: 'article:published_time', content: head.article.publishedTime });
    meta({ property: 'article:section', content: head.article.section });
  }
  return { title, tags };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as HTML. */
export function headTagsHtml(tags: HeadTag[]): string {
  return tags
    .map(
      ({ tag, attrs }) =>
        `<${tag} ${Object.entries(attrs)
          .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
          .join(' ')}>`,
    )
    .join('');
}
