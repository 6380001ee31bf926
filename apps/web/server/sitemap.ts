import { localePath } from '../src/i18n/locale.js';

/** Pages every visitor can reach from the menu (SPEC §2), in both languages. */
export const staticSitemapPaths = [
  '/',
  '/catalog',
  '/solutions',
  '/projects',
  '/services',
  '/services/circuit-breakers-calculator',
  '/services/lighting-calculator',
  '/services/custom-shop',
  '/services/lighting-planning',
  '/services/lighting-design',
  '/services/downloads',
  '/blog',
  '/news',
  '/career',
  '/career/vacancies',
  '/career/internship',
  '/distributors/city',
  '/distributors/name',
  '/about',
  '/about/garantiynye-obyazatelstva',
  '/about/garantiynoe-obsluzhivanie',
  '/about/sertifikatsiya-iso',
  '/about/privacy-policy',
  '/about/about-cookies',
] as const;

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: each page once per language, each entry naming its other-language twin
 * (hreflang alternates, x-default Russian), as search engines expect for bilingual sites.
 */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) => {
    const ru = `${publicUrl}${localePath('ru', path)}`;
    const en = `${publicUrl}${localePath('en', path)}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="ru" href="${escapeXml(ru)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(ru)}"/>`,
    ].join('');
    return [ru, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
