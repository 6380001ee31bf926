import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo } from '@/app/outcome/page-seo';
import { pageParam } from '@/ui/page-param';
import { allTab, blogView } from './blog-view';

/** Requirements §8 gives the blog no page size: twelve fill the masonry's 3, 2 and 1 columns evenly. */
const blogPageSize = 12;

const BlogPageQuery = graphql(`
  query BlogPage($path: String!, $queryType: String!, $page: Int!, $limit: Int!) {
    seo(path: $path) {
      __typename
      ...PageSeo
    }
    blogTabs {
      code
      name
      count
    }
    blogList(queryType: $queryType, page: $page, limit: $limit) {
      items {
        id
        ...BlogCard
      }
      pagination {
        pageNum
        totalPages
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const category = pageContext.routeParams.category ?? null;
  const path = category === null ? '/blog' : `/blog/${category}`;
  const page = pageParam(new URLSearchParams(pageContext.urlParsed.searchOriginal ?? ''), 'page');
  const answer = await queryOnServer(pageContext, BlogPageQuery, {
    path,
    queryType: category ?? allTab,
    page,
    limit: blogPageSize,
  });
  const list = answer.blogList;
  const view = blogView(
    answer.blogTabs,
    category,
    { requested: page, totalPages: list.pagination.totalPages },
    answer.seo.__typename === 'SeoNotFound',
  );
  if (!view) throw await notFound(pageContext, answer.seo);
  const i18n = i18nFor(pageContext.locale);
  const name = view.current?.name ?? '';
  const listTitle = name ? i18n._(msg`${name} — блог Острель`) : i18n._(msg`Блог Острель о свете и светотехнике`);
  const head = headFromSeo(answer.seo, {
    title: page > 1 ? i18n._(msg`${listTitle}, страница ${page}`) : listTitle,
    description: name
      ? i18n._(msg`Статьи блога Острель в разделе «${name}»: опыт инженеров и светодизайнеров.`)
      : i18n._(
          msg`Блог Острель: технологии светодиодного освещения, нормы и стандарты, проекты, светодизайн и новости компании.`,
        ),
  });
  return {
    head: {
      ...head,
      feed: { title: i18n._(msg`Блог Острель`), href: localePath(pageContext.locale, '/feeds/blog.xml') },
    },
    categories: view.categories,
    total: view.total,
    current: view.current,
    items: list.items,
    page,
    totalPages: list.pagination.totalPages,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
