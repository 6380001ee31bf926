import { BlogCard, type BlogItem } from '@ostrel/contract/schemas/blog';
import type * as z from 'zod';
import type { Queryable } from '../db/database.js';
import type { HandlersOf } from '../handler.js';
import { notFound } from '../http/errors.js';
import { findDoc, getDoc, listDocs, pagination } from './store.js';

type Tab = { code: string; name: string; link: string; count: number };
type StoredItem = Omit<BlogItem, 'likes' | 'tabs' | 'related'>;

async function likesOf(db: Queryable, urls: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ item: string; likes: number }>(
    'select item, likes from blog_like where item = any($1::text[])',
    [urls],
  );
  return new Map(rows.map((row) => [row.item, row.likes]));
}

async function withLikes(db: Queryable, items: StoredItem[]): Promise<z.input<typeof BlogCard>[]> {
  const likes = await likesOf(
    db,
    items.map((item) => item.blogItemUrl),
  );
  return items.map((item) => BlogCard.parse({ ...item, likes: likes.get(item.blogItemUrl) ?? 0 }));
}

async function findItem(db: Queryable, category: string, code: string, locale: 'ru' | 'en') {
  const item = await findDoc<StoredItem>(db, 'blog', code, locale);
  if (!item || item.category !== category) throw notFound();
  return item;
}

export const blogHandlers: HandlersOf<'blogTabs' | 'blogList' | 'blogItem' | 'blogLike'> = {
  blogTabs: ({ app, locale }) => getDoc<Tab[]>(app.db, 'blog-tabs', 'main', locale),

  blogList: async ({ app, locale, params, query }) => {
    const all = params.queryType === 'all';
    if (!all && !(await findDoc(app.db, 'blog-category', params.queryType, locale))) throw notFound();
    const { items, total } = await listDocs<StoredItem>(app.db, 'blog', locale, {
      ...(all ? {} : { parent: params.queryType }),
      order: 'newest',
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return {
      queryType: params.queryType,
      items: await withLikes(app.db, items),
      pagination: pagination(query.page, query.limit, total),
    };
  },

  blogItem: async ({ app, locale, params }) => {
    const item = await findItem(app.db, params.category, params.code, locale);
    const [tabs, sameCategory] = await Promise.all([
      getDoc<Tab[]>(app.db, 'blog-tabs', 'main', locale),
      listDocs<StoredItem>(app.db, 'blog', locale, { parent: item.category, order: 'newest', limit: 4 }),
    ]);
    const likes = await likesOf(app.db, [item.blogItemUrl]);
    const related = await withLikes(app.db, sameCategory.items.filter((other) => other.code !== item.code).slice(0, 3));
    return { ...item, likes: likes.get(item.blogItemUrl) ?? 0, tabs, related };
  },

  blogLike: async ({ app, locale, params }) => {
    const item = await findItem(app.db, params.category, params.code, locale);
    const { rows } = await app.db.query<{ likes: number }>(
      `insert into blog_like (item, likes) values ($1, 1)
       on conflict (item) do update set likes = blog_like.likes + 1
       returning likes`,
      [item.blogItemUrl],
    );
    return { likes: rows[0]?.likes ?? 0 };
  },
};
