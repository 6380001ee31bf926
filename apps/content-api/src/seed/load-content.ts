import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import type * as z from 'zod';
import {
  BlogFile,
  CareersFile,
  CatalogFile,
  DistributorsFile,
  NewsFile,
  PagesFile,
  PortfolioFile,
  SearchFile,
  SiteFile,
  SolutionsFile,
} from './content-schema.js';

/** The YAML sources, found from src/seed (tsx) and from dist/seed (built) alike. */
const contentDir = resolve(import.meta.dirname, '../../src/seed/content');

const files = {
  site: SiteFile,
  solutions: SolutionsFile,
  catalog: CatalogFile,
  portfolio: PortfolioFile,
  blog: BlogFile,
  news: NewsFile,
  careers: CareersFile,
  distributors: DistributorsFile,
  pages: PagesFile,
  search: SearchFile,
} as const;

export type Content = { [K in keyof typeof files]: z.output<(typeof files)[K]> };
export type ContentName = keyof typeof files;

/** Reads and validates one content file; the error names the file and the failing paths. */
export function loadContentFile<K extends ContentName>(name: K, dir = contentDir): Content[K] {
  const path = join(dir, `${name}.yaml`);
  const result = files[name].safeParse(parse(readFileSync(path, 'utf8')));
  if (!result.success) {
    const issues = result.error.issues.slice(0, 20).map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${name}.yaml is not valid content:\n${issues.join('\n')}`);
  }
  return result.data as Content[K];
}

export function loadContent(dir = contentDir): Content {
  const entries = (Object.keys(files) as ContentName[]).map((name) => [name, loadContentFile(name, dir)]);
  return Object.fromEntries(entries) as Content;
}
