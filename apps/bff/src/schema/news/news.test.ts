import { describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';

const cyrillic = /[а-яё]/i;

const cardFields = 'id code title preview date isEvent link picture { alt isComplete } event { startsAt endsAt place registrationOpen }';

const itemFields = `
  __typename
  ... on NewsItem {
    ${cardFields}
    content seoDescription
    gallery { alt isComplete }
    related { code link }
    breadcrumbs { title link }
  }
  ... on ContentNotFound { requested }
`;

interface Card {
  id: number;
  code: string;
  title: string;
  date: string;
  isEvent: boolean;
  link: string;
  event: { startsAt: string; place: string } | null;
}
interface Pagination {
  pageNum: number;
  limit: number;
  total: number;
  totalPages: number;
}
interface NewsList {
  items: Card[];
  pagination: Pagination;
}
interface ItemResult extends Partial<Card> {
  __typename: string;
  requested?: string;
  content?: string;
  seoDescription?: string;
  related?: { code: string }[];
}

const listQuery = (args: string) => `{ newsList${args} { items { ${cardFields} } pagination { pageNum limit total totalPages } } }`;

describe('news', () => {
  const calls: string[] = [];
  const { query } = testBff({}, { onUpstreamFetch: (url) => calls.push(url) });
  const run = async <T>(source: string, locale: 'ru' | 'en' = 'ru') => {
    const { body } = await query<T>(source, { locale });
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const list = async (args: string, locale: 'ru' | 'en' = 'ru') => (await run<{ newsList: NewsList }>(listQuery(args), locale)).newsList;
  const item = async (code: string, locale: 'ru' | 'en' = 'ru') => (await run<{ newsItem: ItemResult }>(`{ newsItem(elementCode: "${code}") { ${itemFields} } }`, locale)).newsItem;

  it.each(['ru', 'en'] as const)('lists news newest first, 12 a page by default, in %s', async (locale) => {
    const { items, pagination } = await list('', locale);
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
    const first = await list('(limit: 5)');
    const second = await list('(limit: 5, pageNum: 2)');
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(5);
    expect(second.pagination).toEqual({ pageNum: 2, limit: 5, total: first.pagination.total, totalPages: Math.ceil(first.pagination.total / 5) });
    const firstCodes = new Set(first.items.map((card) => card.code));
    expect(second.items.some((card) => firstCodes.has(card.code))).toBe(false);
    const wide = await list('(limit: 10)');
    expect(wide.items.map((card) => card.code)).toEqual([...first.items, ...second.items].map((card) => card.code));

    const beyond = await list(`(limit: 5, pageNum: ${first.pagination.totalPages + 1})`);
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(first.pagination.total);
  });

  it('answers paging the content API refuses with an empty page, without a call', async () => {
    calls.length = 0;
    expect(await list('(limit: 100)')).toEqual({ items: [], pagination: { pageNum: 1, limit: 100, total: 0, totalPages: 0 } });
    expect((await list('(pageNum: 0)')).items).toEqual([]);
    expect(calls).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('opens a news item and an event in %s', async (locale) => {
    const { items } = await list('(limit: 48)', locale);
    const plain = items.find((card) => !card.isEvent)!;
    const event = items.find((card) => card.isEvent)!;
    const news = await item(plain.code, locale);
    expect(news).toMatchObject({ __typename: 'NewsItem', id: plain.id, code: plain.code, title: plain.title, isEvent: false, event: null });
    expect(news.content).not.toBe('');
    expect(news.seoDescription).not.toBe('');
    expect(news.related!.length).toBeGreaterThan(0);
    expect(news.related!.map((other) => other.code)).not.toContain(plain.code);
    const registration = await item(event.code, locale);
    expect(registration).toMatchObject({ __typename: 'NewsItem', isEvent: true, event: { startsAt: event.event!.startsAt, place: event.event!.place } });
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
    const { body } = await query<{ newsList: NewsList; newsItem: ItemResult }>(`
      {
        newsList(pageNum: 3) { items { code } pagination { pageNum limit total totalPages } }
        newsItem(elementCode: "some-news") { ${itemFields} }
      }
    `);
    expect(body.errors).toBeUndefined();
    expect(body.data?.newsList).toEqual({ items: [], pagination: { pageNum: 3, limit: 12, total: 0, totalPages: 0 } });
    expect(body.data?.newsItem).toMatchObject({ __typename: 'NewsItem', code: 'some-news', title: '', event: null, related: [], breadcrumbs: [] });
  });
});
