import type { Client } from '@urql/core';
import { Feed } from 'feed';
import { createEvent } from 'ics';
import { graphql } from '../src/app/graphql/generated/gql.js';
import { localePath, type Locale } from '../src/app/i18n/locale.js';
import { eventInstant } from '../src/ui/event-time.js';

/** Items a feed carries: the newest, as feed readers expect (they keep what they have read). */
const feedSize = 20;

const BlogFeedQuery = graphql(`
  query BlogFeed($limit: Int!) {
    blogList(queryType: "all", page: 1, limit: $limit) {
      items {
        name
        preview
        blogItemUrl
        date
        categoryName
      }
    }
  }
`);

const NewsFeedQuery = graphql(`
  query NewsFeed($limit: Int!) {
    newsList(limit: $limit, pageNum: 1) {
      items {
        title
        preview
        link
        date
        isEvent
      }
    }
  }
`);

const EventCalendarQuery = graphql(`
  query EventCalendar($code: String!) {
    newsItem(elementCode: $code) {
      __typename
      ... on NewsItem {
        title
        preview
        link
        event {
          startsAt
          endsAt
          place
        }
      }
    }
  }
`);

const names = {
  ru: { site: 'Острель', blog: 'Блог Острель', news: 'Новости и события Острель', event: 'Событие' },
  en: { site: 'OSTREL', blog: 'OSTREL blog', news: 'OSTREL news and events', event: 'Event' },
} as const;

/** A publication date (YYYY-MM-DD) as the moment feeds want: midnight UTC of that day. */
const dayOf = (date: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : 0);

/** Which feed: the blog or the news, in a language. */
export type FeedKind = 'blog' | 'news';

/** The address of a feed, without the origin. */
export const feedPath = (kind: FeedKind, locale: Locale) => localePath(locale, `/feeds/${kind}.xml`);

/**
 * RSS 2.0 of the blog's or the news' newest items in a language, read through the BFF like the
 * pages. With the content API down the feed is valid and empty (readers keep what they have) and
 * `complete` is false: it is not to be cached.
 */
export async function feedXml(
  client: Client,
  kind: FeedKind,
  locale: Locale,
  origin: string,
): Promise<{ xml: string; complete: boolean }> {
  const text = names[locale];
  const listPath = localePath(locale, kind === 'blog' ? '/blog' : '/news');
  const feed = new Feed({
    title: text[kind],
    description: text[kind],
    id: `${origin}${listPath}`,
    link: `${origin}${listPath}`,
    language: locale,
    copyright: text.site,
    generator: text.site,
    feedLinks: { rss: `${origin}${feedPath(kind, locale)}` },
  });
  let complete: boolean;
  if (kind === 'blog') {
    const result = await client.query(BlogFeedQuery, { limit: feedSize }).toPromise();
    const items = result.data?.blogList.items ?? [];
    complete = items.length > 0 && result.extensions?.degraded !== true;
    for (const item of items) {
      const link = `${origin}${localePath(locale, item.blogItemUrl)}`;
      feed.addItem({
        title: item.name,
        id: link,
        link,
        description: item.preview,
        date: dayOf(item.date),
        category: item.categoryName ? [{ name: item.categoryName }] : [],
      });
    }
  } else {
    const result = await client.query(NewsFeedQuery, { limit: feedSize }).toPromise();
    const items = result.data?.newsList.items ?? [];
    complete = items.length > 0 && result.extensions?.degraded !== true;
    for (const item of items) {
      const link = `${origin}${localePath(locale, item.link)}`;
      feed.addItem({
        title: item.title,
        id: link,
        link,
        description: item.preview,
        date: dayOf(item.date),
        category: item.isEvent ? [{ name: text.event }] : [],
      });
    }
  }
  return { xml: feed.rss2(), complete };
}

/**
 * An event as an iCalendar file (RFC 5545) for "add to calendar": its start and end as UTC
 * instants, so every calendar shows them at the right time in its own zone; the place, the page's
 * address and its summary. Null when the code names no event, or its start is not a date-time.
 */
export async function eventCalendar(
  client: Client,
  code: string,
  locale: Locale,
  origin: string,
): Promise<string | null> {
  const result = await client.query(EventCalendarQuery, { code }).toPromise();
  const item = result.data?.newsItem.__typename === 'NewsItem' ? result.data.newsItem : null;
  const start = eventInstant(item?.event?.startsAt);
  if (!item?.event || !item.title || !start) return null;
  const end = eventInstant(item.event.endsAt);
  const host = new URL(origin).hostname;
  const { error, value } = createEvent({
    productId: `-//${names[locale].site}//${host}//${locale.toUpperCase()}`,
    uid: `news-${code}@${host}`,
    title: item.title,
    description: item.preview,
    location: item.event.place,
    url: `${origin}${localePath(locale, item.link)}`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(end && end > start ? { end: end.getTime() } : { duration: { hours: 1 } }),
    status: 'CONFIRMED',
  });
  return error || !value ? null : value;
}
