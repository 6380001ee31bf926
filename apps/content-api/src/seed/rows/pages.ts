import type { Content } from '../load-content.js';
import { iconItems, plainText, type RowWriter } from './row-writer.js';

type Page = Content['pages']['aboutPages'][number];

/** The services, the about page and its subpages, then the template pages. */
export function pageRows(writer: RowWriter) {
  const { content, assets, t, picture, put } = writer;
  const { pages } = content;
  const servicesCrumb = { title: t(pages.services.title), link: '/services' };
  const serviceCards = pages.services.items.map((service) => ({
    code: service.code,
    name: t(service.title),
    preview: t(service.preview),
    icon: assets.icon(service.icon),
    picture: picture(`page-${service.code}`, t(service.title)),
    link: `/services/${service.code}`,
    hasTool: service.hasTool,
  }));
  put('services', 'main', {
    title: t(pages.services.title),
    lead: t(pages.services.lead),
    items: serviceCards,
  });
  pages.services.items.forEach((service) => {
    pageEntry(writer, service, `/services/${service.code}`, 'service', {
      ...contentPage(writer, service, [servicesCrumb]),
      hasTool: service.hasTool,
      related: serviceCards.filter((card) => card.code !== service.code).slice(0, 3),
    });
  });
  const aboutCrumb = { title: t(pages.about.title), link: '/about' };
  pageEntry(
    writer,
    pages.about,
    '/about',
    'about',
    {
      ...contentPage(writer, pages.about, []),
      sections: pages.aboutPages.map((page) => ({
        code: page.code,
        title: t(page.title),
        link: `/about/${page.code}`,
      })),
    },
    'main',
  );
  for (const page of pages.aboutPages)
    pageEntry(writer, page, `/about/${page.code}`, 'about-page', contentPage(writer, page, [aboutCrumb]));
  for (const page of pages.templatePages)
    pageEntry(writer, page, `/page/${page.code}`, 'template-page', contentPage(writer, page, []));
}

function pageEntry(
  { t, picture, put, seo, index }: RowWriter,
  page: Page,
  path: string,
  kind: string,
  data: unknown,
  code = page.code,
) {
  put(kind, code, data);
  seo(path, {
    title: t(page.seoTitle),
    description: t(page.seoDescription),
    image: picture(`page-${page.code}`, t(page.title)),
  });
  index({
    type: 'page',
    ref: `${kind}:${page.code}`,
    url: path,
    title: t(page.title),
    codes: '',
    section: '',
    description: t(page.lead),
    body: plainText(t(page.content)),
    picture: null,
    boost: 1,
  });
}

function contentPage(writer: RowWriter, page: Page, breadcrumbs: { title: string; link: string }[]) {
  const { t, picture } = writer;
  return {
    code: page.code,
    title: t(page.title),
    lead: t(page.lead),
    picture: picture(`page-${page.code}`, t(page.title)),
    content: t(page.content),
    blocks: blocks(writer, page),
    updatedAt: page.updatedAt,
    breadcrumbs,
  };
}

function blocks(writer: RowWriter, page: Page) {
  const { t } = writer;
  return page.blocks.map((item) => {
    const title = item.title ? t(item.title) : null;
    switch (item.type) {
      case 'text':
        return { type: item.type, title, html: t(item.html) };
      case 'figures':
        return {
          type: item.type,
          title,
          items: item.items.map((figure) => ({ value: figure.value, label: t(figure.label) })),
        };
      case 'features':
        return { type: item.type, title, items: iconItems(writer, item.items) };
      case 'timeline':
        return {
          type: item.type,
          title,
          items: item.items.map((step) => ({ year: step.year, text: t(step.text) })),
        };
      case 'steps':
        return {
          type: item.type,
          title,
          items: item.items.map((step) => ({ title: t(step.title), text: t(step.text) })),
        };
    }
  });
}
