import type { Content } from '../load-content.js';
import { plainText, type RowWriter } from './row-writer.js';

const readingMinutes = (html: string) => Math.max(1, Math.round(plainText(html).split(' ').length / 180));

/** The blog's tabs, its categories, then its articles. */
export function blogRows(writer: RowWriter) {
  const { content, locale, t, put } = writer;
  const { blog } = content;
  const counts = new Map<string, number>();
  for (const item of blog.items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  put('blog-tabs', 'main', [
    { code: 'all', name: locale === 'ru' ? 'Все' : 'All', link: '/blog', count: blog.items.length },
    ...blog.categories.map((category) => ({
      code: category.code,
      name: t(category.name),
      link: `/blog/${category.code}`,
      count: counts.get(category.code) ?? 0,
    })),
  ]);
  blog.categories.forEach((category, categoryIndex) => {
    categoryRows(writer, category, categoryIndex);
  });
  blog.items.forEach((item, itemIndex) => {
    articleRows(writer, item, itemIndex);
  });
}

function categoryRows(
  { content, locale, t, put, seo, index }: RowWriter,
  category: Content['blog']['categories'][number],
  categoryIndex: number,
) {
  const brand = content.site.brand.name;
  put('blog-category', category.code, { code: category.code, name: t(category.name) }, { sort: categoryIndex });
  const categoryPage = {
    title: t(category.name),
    description: `${t(category.name)} — ${locale === 'ru' ? 'статьи блога' : 'blog articles'} ${brand[locale]}`,
  };
  seo(`/blog/${category.code}`, categoryPage);
  index({
    type: 'section',
    ref: `blog:${category.code}`,
    url: `/blog/${category.code}`,
    title: categoryPage.title,
    codes: '',
    section: t({ ru: 'Блог', en: 'Blog' }),
    description: categoryPage.description,
    body: content.blog.items
      .filter((item) => item.category === category.code)
      .map((item) => t(item.name))
      .join('. '),
    picture: null,
    boost: 1,
  });
}

function articleRows(
  { content, locale, t, picture, put, seo, index }: RowWriter,
  item: Content['blog']['items'][number],
  itemIndex: number,
) {
  const category = content.blog.categories.find((candidate) => candidate.code === item.category);
  const url = `/blog/${item.category}/${item.code}`;
  const itemPicture = picture(`blog-${item.code}`, t(item.name));
  put(
    'blog',
    item.code,
    {
      id: itemIndex + 1,
      code: item.code,
      category: item.category,
      categoryName: category ? t(category.name) : '',
      name: t(item.name),
      preview: t(item.preview),
      picture: itemPicture,
      date: item.date,
      readingMinutes: readingMinutes(t(item.content)),
      blogItemUrl: url,
      content: t(item.content),
      author: item.author ? { name: t(item.author.name), position: t(item.author.position) } : null,
      tags: item.tags.map(t),
      breadcrumbs: [
        { title: locale === 'ru' ? 'Блог' : 'Blog', link: '/blog' },
        { title: category ? t(category.name) : '', link: `/blog/${item.category}` },
      ],
    },
    { parent: item.category, published_on: item.date },
  );
  seo(url, {
    title: t(item.seoTitle),
    description: t(item.seoDescription),
    image: itemPicture,
    type: 'article',
    article: { published_time: item.date, section: category ? t(category.name) : '' },
  });
  index({
    type: 'blog',
    ref: item.code,
    url,
    title: t(item.name),
    codes: '',
    section: category ? t(category.name) : '',
    description: t(item.preview),
    body: plainText(t(item.content)),
    picture: itemPicture,
    boost: 0.7,
  });
}
