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
import { eventTiming } from '@/ui/event-time';
import { listTrail } from '@/ui/list-trail';
import { eventJsonLd } from './event-json-ld';

const NewsItemPageQuery = graphql(`
  query NewsItemPage($code: String!) {
    newsSeo(code: $code) {
      ...PageSeo
    }
    newsItem(elementCode: $code) {
      __typename
      ... on NewsItem {
        title
        preview
        date
        content
        seoDescription
        event {
          startsAt
          endsAt
          place
          registrationOpen
        }
        picture {
          large {
            src
          }
          ...ResponsivePicture
        }
        gallery {
          ...ResponsivePicture
        }
        related {
          id
          ...NewsCard
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
  const { code } = pageContext.routeParams as { code: string };
  const page = await queryOnServer(pageContext, NewsItemPageQuery, { code });
  const item = page.newsItem.__typename === 'NewsItem' ? page.newsItem : null;
  if (!item || seoSaysMissing(page.newsSeo)) throw await notFound(pageContext, page.newsSeo);
  const i18n = i18nFor(pageContext.locale);
  // Requirements §3: a news item's title and description come from its title and SEO description.
  const head = headFromSeo(page.newsSeo, {
    title: item.title ? i18n._(msg`${item.title} — новости Острель`) : i18n._(msg`Новости Острель`),
    description: item.seoDescription || item.preview,
  });
  const path = `/news/${code}`;
  const trail = listTrail({ title: i18n._(msg`Новости и события`), link: '/news' }, item.breadcrumbs);
  const now = new Date();
  const event = item.event;
  const timing = event ? eventTiming(event.startsAt, event.endsAt, now) : null;
  const image = item.picture?.large?.src ?? null;
  const jsonLd = item.title
    ? [
        articleJsonLd(
          {
            type: 'NewsArticle',
            headline: item.title,
            description: head.description,
            path,
            datePublished: head.article?.publishedTime || item.date,
            image,
            section: i18n._(msg`Новости`),
            author: null,
            keywords: [],
          },
          pageContext.siteUrl,
          pageContext.locale,
        ),
        ...(event
          ? [
              eventJsonLd(
                {
                  name: item.title,
                  description: head.description,
                  path,
                  startsAt: event.startsAt,
                  endsAt: event.endsAt ?? null,
                  place: event.place,
                  image,
                  registrationOpen: event.registrationOpen && timing === 'upcoming',
                  published: item.date,
                },
                pageContext.siteUrl,
                pageContext.locale,
              ),
            ]
          : []),
        breadcrumbListJsonLd([...trail, { title: item.title }], pageContext.siteUrl, pageContext.locale),
      ]
    : [];
  return {
    head: {
      ...head,
      og: { ...head.og, type: 'article' },
      article: head.article ?? (item.date ? { publishedTime: item.date, section: i18n._(msg`Новости`) } : null),
      jsonLd,
      feed: {
        title: i18n._(msg`Новости и события Острель`),
        href: localePath(pageContext.locale, '/feeds/news.xml'),
      },
    },
    now: now.toISOString(),
    item: {
      code,
      title: item.title,
      preview: item.preview,
      date: item.date,
      content: item.content,
      picture: item.picture,
      gallery: item.gallery,
      event: event ? { ...event, endsAt: event.endsAt ?? null, timing } : null,
    },
    trail,
    related: item.related,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
