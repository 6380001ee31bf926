import { oneYearSeconds, readCookie, writeCookie } from './cookies-browser';
import {
  addToSearchHistory,
  parseSearchHistory,
  searchHistoryCookieName,
  serializeSearchHistory,
} from './search-history';

/** The visitor's past searches, from their cookie. */
export function readSearchHistory(): string[] {
  return parseSearchHistory(readCookie(searchHistoryCookieName));
}

/** Puts a term first among the past searches and stores them in the cookie; answers the new list. */
export function rememberSearch(history: string[], term: string): string[] {
  const next = addToSearchHistory(history, term);
  writeCookie(searchHistoryCookieName, serializeSearchHistory(next), oneYearSeconds);
  return next;
}
