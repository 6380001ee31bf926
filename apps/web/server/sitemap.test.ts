import { describe, expect, it } from 'vitest';
import { sitemapXml, uniqueEntries } from './sitemap';

describe('sitemap.xml', () => {
  it('lists each page in both languages with its alternates, and the lastmod the content dates it with', () => {
    const xml = sitemapXml('https://example.test', [{ path: '/news' }, { path: '/news/a&b', lastmod: '2026-11-02' }]);
    expect(xml).toContain(
      '<url><loc>https://example.test/news</loc><xhtml:link rel="alternate" hreflang="ru" href="https://example.test/news"/>',
    );
    expect(xml).toContain('<url><loc>https://example.test/en/news/a&amp;b</loc><lastmod>2026-11-02</lastmod>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
  });

  it('writes no lastmod that is not a W3C date', () => {
    expect(sitemapXml('https://example.test', [{ path: '/news/x', lastmod: '2 Nov' }])).not.toContain('lastmod');
  });

  it('keeps the first entry of each path', () => {
    expect(uniqueEntries([{ path: '/blog' }, { path: '/blog', lastmod: '2026-01-01' }, { path: '/news' }])).toEqual([
      { path: '/blog' },
      { path: '/news' },
    ]);
  });
});
