import { NewsCard, type NewsItem } from '@ostrel/contract/schemas/news';
import type { HandlersOf } from '../handler.js';
import { getDoc, listDocs, pagination } from './store.js';

type StoredNews = Omit<NewsItem, 'related'>;

export const newsHandlers: HandlersOf<'newsList' | 'newsItem'> = {
  newsList: async ({ app, locale, query }) => {
    const { items, total } = await listDocs<StoredNews>(app.db, 'news', locale, {
      order: 'newest',
      limit: query.limit,
      offset: (query.pageNum - 1) * query.limit,
    });
    return {
      items: items.map((item) => NewsCard.parse(item)),
      pagination: pagination(query.pageNum, query.limit, total),
    };
  },
  newsItem: async ({ app, locale, params }) => {
    const item = await getDoc<StoredNews>(app.db, 'news', params.elementCode, locale);
    const latest = await listDocs<StoredNews>(app.db, 'news', locale, { order: 'newest', limit: 4 });
    const related = latest.items
      .filter((other) => other.code !== item.code)
      .slice(0, 3)
      .map((other) => NewsCard.parse(other));
    return { ...item, related };
  },
};
