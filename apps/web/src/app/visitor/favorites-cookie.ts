/** Cookie `favorites`: JSON `{ series: [{id, timestamp}], models: [...] }` (requirements §9). */
export const favoritesCookieName = 'favorites';
/** Beyond this the cookie was not written by the site: it counts as empty. */
const maxCookieLength = 3800;
/**
 * Browsers drop a cookie whose name and value pass 4096 bytes. The site stops adding favourites
 * before that (about 75 entries) rather than lose the whole list.
 */
export const maxStoredCookieLength = 3900;

export type FavoriteKind = 'series' | 'models';

export interface FavoriteEntry {
  id: number;
  timestamp: number;
}
export interface FavoritesList {
  series: FavoriteEntry[];
  models: FavoriteEntry[];
}

/** Parses the cookie's value; anything tampered, malformed or oversized gives empty lists. */
export function parseFavorites(raw: string | null | undefined): FavoritesList {
  const empty: FavoritesList = { series: [], models: [] };
  if (!raw || raw.length > maxCookieLength) return empty;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return empty;
  const { series, models } = json as Record<string, unknown>;
  if ((series !== undefined && !Array.isArray(series)) || (models !== undefined && !Array.isArray(models)))
    return empty;
  return { series: cleanEntries(series), models: cleanEntries(models) };
}

/** Ids are GraphQL `Int`s: anything larger names nothing (and would fail the whole query). */
export const maxId = 2_147_483_647;

/** Keeps entries with a positive whole id (numbers or numeric strings: ids are coerced). */
function cleanEntries(entries: unknown[] | undefined): FavoriteEntry[] {
  const clean: FavoriteEntry[] = [];
  for (const entry of entries ?? []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, timestamp } = entry as Record<string, unknown>;
    const numericId = Number(id);
    if (
      !Number.isInteger(numericId) ||
      numericId <= 0 ||
      numericId > maxId ||
      (typeof id !== 'number' && typeof id !== 'string')
    )
      continue;
    const numericTime = Number(timestamp);
    clean.push({ id: numericId, timestamp: Number.isFinite(numericTime) ? numericTime : 0 });
  }
  return clean;
}

/** Name of the window event sent when the page changes the favourites. */
export const favoritesChangeEvent = 'favoriteschange';

/**
 * Calls `listener` when the favourites may have changed: changed on this page, or in another tab
 * (seen when this one regains focus or comes back from the back-forward cache).
 */
export function subscribeToFavorites(listener: () => void): () => void {
  const events = [favoritesChangeEvent, 'focus', 'pageshow'];
  for (const event of events) window.addEventListener(event, listener);
  return () => {
    for (const event of events) window.removeEventListener(event, listener);
  };
}
