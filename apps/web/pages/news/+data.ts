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
import { upcomingEvents } from './upcoming-events';

/** Requirements §8: news come twelve to a page. */
const newsPageSize = 12;
/** The newest items searched for events to come (the contract's largest page). */
const recentForEvents = 48;

const NewsPageQuery = graphql(`
  query NewsPage($path: String!, $pageNum: Int!, $limit: Int!, $recent: Int!, $firstPage: Boolean!) {
    seo(path: $path) {
      __typename
      ...PageSeo
    }
    newsList(limit: $limit, pageNum: $pageNum) {
      items {
        id
        ...NewsCard
      }
      pagination {
        totalPages
      }
    }
    recent: newsList(limit: $recent, pageNum: 1) @include(if: $firstPage) {
      items {
        id
        event {
          startsAt
          endsAt
        }
        ...NewsCard
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const page = pageParam(new URLSearchParams(pageContext.urlParsed.searchOriginal ?? ''), 'page');
  const answer = await queryOnServer(pageContext, NewsPageQuery, {
    path: '/news',
    pageNum: page,
    limit: newsPageSize,
    recent: recentForEvents,
    firstPage: page === 1,
  });
  const { totalPages } = answer.newsList.pagination;
  // A page past the end does not exist; with the content API down (nothing at all) page 1 renders empty.
  if (page > Math.max(1, totalPages)) throw await notFound(pageContext, answer.seo);
  const i18n = i18nFor(pageContext.locale);
  const title = i18n._(msg`Новости и события Острель`);
  const head = headFromSeo(answer.seo, {
    title: page > 1 ? i18n._(msg`${title}, страница ${page}`) : title,
    description: i18n._(
      msg`Новости Острель: новые серии светильников, производство, проекты, выставки и семинары для проектировщиков.`,
    ),
  });
  const now = new Date();
  const upcoming = upcomingEvents(answer.recent?.items ?? [], now, 3);
  // Events shown above the list are not shown again in it on the same page.
  const featured = new Set(upcoming.map((item) => item.id));
  return {
    head: { ...head, feed: { title, href: localePath(pageContext.locale, '/feeds/news.xml') } },
    now: now.toISOString(),
    items: answer.newsList.items.filter((item) => !featured.has(item.id)),
    upcoming,
    page,
    totalPages,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
