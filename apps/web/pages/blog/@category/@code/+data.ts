import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import { articleJsonLd } from '@/app/page/article-json-ld';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo, seoSaysMissing } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';
import { listTrail } from '@/ui/list-trail';

const BlogItemPageQuery = graphql(`
  query BlogItemPage($category: String!, $code: String!) {
    blogSeo(code: $code) {
      ...PageSeo
    }
    blogItem(category: $category, code: $code) {
      __typename
      ... on BlogItem {
        category
        categoryName
        name
        preview
        date
        readingMinutes
        likes
        blogItemUrl
        content
        author {
          name
          position
        }
        tags
        picture {
          large {
            src
          }
          ...ResponsivePicture
        }
        related {
          id
          ...BlogCard
        }
        breadcrumbs {
          title
          link
        }
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { category, code } = pageContext.routeParams as { category: string; code: string };
  // Requirements §10: the item's SEO is read by its code, the fourth segment of /blog/{category}/{code}.
  const page = await queryOnServer(pageContext, BlogItemPageQuery, { category, code });
  const item = page.blogItem.__typename === 'BlogItem' ? page.blogItem : null;
  if (!item || seoSaysMissing(page.blogSeo)) throw await notFound(pageContext, page.blogSeo);
  const i18n = i18nFor(pageContext.locale);
  const head = headFromSeo(page.blogSeo, {
    title: item.name ? i18n._(msg`${item.name} — блог Острель`) : i18n._(msg`Блог Острель`),
    description: item.preview,
  });
  const path = `/blog/${category}/${code}`;
  const categoryPath = `/blog/${category}`;
  const trail = listTrail({ title: i18n._(msg`Блог`), link: '/blog' }, [
    ...item.breadcrumbs,
    ...(item.categoryName ? [{ title: item.categoryName, link: categoryPath }] : []),
  ]);
  const jsonLd = item.name
    ? [
        articleJsonLd(
          {
            type: 'BlogPosting',
            headline: item.name,
            description: head.description,
            path,
            datePublished: head.article?.publishedTime || item.date,
            image: item.picture?.large?.src ?? null,
            section: item.categoryName,
            author: item.author ? { name: item.author.name, jobTitle: item.author.position } : null,
            keywords: item.tags,
            likes: item.likes,
          },
          pageContext.siteUrl,
          pageContext.locale,
        ),
        breadcrumbListJsonLd([...trail, { title: item.name }], pageContext.siteUrl, pageContext.locale),
      ]
    : [];
  return {
    head: {
      ...head,
      og: { ...head.og, type: 'article' },
      article: head.article ?? (item.date ? { publishedTime: item.date, section: item.categoryName } : null),
      jsonLd,
      feed: { title: i18n._(msg`Блог Острель`), href: localePath(pageContext.locale, '/feeds/blog.xml') },
    },
    item: {
      name: item.name,
      preview: item.preview,
      categoryName: item.categoryName,
      categoryPath,
      date: item.date,
      readingMinutes: item.readingMinutes,
      likes: item.likes,
      blogItemUrl: item.blogItemUrl || path,
      content: item.content,
      author: item.author,
      tags: item.tags,
      picture: item.picture,
    },
    trail,
    related: item.related,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
