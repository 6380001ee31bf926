import type { SharedCache } from '@ostrel/shared-cache/shared-cache';
import { TwoTierCache } from '@ostrel/shared-cache/two-tier-cache';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EncodedBody } from './encoded-body.js';

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

/** What Redis holds for a page. */
interface SharedPage {
  statusCode: number;
  contentType: string;
  contentSecurityPolicy: string | null;
  html: string;
}

export interface RenderCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /**
   * Redis shared with the other instances, and the build's fingerprint: a page names its build's
   * scripts and styles, so during a rolling update each build shares only its own pages.
   */
  shared?: { cache: SharedCache; build: string } | undefined;
}

/**
 * Rendered pages by URL, for a few seconds. Only output that is the same for every visitor goes
 * in: the renderer never reads cookies or headers, and per-visitor bits are drawn in the browser.
 * Pages built from empty defaults (upstream trouble) are never kept. With Redis, a page rendered
 * by any instance is served by every instance until its time is up.
 */
export class RenderCache {
  /** Pages asked for since start: kept here, rendered by another instance, or to render now. */
  readonly counts = { hit: 0, shared: 0, miss: 0 };
  private readonly pages: TwoTierCache<RenderedPage>;

  constructor(private readonly options: RenderCacheOptions) {
    const shared = options.shared;
    this.pages = new TwoTierCache<RenderedPage>({
      maxEntries: options.maxEntries,
      ...(shared
        ? {
            shared: {
              cache: shared.cache,
              prefix: `page:${shared.build}:`,
              encode: (page) =>
                JSON.stringify({
                  statusCode: page.statusCode,
                  contentType: page.contentType,
                  contentSecurityPolicy: page.contentSecurityPolicy,
                  html: page.body.identity.toString('utf8'),
                } satisfies SharedPage),
              decode: readSharedPage,
            },
          }
        : {}),
    });
  }

  /** Null when it is turned off (a TTL or size of 0). */
  static create(options: RenderCacheOptions): RenderCache | null {
    return options.ttlMs > 0 && options.maxEntries > 0 ? new RenderCache(options) : null;
  }

  get(key: string): RenderedPage | Promise<RenderedPage | undefined> | undefined {
    const local = this.pages.getLocal(key);
    if (local) {
      this.counts.hit += 1;
      return local;
    }
    if (this.pages.isShared) return this.fromShared(key);
    this.counts.miss += 1;
    return undefined;
  }

  set(key: string, page: RenderedPage) {
    void this.pages.set(key, page, this.options.ttlMs);
  }

  private async fromShared(key: string): Promise<RenderedPage | undefined> {
    const page = await this.pages.getShared(key);
    if (page) this.counts.shared += 1;
    else this.counts.miss += 1;
    return page;
  }
}

function readSharedPage(text: string): RenderedPage | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<SharedPage>;
    return typeof parsed.html === 'string' &&
      typeof parsed.statusCode === 'number' &&
      typeof parsed.contentType === 'string'
      ? {
          statusCode: parsed.statusCode,
          contentType: parsed.contentType,
          contentSecurityPolicy: parsed.contentSecurityPolicy ?? null,
          body: new EncodedBody(parsed.html),
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/** A fingerprint of a build: every file's path and bytes under `dir`, hashed. */
export function buildFingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${path.slice(dir.length)}\0`).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 16);
}
