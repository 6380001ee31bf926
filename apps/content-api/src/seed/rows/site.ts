import type { RowWriter } from './row-writer.js';

/** The header and footer, the features, and the site file's SEO for fixed routes. */
export function siteRows({ content, assets, locale, t, put, seo, index }: RowWriter) {
  const { site } = content;
  put('menu', 'main', {
    locale,
    header: {
      settings: { icon: assets.logo.desktop, iconMobile: assets.logo.mobile },
      menu: site.header.map((item) => ({ title: t(item.title), link: item.link })),
    },
    footer: {
      settings: {
        phone: site.footer.phone,
        phoneFormatted: site.footer.phoneFormatted,
        phoneDescription: t(site.footer.phoneDescription),
        email: site.footer.email,
        address: t(site.footer.address),
        footerString: site.footer.footerString ? t(site.footer.footerString) : null,
        ...site.footer.socials,
      },
      menu: site.footer.columns.map((column) => ({
        title: t(column.title),
        items: column.items.map((item) => ({ title: t(item.title), link: item.link })),
      })),
    },
  });
  put('features', 'main', site.features);
  // The site's own pages (lists of vacancies, news, distributors…) are found by their SEO title and description.
  const listPages = new Set(['/', '/favorites', '/career/internship']);
  for (const [path, value] of Object.entries(site.seo)) {
    seo(path, { title: t(value.title), description: t(value.description) }, 'site');
    if (listPages.has(path)) continue;
    index({
      type: 'section',
      ref: `site:${path}`,
      url: path,
      title: t(value.title),
      codes: '',
      section: '',
      description: t(value.description),
      body: '',
      picture: null,
      boost: 1.3,
    });
  }
}
