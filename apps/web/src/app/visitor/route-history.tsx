import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/** Requirements §14: at 100 entries the history is trimmed to the last two. */
const routeHistoryLimit = 100;

export function pushRoute(history: readonly string[], url: string): string[] {
  if (history.at(-1) === url) return [...history];
  const next = [...history, url];
  return next.length >= routeHistoryLimit ? next.slice(-2) : next;
}

const Context = createContext<readonly string[] | null>(null);

const tabStorageKey = 'routeHistory';

function tabHistoryText(): string {
  try {
    return sessionStorage.getItem(tabStorageKey) ?? '';
  } catch {
    return '';
  }
}

function parseHistory(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the routes visited in this tab, so back links can return where the visitor came from.
 * Every page is loaded on its own (pages of islands): each records its route in the tab's session storage
 * as it loads, with the same rules. Storage that is unavailable or holds something else starts over.
 */
export function recordRouteInTab(url: string): void {
  try {
    sessionStorage.setItem(tabStorageKey, JSON.stringify(pushRoute(parseHistory(tabHistoryText()) ?? [], url)));
  } catch {
    // private mode without storage: back links lead to their lists
  }
}

const keepsNoSubscription = () => () => {};

/**
 * The tab's routes for an island (on the server and while hydrating: this route alone; then what
 * the tab recorded).
 */
export function TabRouteHistoryProvider({ url, children }: { url: string; children: ReactNode }) {
  const text = useSyncExternalStore(keepsNoSubscription, tabHistoryText, () => '');
  const history = useMemo(() => parseHistory(text) ?? [url], [text, url]);
  return <Context value={history}>{children}</Context>;
}

/** The visited routes, oldest first. Requirements §14: outside its provider this is an error. */
export function useRouteHistory(): readonly string[] {
  const history = use(Context);
  if (!history) throw new Error('Нет контекста истории маршрутов');
  return history;
}
