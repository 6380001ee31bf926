import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/** SPEC §9: at 100 entries the history is trimmed to the last two. */
const routeHistoryLimit = 100;

export function pushRoute(history: readonly string[], url: string): string[] {
  if (history.at(-1) === url) return [...history];
  const next = [...history, url];
  return next.length >= routeHistoryLimit ? next.slice(-2) : next;
}

const Context = createContext<readonly string[] | null>(null);

/** Keeps the routes visited in this tab, so back links can return where the visitor came from. */
export function RouteHistoryProvider({ url, children }: { url: string; children: ReactNode }) {
  const [state, setState] = useState<{ url: string; history: readonly string[] }>({ url, history: [url] });
  // A new route is recorded while rendering it (React's pattern for state derived from a prop).
  if (state.url !== url) setState({ url, history: pushRoute(state.history, url) });
  return <Context value={state.history}>{children}</Context>;
}

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
 * Pages loaded one by one (pages of islands): each records its route in the tab's session storage
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
 * The tab's routes for an island (server and hydration: this route alone, as the page's own
 * provider has it; then what the tab recorded).
 */
export function TabRouteHistoryProvider({ url, children }: { url: string; children: ReactNode }) {
  const text = useSyncExternalStore(keepsNoSubscription, tabHistoryText, () => '');
  const history = useMemo(() => parseHistory(text) ?? [url], [text, url]);
  return <Context value={history}>{children}</Context>;
}

/** The visited routes, oldest first. SPEC §8: outside its provider this is an error. */
export function useRouteHistory(): readonly string[] {
  const history = use(Context);
  if (!history) throw new Error('Нет контекста истории маршрутов');
  return history;
}
