import { maxId, type FavoriteEntry, type FavoritesList } from '@/app/visitor/favorites-cookie';

/** A favourites list as ids, newest first: what a share link carries. */
export interface FavoriteIds {
  series: number[];
  models: number[];
}

/** At most this many ids of each kind are read from a link (the BFF reads no more). */
const maxLinkIds = 200;

function idsOf(value: string | null): number[] {
  const ids = new Set<number>();
  for (const part of (value ?? '').split(',')) {
    if (!/^\d{1,10}$/.test(part.trim())) continue;
    const id = Number(part);
    if (id > 0 && id <= maxId) ids.add(id);
  }
  return [...ids].slice(0, maxLinkIds);
}

/**
 * The list a share link carries (`?series=3,5&models=8`), or null when the URL is the visitor's own
 * favourites. Anything that is not an id is skipped.
 */
export function sharedFavorites(search: URLSearchParams): FavoriteIds | null {
  if (!search.has('series') && !search.has('models')) return null;
  return { series: idsOf(search.get('series')), models: idsOf(search.get('models')) };
}

/** The query of a link that opens `ids` on any device. */
export function favoritesShareSearch(ids: FavoriteIds): string {
  const search = new URLSearchParams();
  if (ids.series.length > 0) search.set('series', ids.series.join(','));
  if (ids.models.length > 0) search.set('models', ids.models.join(','));
  const query = search.toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}

/** The list with every id of `shared` that is not in it yet added (now), in their order. */
export function mergedFavorites(list: FavoritesList, shared: FavoriteIds, now: number): FavoritesList {
  const merge = (entries: FavoriteEntry[], ids: readonly number[]) => {
    const known = new Set(entries.map((entry) => entry.id));
    return [...entries, ...ids.filter((id) => !known.has(id) && known.add(id)).map((id) => ({ id, timestamp: now }))];
  };
  return { series: merge(list.series, shared.series), models: merge(list.models, shared.models) };
}

/** Ids newest first: the order the favourites page shows them in. */
export const newestFirst = (entries: readonly FavoriteEntry[]): number[] =>
  [...entries].sort((a, b) => b.timestamp - a.timestamp).map((entry) => entry.id);
