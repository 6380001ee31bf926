import type { Locale } from '@ostrel/contract/schemas/common';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';

/**
 * Reads of the `content` table. Each row holds one item in one locale, already in its API shape;
 * an item missing in English falls back to Russian so a half-translated site still renders.
 */
export async function findDoc<T>(db: Queryable, kind: string, code: string, locale: Locale): Promise<T | null> {
  const { rows } = await db.query<{ data: T }>(
    `select data from content where kind = $1 and code = $2 and locale = any($3::text[])
     order by (locale = $4) desc limit 1`,
    [kind, code, [locale, 'ru'], locale],
  );
  return rows[0]?.data ?? null;
}

export async function getDoc<T>(db: Queryable, kind: string, code: string, locale: Locale): Promise<T> {
  const doc = await findDoc<T>(db, kind, code, locale);
  if (doc === null) throw notFound();
  return doc;
}

export interface ListOptions {
  parent?: string;
  /** `sort` (ascending position) or `newest` (publication date, newest first). */
  order?: 'sort' | 'newest';
  limit?: number;
  offset?: number;
  /** Equality on a JSON path of the item, e.g. `{ path: ['city', 'value'], value: 'moscow' }`. */
  where?: { path: string[]; value: string }[];
}

/** Items of a kind in a locale; where English lacks an item, the Russian one stands in. */
export async function listDocs<T>(
  db: Queryable,
  kind: string,
  locale: Locale,
  options: ListOptions = {},
): Promise<{ items: T[]; total: number }> {
  const params: unknown[] = [kind, [locale, 'ru'], locale];
  const conditions = ['kind = $1', 'locale = any($2::text[])'];
  if (options.parent !== undefined) {
    params.push(options.parent);
    conditions.push(`parent = $${params.length}`);
  }
  for (const filter of options.where ?? []) {
    params.push(filter.path, filter.value);
    conditions.push(`data #>> $${params.length - 1}::text[] = $${params.length}`);
  }
  const order = options.order === 'newest' ? 'published_on desc nulls last, code' : 'sort, code';
  params.push(options.limit ?? null, options.offset ?? 0);
  const { rows } = await db.query<{ data: T; total: number }>(
    `with best as (
       select distinct on (code) code, sort, published_on, data from content
       where ${conditions.join(' and ')}
       order by code, (locale = $3) desc
     )
     select data, (count(*) over ())::int as total from best
     order by ${order}
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  const first = rows[0];
  if (first || !options.offset) return { items: rows.map((row) => row.data), total: first?.total ?? 0 };
  // Past the last page: count from the start so the client can page back.
  const { total } = await listDocs(db, kind, locale, { ...options, offset: 0, limit: 1 });
  return { items: [], total };
}

export function pagination(pageNum: number, limit: number, total: number) {
  return { pageNum, limit, total, totalPages: Math.ceil(total / limit) };
}
