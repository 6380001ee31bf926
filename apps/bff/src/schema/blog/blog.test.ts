import type { VariablesOf } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { testBff, type Answer } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const cyrillic = /[а-яё]/i;

graphql(`
  fragment BlogCardFields on BlogCard {
    id
    code
    category
    categoryName
    name
    preview
    date
    readingMinutes
    likes
    blogItemUrl
    picture {
      alt
      isComplete
    }
  }
`);

graphql(`
  fragment BlogItemFields on BlogItemResult {
    __typename
    ... on BlogItem {
      id
      code
      category
      categoryName
      name
      preview
      date
      readingMinutes
      likes
      blogItemUrl
      picture {
        alt
        isComplete
      }
      content
      tags
      author {
        name
        position
      }
      tabs {
        code
        name
        link
        count
      }
      related {
        code
        category
        blogItemUrl
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

const tabsQuery = graphql(`
  query BlogTabs {
    blogTabs {
      code
      name
      link
      count
    }
  }
`);

const listQuery = graphql(`
  query BlogList($queryType: String, $page: Int, $limit: Int) {
    blogList(queryType: $queryType, page: $page, limit: $limit) {
      queryType
      items {
        ...BlogCardFields
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
  query BlogItem($category: String!, $code: String!) {
    blogItem(category: $category, code: $code) {
      ...BlogItemFields
    }
  }
`);

const failingBlogQuery = graphql(`
  query BlogWhenFailing {
    blogTabs {
      code
    }
    blogList(queryType: "technology", page: 2) {
      queryType
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
    blogItem(category: "technology", code: "some-item") {
      ...BlogItemFields
    }
  }
`);

describe('blog', () => {
  const calls: string[] = [];
  const { query } = testBff({}, { onUpstreamFetch: (url) => calls.push(url) });
  const run = async <Data>(answer: Promise<Answer<Data>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const tabs = async (locale: 'ru' | 'en' = 'ru') => (await run(query(tabsQuery, { locale }))).blogTabs;
  const list = async (variables: VariablesOf<typeof listQuery>, locale: 'ru' | 'en' = 'ru') =>
    (await run(query(listQuery, { locale, variables }))).blogList;
  const item = async (category: string, code: string, locale: 'ru' | 'en' = 'ru') =>
    (await run(query(itemQuery, { locale, variables: { category, code } }))).blogItem;

  it.each(['ru', 'en'] as const)('gives the tabs, all first, with the counts the lists have, in %s', async (locale) => {
    const [all, ...categories] = await tabs(locale);
    expect(all).toMatchObject({ code: 'all', link: '/blog' });
    expect(categories.length).toBeGreaterThan(2);
    expect(cyrillic.test(all!.name)).toBe(locale === 'ru');
    expect((await list({}, locale)).pagination.total).toBe(all!.count);
    const category = categories[0]!;
    expect(category.link).toBe(`/blog/${category.code}`);
    const items = await list({ queryType: category.code, limit: 48 }, locale);
    expect(items.queryType).toBe(category.code);
    expect(items.items).toHaveLength(category.count);
    for (const card of items.items) expect(card.category).toBe(category.code);
  });

  it('pages a tab, 9 a page by default', async () => {
    const first = await list({});
    expect(first).toMatchObject({ queryType: 'all', pagination: { pageNum: 1, limit: 9 } });
    expect(first.items).toHaveLength(9);
    const second = await list({ page: 2 });
    expect(second.pagination).toEqual({
      pageNum: 2,
      limit: 9,
      total: first.pagination.total,
      totalPages: Math.ceil(first.pagination.total / 9),
    });
    const seen = new Set(first.items.map((card) => card.code));
    expect(second.items.some((card) => seen.has(card.code))).toBe(false);
    const small = await list({ page: 3, limit: 4 });
    expect(small.items.map((card) => card.code)).toEqual(
      first.items
        .slice(8)
        .concat(second.items)
        .slice(0, 4)
        .map((card) => card.code),
    );
    const dates = first.items.map((card) => card.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives an empty page for an unknown tab or refused paging', async () => {
    expect(await list({ queryType: 'no-such-category' })).toEqual({
      queryType: 'no-such-category',
      items: [],
      pagination: { pageNum: 1, limit: 9, total: 0, totalPages: 0 },
    });
    calls.length = 0;
    expect((await list({ page: 0 })).items).toEqual([]);
    expect((await list({ limit: 49 })).items).toEqual([]);
    expect((await list({ queryType: '../menu' })).items).toEqual([]);
    expect(calls).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('opens an item by its category and code in %s', async (locale) => {
    const card = (await list({}, locale)).items[0]!;
    expect(card.blogItemUrl).toBe(`/blog/${card.category}/${card.code}`);
    const blog = unionMember(await item(card.category, card.code, locale), 'BlogItem');
    expect(blog).toMatchObject({
      __typename: 'BlogItem',
      id: card.id,
      code: card.code,
      name: card.name,
      blogItemUrl: card.blogItemUrl,
    });
    expect(blog.content).not.toBe('');
    expect(blog.tabs[0]?.code).toBe('all');
    for (const other of blog.related) {
      expect(other.category).toBe(card.category);
      expect(other.code).not.toBe(card.code);
    }
    expect(blog.breadcrumbs.length).toBeGreaterThan(0);
  });

  it('tells a missing item apart, also one asked under another category', async () => {
    const card = (await list({})).items[0]!;
    const other = (await tabs()).find((tab) => tab.code !== 'all' && tab.code !== card.category)!;
    expect(await item(other.code, card.code)).toEqual({
      __typename: 'ContentNotFound',
      requested: `/blog/${other.code}/${card.code}`,
    });
    expect(await item(card.category, 'no-such-item')).toEqual({
      __typename: 'ContentNotFound',
      requested: `/blog/${card.category}/no-such-item`,
    });
  });
});

describe('blog when the content API fails', () => {
  const upstream = useFaultUpstream('error500');

  it('gives empty values, never not-found or errors', async () => {
    const { query } = testBff({ apiUrl: upstream.url });
    const { body } = await query(failingBlogQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data?.blogTabs).toEqual([]);
    expect(body.data?.blogList).toEqual({
      queryType: 'technology',
      items: [],
      pagination: { pageNum: 2, limit: 9, total: 0, totalPages: 0 },
    });
    expect(body.data?.blogItem).toMatchObject({
      __typename: 'BlogItem',
      code: 'some-item',
      category: 'technology',
      blogItemUrl: '/blog/technology/some-item',
      likes: 0,
      tabs: [],
      related: [],
    });
  });
});
