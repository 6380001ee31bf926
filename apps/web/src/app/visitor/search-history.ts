/** Past searches (requirements §6): cookie entries joined by `###`, newest first, at most 5. */
export const searchHistoryCookieName = 'searchHistory';
const searchHistoryLimit = 5;
const separator = '###';

export function parseSearchHistory(raw: string | null): string[] {
  if (!raw) return [];
  return raw
    .split(separator)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0 && entry.length <= searchMaxLength)
    .slice(0, searchHistoryLimit);
}

/** Adds a term at the front; a repeated term moves up, and the oldest is dropped when full. */
export function addToSearchHistory(history: string[], term: string): string[] {
  const clean = term.trim().replaceAll(separator, ' ');
  return [clean, ...history.filter((entry) => entry !== clean)].slice(0, searchHistoryLimit);
}

export function serializeSearchHistory(history: string[]): string {
  return history.join(separator);
}

/** Requirements §6: at most 256 characters; a search needs at least 2 once trimmed. */
export const searchMaxLength = 256;
const searchMinLength = 2;

export function isSearchable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= searchMinLength && trimmed.length <= searchMaxLength;
}
