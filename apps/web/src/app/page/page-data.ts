import type { FragmentType } from '../graphql/generated';
import type { FooterFragmentDoc, HeaderFragmentDoc } from '../graphql/generated/graphql';

/** What a page's <head> shows, decided in its +data from the BFF's SEO answer. */
export interface HeadMeta {
  title: string;
  description: string;
  og: { title: string; image: string | null; type: string };
  article: { publishedTime: string; section: string } | null;
  /** Error pages and other pages search engines should skip. */
  noindex?: boolean;
  /** The page this one is a view of (path without the language prefix): canonical and alternates point there. */
  canonicalPath?: string;
  /** The RSS feed a list or its items belong to, announced in the head. */
  feed?: { title: string; href: string };
  /** Structured data (schema.org objects), written into the head by the server. */
  jsonLd?: readonly object[];
}

/**
 * The frame's data: the menu in the page's language, and the Russian one the footer falls back to
 * (read by `loadFrame`, drawn by the frame's header and footer, which own the fragments).
 */
export interface FrameData {
  header: FragmentType<typeof HeaderFragmentDoc>;
  footer: FragmentType<typeof FooterFragmentDoc>;
  footerFallback: FragmentType<typeof FooterFragmentDoc> | null;
}

/** Every page's +data returns at least this; pages add their own fields (the frame is the renderer's). */
export interface PageData {
  head: HeadMeta;
  /** Set on error pages only (src/app/outcome): the server answers it as the status. */
  outcome?: PageOutcome;
  /** With `rate-limited`: the answer's Retry-After. */
  retryAfterSeconds?: number;
}

/**
 * What an error page shows: a missing page (404), the page a rendering crash sends visitors to
 * (502), or a page whose reads the visitor's rate limit refused (429: a burst of searches).
 */
export type PageOutcome = 'not-found' | 'server-error' | 'rate-limited';
