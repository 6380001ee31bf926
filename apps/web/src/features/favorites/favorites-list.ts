import type { FavoriteKind, FavoritesList } from '@/app/visitor/favorites-cookie';

/** The list with `id` added (now) or, if it is there, removed. */
export function toggledFavorites(
  list: FavoritesList,
  kind: FavoriteKind,
  id: number,
  now: number,
): { list: FavoritesList; added: boolean } {
  const present = list[kind].some((entry) => entry.id === id);
  const entries = present ? list[kind].filter((entry) => entry.id !== id) : [...list[kind], { id, timestamp: now }];
  return { list: { ...list, [kind]: entries }, added: !present };
}
