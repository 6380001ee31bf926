import { createContext, use, type ReactNode } from 'react';
import type { PageContext } from 'vike/types';
import type { PageData } from './page-data';

const Context = createContext<PageContext | null>(null);

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context value={pageContext}>{children}</Context>;
}

/** The current page's context (locale, path, data) inside components. */
export function usePageContext(): PageContext {
  const pageContext = use(Context);
  if (!pageContext) throw new Error('usePageContext() is used outside <PageContextProvider>');
  return pageContext;
}

/**
 * The current page's data as its `+data` returns it: `useData<Data>()`, with the `Data` type the
 * page's `+data.ts` exports (Vike cannot tell one page's data from another's by itself).
 */
export function useData<Data extends PageData>(): Data {
  return usePageContext().data as Data;
}
