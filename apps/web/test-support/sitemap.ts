// The pages the site's sitemap lists, for checks that cover every page.

async function readSitemap(site: string): Promise<string[]> {
  const response = await fetch(`${site}/sitemap.xml`);
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
}

/**
 * The site paths /sitemap.xml lists, read from the running site. A sitemap made while some content
 * read failed lacks those pages, and the site does not keep it: the next read is made afresh. So
 * read until two in a row agree.
 */
export async function sitemapPaths(site: string): Promise<string[]> {
  let previous = await readSitemap(site);
  for (let reads = 2; reads <= 5; reads += 1) {
    const paths = await readSitemap(site);
    if (paths.join('\n') === previous.join('\n')) return paths;
    previous = paths;
  }
  throw new Error('/sitemap.xml listed other pages on each of five reads: the content API keeps failing some reads');
}

/** A page kind's first page in each language (`/product/plato`, `/en/product/plato`). */
export interface PageKind {
  kind: string;
  ru: string | undefined;
  en: string | undefined;
}

// The sitemap leaves out what search engines should not index; a visitor still meets it.
const unlistedPages = ['/favorites', '/search?query=plato', '/no-such-page'];

/**
 * One page of every kind the sitemap lists, in each language. A kind is a path's first segment and
 * depth (`/product/plato/plato-25-830` is `product/3`); where a section has only a few sub-paths at
 * a depth (`/career/vacancies`, `/career/stories`), each is a kind of its own. A section that lands
 * is walked and measured (`pnpm bench`) without a change here.
 */
export function pageKinds(sitemap: string[]): PageKind[] {
  const paths = [...sitemap, ...unlistedPages, ...unlistedPages.map((path) => `/en${path}`)];
  const parsed = paths.map((path) => {
    const segments = (path.split('?')[0] ?? '').split('/').filter(Boolean);
    const locale = segments[0] === 'en' ? 'en' : 'ru';
    const rest = locale === 'en' ? segments.slice(1) : segments;
    return { path, locale, rest, section: `${rest[0] ?? ''}/${rest.length}` } as const;
  });
  const subPaths = new Map<string, Set<string>>();
  for (const { section, rest } of parsed) {
    if (rest.length >= 2) subPaths.set(section, (subPaths.get(section) ?? new Set()).add(rest[1]!));
  }
  const kinds = new Map<string, PageKind>();
  for (const { path, locale, rest, section } of parsed) {
    const fewSubPaths = (subPaths.get(section)?.size ?? 0) <= 3;
    const kind = rest.length >= 2 && fewSubPaths ? `${section} ${rest[1]!}` : section;
    const found = kinds.get(kind) ?? { kind, ru: undefined, en: undefined };
    found[locale] ??= path;
    kinds.set(kind, found);
  }
  return [...kinds.values()];
}
