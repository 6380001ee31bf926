import type { Locale, Picture } from '@ostrel/contract/schemas/common';
import type { SearchType } from '@ostrel/contract/schemas/search';
import type { GeneratedModel } from '../catalog-types.js';
import type { T } from '../content-schema.js';
import type { Content } from '../load-content.js';

export interface ContentRow {
  kind: string;
  code: string;
  locale: Locale;
  parent: string;
  sort: number;
  published_on: string | null;
  data: unknown;
}

/** A page as the search indexes it (a row of `search_document`; search/site-search.ts). */
export interface SearchRow {
  locale: Locale;
  type: SearchType;
  ref: string;
  url: string;
  /** The page's name: a series or model name, a title. */
  title: string;
  /** Model codes in the forms people type them. */
  codes: string;
  /** The sections and categories the page is in. */
  section: string;
  /** Its lead: a preview, a model's description, a vacancy's city. */
  description: string;
  body: string;
  picture: Picture | null;
  /** How much a page of its kind weighs: a series over a model over a news item. */
  boost: number;
}

export interface SeedAssets {
  pictures: Map<string, Picture>;
  icon: (name: string) => string;
  logo: { desktop: string; mobile: string };
  models: GeneratedModel[];
}

interface Seo {
  title: string;
  description: string;
  image?: Picture | null;
  type?: string;
  article?: { published_time: string; section: string } | null;
}

/** What each domain's builder writes its rows with, in one locale. */
export interface RowWriter {
  content: Content;
  assets: SeedAssets;
  locale: Locale;
  t: (text: T) => string;
  picture: (name: string, alt: string) => Picture | null;
  put: (
    kind: string,
    code: string,
    data: unknown,
    extra?: Partial<Pick<ContentRow, 'parent' | 'sort' | 'published_on'>>,
  ) => void;
  seo: (path: string, value: Seo, source?: 'site' | 'derived') => void;
  index: (row: Omit<SearchRow, 'locale'>) => void;
}

/** Collects the rows and search documents of every locale; `forLocale` gives the writer of one. */
export function createRowWriter(content: Content, assets: SeedAssets) {
  const rows: ContentRow[] = [];
  const search: SearchRow[] = [];
  const brand = content.site.brand.name;
  // The site file's SEO for a fixed route wins over the one a page derives; any other repeat is a content error.
  const seoKeys = new Map<string, 'site' | 'derived'>();

  const forLocale = (locale: Locale): RowWriter => {
    const put: RowWriter['put'] = (kind, code, data, extra = {}) => {
      rows.push({
        kind,
        code,
        locale,
        parent: extra.parent ?? '',
        sort: extra.sort ?? 0,
        published_on: extra.published_on ?? null,
        data,
      });
    };
    const seo: RowWriter['seo'] = (path, value, source = 'derived') => {
      const key = `${locale}:${path}`;
      const existing = seoKeys.get(key);
      if (existing === 'site' && source === 'derived') return;
      if (existing) throw new Error(`two SEO records for ${path}`);
      seoKeys.set(key, source);
      put('seo', path, {
        title: value.title.includes(brand[locale]) ? value.title : `${value.title} | ${brand[locale]}`,
        description:
          value.description.length > 200
            ? `${value.description.slice(0, 197).replace(/\s+\S*$/, '')}…`
            : value.description,
        og: { title: value.title, image: value.image?.large?.src ?? null, type: value.type ?? 'website' },
        article: value.article ?? null,
        redirect: null,
      });
    };
    return {
      content,
      assets,
      locale,
      t: (text) => text[locale],
      picture: (name, alt) => {
        const found = assets.pictures.get(name);
        return found ? { ...found, alt } : null;
      },
      put,
      seo,
      index: (row) => {
        search.push({ locale, ...row });
      },
    };
  };

  return { rows, search, forLocale };
}

export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** Titled items with an optional icon, as the career and content pages show them. */
export const iconItems = ({ t, assets }: RowWriter, items: { title: T; text: T; icon: string | null }[]) =>
  items.map((item) => ({
    title: t(item.title),
    text: t(item.text),
    icon: item.icon ? assets.icon(item.icon) : null,
  }));
