import type { VariablesOf } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { testBff, type Answer } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const cyrillic = /[а-яё]/i;

graphql(`
  fragment NewsCardFields on NewsCard {
    id
    code
    title
    preview
    date
    isEvent
    link
    picture {
      alt
      isComplete
    }
    event {
      startsAt
      endsAt
      place
      registrationOpen
    }
  }
`);

graphql(`
  fragment NewsItemFields on NewsItemResult {
    __typename
    ... on NewsItem {
      id
      code
      title
      preview
      date
      isEvent
      link
      picture {
        alt
        isComplete
      }
      event {
        startsAt
        endsAt
        place
        registrationOpen
      }
      content
      seoDescription
      gallery {
        alt
        isComplete
      }
      related {
        code
        link
      }
      breadcrumbs {
        title
        link
      }
    }
    ... on ContentNotFound {
      requested
    }
  }
`);

const listQuery = graphql(`
  query NewsList($limit: Int, $pageNum: Int) {
    newsList(limit: $limit, pageNum: $pageNum) {
      items {
        ...NewsCardFields
      }
      pagination {
        pageNum
        limit
        total
        totalPages
      }
    }
  }
`);

const itemQuery = graphql(`
  query NewsItem($code: String!) {
    newsItem(elementCode: $code) {
      ...NewsItemFields
    }
  }
`);

const failingNewsQuery = graphql(`
  query NewsWhenFailing {
    newsList(pageNum: 3) {
      items {
        code
      }
      pagination {
        pageNum
        limit
        total
        totalPages
      }
    }
    newsItem(elementCode: "some-news") {
      ...NewsItemFields
    }
  }
`);

describe('news', () => {
  const calls: string[] = [];
  const { query } = testBff({}, { onUpstreamFetch: (url) => calls.push(url) });
  const run = async <Data>(answer: Promise<Answer<Data>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const list = async (variables: VariablesOf<typeof listQuery>, locale: 'ru' | 'en' = 'ru') =>
    (await run(query(listQuery, { locale, variables }))).newsList;
  const item = async (code: string, locale: 'ru' | 'en' = 'ru') =>
    (await run(query(itemQuery, { locale, variables: { code } }))).newsItem;

  it.each(['ru', 'en'] as const)('lists news newest first, 12 a page by default, in %s', async (locale) => {
    const { items, pagination } = await list({}, locale);
    expect(items).toHaveLength(12);
    expect(pagination).toMatchObject({ pageNum: 1, limit: 12 });
    expect(pagination.total).toBeGreaterThan(12);
    expect(pagination.totalPages).toBe(Math.ceil(pagination.total / 12));
    const dates = items.map((card) => card.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const card of items) {
      expect(card.link).toBe(`/news/${card.code}`);
      expect(card.event === null).toBe(!card.isEvent);
    }
    expect(cyrillic.test(items[0]!.title)).toBe(locale === 'ru');
  });

  it('pages with limit and pageNum', async () => {
    const first = await list({ limit: 5 });
    const second = await list({ limit: 5, pageNum: 2 });
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(5);
    expect(second.pagination).toEqual({
      pageNum: 2,
      limit: 5,
      total: first.pagination.total,
      totalPages: Math.ceil(first.pagination.total / 5),
    });
    const firstCodes = new Set(first.items.map((card) => card.code));
    expect(second.items.some((card) => firstCodes.has(card.code))).toBe(false);
    const wide = await list({ limit: 10 });
    expect(wide.items.map((card) => card.code)).toEqual([...first.items, ...second.items].map((card) => card.code));

    const beyond = await list({ limit: 5, pageNum: first.pagination.totalPages + 1 });
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(first.pagination.total);
  });

  it('answers paging the content API refuses with an empty page, without a call', async () => {
    calls.length = 0;
    expect(await list({ limit: 100 })).toEqual({
      items: [],
      pagination: { pageNum: 1, limit: 100, total: 0, totalPages: 0 },
    });
    expect((await list({ pageNum: 0 })).items).toEqual([]);
    expect(calls).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('opens a news item and an event in %s', async (locale) => {
    const { items } = await list({ limit: 48 }, locale);
    const plain = items.find((card) => !card.isEvent)!;
    const event = items.find((card) => card.isEvent)!;
    const news = unionMember(await item(plain.code, locale), 'NewsItem');
    expect(news).toMatchObject({
      __typename: 'NewsItem',
      id: plain.id,
      code: plain.code,
      title: plain.title,
      isEvent: false,
      event: null,
    });
    expect(news.content).not.toBe('');
    expect(news.seoDescription).not.toBe('');
    expect(news.related.length).toBeGreaterThan(0);
    expect(news.related.map((other) => other.code)).not.toContain(plain.code);
    const registration = await item(event.code, locale);
    expect(registration).toMatchObject({
      __typename: 'NewsItem',
      isEvent: true,
      event: { startsAt: event.event!.startsAt, place: event.event!.place },
    });
  });

  it('tells a missing news item apart', async () => {
    expect(await item('no-such-news')).toEqual({ __typename: 'ContentNotFound', requested: '/news/no-such-news' });
    expect(await item('Not A Code')).toEqual({ __typename: 'ContentNotFound', requested: '/news/Not A Code' });
  });
});

describe('news when the content API fails', () => {
  const upstream = useFaultUpstream('error500');

  it('gives empty values, never not-found or errors', async () => {
    const { query } = testBff({ apiUrl: upstream.url });
    const { body } = await query(failingNewsQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data?.newsList).toEqual({ items: [], pagination: { pageNum: 3, limit: 12, total: 0, totalPages: 0 } });
    expect(body.data?.newsItem).toMatchObject({
      __typename: 'NewsItem',
      code: 'some-news',
      title: '',
      event: null,
      related: [],
      breadcrumbs: [],
    });
  });
});
