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
