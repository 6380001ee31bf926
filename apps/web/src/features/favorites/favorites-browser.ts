import { useSyncExternalStore } from 'react';
import { encodeCookieValue, oneYearSeconds, readCookie, writeCookie } from '@/app/visitor/cookies-browser';
import {
  favoritesChangeEvent,
  favoritesCookieName,
  maxStoredCookieLength,
  parseFavorites,
  subscribeToFavorites,
  type FavoriteKind,
  type FavoritesList,
} from '@/app/visitor/favorites-cookie';
import { toggledFavorites } from './favorites-list';

/** The visitor's favourites as the cookie holds them now. */
export const readFavorites = (): FavoritesList => parseFavorites(readCookie(favoritesCookieName));

/** Stores the list; false (and nothing stored) when it would no longer fit in the cookie. */
export function storeFavorites(list: FavoritesList): boolean {
  const value = JSON.stringify(list);
  if (favoritesCookieName.length + 1 + encodeCookieValue(value).length > maxStoredCookieLength) return false;
  writeCookie(favoritesCookieName, value, oneYearSeconds);
  window.dispatchEvent(new Event(favoritesChangeEvent));
  return true;
}

/** Adds or removes a series or a model; `full` when there is no room left to add it. */
export function toggleFavorite(kind: FavoriteKind, id: number): 'added' | 'removed' | 'full' {
  const { list, added } = toggledFavorites(readFavorites(), kind, id, Date.now());
  if (!storeFavorites(list)) return 'full';
  return added ? 'added' : 'removed';
}

/** Whether a series or model is a favourite; `onServer` on the server and while hydrating. */
export function useIsFavorite(kind: FavoriteKind, id: number, onServer: boolean): boolean {
  return useSyncExternalStore(
    subscribeToFavorites,
    () => readFavorites()[kind].some((entry) => entry.id === id),
    () => onServer,
  );
}
