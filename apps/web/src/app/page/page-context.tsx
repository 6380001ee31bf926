import { createContext, use, type ReactNode } from 'react';
import type { PageContext } from 'vike/types';

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
