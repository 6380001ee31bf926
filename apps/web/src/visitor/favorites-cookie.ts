/** Cookie `favorites`: JSON `{ series: [{id, timestamp}], models: [...] }` (SPEC §3). */
export const favoritesCookieName = 'favorites';
/** Beyond this the cookie was not written by the site: it counts as empty. */
const maxCookieLength = 3800;

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
  if ((series !== undefined && !Array.isArray(series)) || (models !== undefined && !Array.isArray(models))) return empty;
  return { series: cleanEntries(series), models: cleanEntries(models) };
}

/** Keeps entries with a positive whole id (numbers or numeric strings: ids are coerced). */
function cleanEntries(entries: unknown[] | undefined): FavoriteEntry[] {
  const clean: FavoriteEntry[] = [];
  for (const entry of entries ?? []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, timestamp } = entry as Record<string, unknown>;
    const numericId = Number(id);
    if (!Number.isSafeInteger(numericId) || numericId <= 0 || (typeof id !== 'number' && typeof id !== 'string')) continue;
    const numericTime = Number(timestamp);
    clean.push({ id: numericId, timestamp: Number.isFinite(numericTime) ? numericTime : 0 });
  }
  return clean;
}
