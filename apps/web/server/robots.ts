import { feedPath } from './feeds.js';

/**
 * robots.txt: everything but personal and machine pages, and where the sitemap is. The blog and
 * news feeds are named as sitemaps too (search engines take RSS 2.0 there): new items are found
 * from them first.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /favorites',
    'Disallow: /en/favorites',
    'Disallow: /search',
    'Disallow: /en/search',
    'Disallow: /graphql',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    ...(['ru', 'en'] as const).flatMap((locale) =>
      (['blog', 'news'] as const).map((kind) => `Sitemap: ${publicUrl}${feedPath(kind, locale)}`),
    ),
    '',
  ].join('\n');
}
