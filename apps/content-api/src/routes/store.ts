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
  where?: { path: string; value: string }[];
}

/** Items of a kind in a locale; where English lacks an item, the Russian one stands in. */
export async function listDocs<T>(db: Queryable, kind: string, locale: Locale, options: ListOptions = {}): Promise<{ items: T[]; total: number }> {
  const params: unknown[] = [kind, [locale, 'ru'], locale];
  const conditions = ['kind = $1', 'locale = any($2::text[])'];
  if (options.parent !== undefined) {
    params.push(options.parent);
    conditions.push(`parent = $${params.length}`);
  }
  for (const filter of options.where ?? []) {
    params.push(filter.value);
    conditions.push(`data #>> '{${filter.path.replace(/[^a-zA-Z0-9_,]/g, '')}}' = $${params.length}`);
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
  return { items: rows.map((row) => row.data), total: rows[0]?.total ?? (await countDocs(db, kind, locale, options)) };
}

async function countDocs(db: Queryable, kind: string, locale: Locale, options: ListOptions): Promise<number> {
  if ((options.offset ?? 0) === 0) return 0;
  const { total } = await listDocs(db, kind, locale, { ...options, offset: 0, limit: 1 });
  return total;
}

export function pagination(pageNum: number, limit: number, total: number) {
  return { pageNum, limit, total, totalPages: Math.ceil(total / limit) };
}
