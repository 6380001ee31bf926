import { locales } from '@ostrel/contract/schemas/common';
import type { Content } from './load-content.js';
import { blogRows } from './rows/blog.js';
import { careerRows } from './rows/careers.js';
import { catalogSeoAndSearch } from './rows/catalog.js';
import { distributorRows } from './rows/distributors.js';
import { newsRows } from './rows/news.js';
import { pageRows } from './rows/pages.js';
import { projectRows } from './rows/projects.js';
import { createRowWriter, type SeedAssets } from './rows/row-writer.js';
import { siteRows } from './rows/site.js';
import { solutionRows } from './rows/solutions.js';

/** Builds every row of the editorial tables, the SEO records and the search index from the content. */
export function buildRows(content: Content, assets: SeedAssets) {
  const { rows, search, forLocale } = createRowWriter(content, assets);
  for (const locale of locales) {
    const writer = forLocale(locale);
    // The site file's SEO goes first: it wins over the SEO a page derives for the same route.
    siteRows(writer);
    solutionRows(writer);
    projectRows(writer);
    blogRows(writer);
    newsRows(writer);
    careerRows(writer);
    distributorRows(writer);
    pageRows(writer);
    catalogSeoAndSearch(writer);
  }
  // Solution products need series cards, which only the catalogue tables hold: the seed fills them later.
  return { rows, search };
}
