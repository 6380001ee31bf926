import { createContext, use, useState, type ReactNode } from 'react';

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

/** The visited routes, oldest first. SPEC §8: outside its provider this is an error. */
export function useRouteHistory(): readonly string[] {
  const history = use(Context);
  if (!history) throw new Error('Нет контекста истории маршрутов');
  return history;
}
