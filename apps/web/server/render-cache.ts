import { LRUCache } from 'lru-cache';
import type { EncodedBody } from './encoded-body.js';

export interface RenderedPage {
  statusCode: number;
  contentType: string;
  /** Its Content-Security-Policy (server/security-headers.ts), or null where pages carry none (development). */
  contentSecurityPolicy: string | null;
  /** The HTML with its br and gzip encodings, made once per entry. */
  body: EncodedBody;
  /** A 429 page's Retry-After (never kept: only 200 pages are). */
  retryAfterSeconds?: number;
}

/**
 * Rendered pages by URL, for a few seconds. Only output that is the same for every visitor goes
 * in: the renderer never reads cookies or headers, and per-visitor bits are drawn in the browser.
 * Pages built from empty defaults (upstream trouble) are never kept.
 */
export function createRenderCache(ttlMs: number, maxEntries: number): LRUCache<string, RenderedPage> | null {
  if (ttlMs <= 0 || maxEntries <= 0) return null;
  return new LRUCache<string, RenderedPage>({ max: maxEntries, ttl: ttlMs, ttlAutopurge: false });
}
