/** robots.txt: everything but personal and machine pages, and where the sitemap is. */
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
    '',
  ].join('\n');
}
