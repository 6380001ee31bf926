import { createContext, use, type ReactNode } from 'react';
import type { Locale } from '../i18n/locale';

/** Where the visitor is: what the frame and the islands read of the page (they get no page data). */
export interface PageLocation {
  locale: Locale;
  /** The path without the language prefix, e.g. `/news` for `/en/news`. */
  logicalPath: string;
  /** The URL as requested (path and query), with its language prefix. */
  urlOriginal: string;
}

const Context = createContext<PageLocation | null>(null);

export function PageLocationProvider({ location, children }: { location: PageLocation; children: ReactNode }) {
  return <Context value={location}>{children}</Context>;
}

export function usePageLocation(): PageLocation {
  const location = use(Context);
  if (!location) throw new Error('usePageLocation() is used outside <PageLocationProvider>');
  return location;
}
