import { localePath } from '../src/i18n/locale.js';

/** Pages every visitor can reach from the menu (SPEC §2), in both languages. */
export const staticSitemapPaths = [
  '/',
  '/catalog',
  '/solutions',
  '/projects',
  '/services',
  '/services/circuit-breakers-calculator',
  '/services/lighting-calculator',
  '/services/custom-shop',
  '/services/lighting-planning',
  '/services/lighting-design',
  '/services/downloads',
  '/blog',
  '/news',
  '/career',
  '/career/vacancies',
  '/career/internship',
  '/distributors/city',
  '/distributors/name',
  '/about',
  '/about/garantiynye-obyazatelstva',
  '/about/garantiynoe-obsluzhivanie',
  '/about/sertifikatsiya-iso',
  '/about/privacy-policy',
  '/about/about-cookies',
] as const;

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: each page once per language, each entry naming its other-language twin
 * (hreflang alternates, x-default Russian), as search engines expect for bilingual sites.
 */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) => {
    const ru = `${publicUrl}${localePath('ru', path)}`;
    const en = `${publicUrl}${localePath('en', path)}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="ru" href="${escapeXml(ru)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(ru)}"/>`,
    ].join('');
    return [ru, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

interface GraphqlAnswer<T> {
  data?: T;
  extensions?: { degraded?: boolean };
}

async function ask<T>(bffFetch: typeof fetch, query: string): Promise<GraphqlAnswer<T>> {
  const response = await bffFetch('http://bff.internal/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'ru' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

/**
 * The content's own pages, read through the BFF: sectors and their solutions, portfolio sections
 * and projects, services. Pages only one language has are still listed for both: every content
 * page exists in both (empty fields fall back), which is also what the pages' hreflang says.
 */
export async function contentSitemapPaths(bffFetch: typeof fetch): Promise<{ paths: string[]; complete: boolean }> {
  const overview = await ask<{
    solutions: { items: { code: string; link: string }[] };
    portfolio: { sections: { code: string; items: { link: string }[] }[] };
    services: { items: { link: string }[] };
    catalogSections: CatalogNode[];
  }>(
    bffFetch,
    '{ solutions { items { code link } } portfolio { sections { code items { link } } } services { items { link } } catalogSections { link children { link children { link children { link } } } } }',
  );
  const sectors = overview.data?.solutions.items ?? [];
  // One operation per few sectors: the BFF limits aliases per operation.
  const batches = Array.from({ length: Math.ceil(sectors.length / 10) }, (_, index) => sectors.slice(index * 10, index * 10 + 10));
  const sectorAnswers = await Promise.all(
    batches.map((batch) =>
      ask<Record<string, { elements?: { link: string }[] }>>(
        bffFetch,
        `{ ${batch.map((sector, index) => `s${index}: solutionSection(sectionLevelCodes: [${JSON.stringify(sector.code)}]) { ... on SolutionSectionPage { elements { link } } }`).join(' ')} }`,
      ),
    ),
  );
  const catalog = await catalogPaths(bffFetch);
  const paths = [
    ...sectors.map((sector) => sector.link),
    ...sectorAnswers.flatMap((answer) => Object.values(answer.data ?? {}).flatMap((section) => (section.elements ?? []).map((element) => element.link))),
    ...(overview.data?.portfolio.sections ?? []).flatMap((section) => [`/projects/${section.code}`, ...section.items.map((item) => item.link)]),
    ...(overview.data?.services.items ?? []).map((item) => item.link),
    ...flattenSections(overview.data?.catalogSections ?? []),
    ...catalog.paths,
  ];
  const complete = catalog.complete && [overview, ...sectorAnswers].every((answer) => answer.data !== undefined && answer.extensions?.degraded !== true);
  return { paths: [...new Set(paths)], complete };
}

interface CatalogNode {
  link: string;
  children?: CatalogNode[];
}

function flattenSections(nodes: readonly CatalogNode[]): string[] {
  return nodes.flatMap((node) => [node.link, ...flattenSections(node.children ?? [])]);
}

/** Every series and its current models (archived ones are not offered to search engines). */
async function catalogPaths(bffFetch: typeof fetch): Promise<{ paths: string[]; complete: boolean }> {
  type Listing = { catalogSection: { series?: { gnkCode: string; link: string }[]; pagination?: { totalPages: number } } };
  const first = await ask<Listing>(bffFetch, '{ catalogSection(limit: 60) { ... on CatalogSectionPage { series { gnkCode link } pagination { totalPages } } } }');
  const totalPages = Math.min(first.data?.catalogSection.pagination?.totalPages ?? 1, 50);
  const rest = await Promise.all(
    Array.from({ length: totalPages - 1 }, (_, index) =>
      ask<Listing>(bffFetch, `{ catalogSection(limit: 60, pageNum: ${index + 2}) { ... on CatalogSectionPage { series { gnkCode link } } } }`),
    ),
  );
  const series = [first, ...rest].flatMap((answer) => answer.data?.catalogSection.series ?? []);
  // One operation per few series: the BFF limits aliases per operation.
  const batches = Array.from({ length: Math.ceil(series.length / 10) }, (_, index) => series.slice(index * 10, index * 10 + 10));
  const modelAnswers = await Promise.all(
    batches.map((batch) =>
      ask<Record<string, { models?: { link: string; archived: boolean }[] } | null>>(
        bffFetch,
        `{ ${batch.map((item, index) => `s${index}: series(gnkCode: ${JSON.stringify(item.gnkCode)}) { ... on Series { models { link archived } } }`).join(' ')} }`,
      ),
    ),
  );
  const models = modelAnswers.flatMap((answer) => Object.values(answer.data ?? {}).flatMap((item) => (item?.models ?? []).filter((model) => !model.archived).map((model) => model.link)));
  const answers = [first, ...rest, ...modelAnswers];
  return { paths: [...series.map((item) => item.link), ...models], complete: answers.every((answer) => answer.data !== undefined && answer.extensions?.degraded !== true) };
}
