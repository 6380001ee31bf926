import type { Content } from '../load-content.js';
import { plainText, type RowWriter } from './row-writer.js';

type Catalog = Content['catalog'];

/** The icons of the catalogue's top sections, for their `catalog_section` rows (seed.ts). */
export const catalogSectionIcons: Record<string, string> = {
  office: 'building-2',
  industrial: 'factory',
  street: 'lamp-floor',
  'explosion-proof': 'flame',
  emergency: 'siren',
  architectural: 'landmark',
  controls: 'sliders-horizontal',
};

/**
 * The catalogue's SEO records and search documents: its sections, then its series and their models.
 * The rows themselves live in the catalogue tables (seed.ts).
 */
export function catalogSeoAndSearch(writer: RowWriter) {
  const { catalog } = writer.content;
  for (const section of catalog.sections) sectionRows(writer, section);
  for (const series of catalog.series) seriesRows(writer, series);
}

function sectionRows({ content, t, picture, seo, index }: RowWriter, section: Catalog['sections'][number]) {
  const { catalog } = content;
  const catalogLabel = t({ ru: 'Каталог', en: 'Catalogue' });
  const sectionPicture = picture(`catalog-${section.code}`, t(section.name));
  seo(`/catalog/${section.code}`, {
    title: t(section.name),
    description: t(section.preview),
    image: sectionPicture,
  });
  index({
    type: 'section',
    ref: `catalog:${section.code}`,
    url: `/catalog/${section.code}`,
    title: t(section.name),
    codes: '',
    section: catalogLabel,
    description: t(section.preview),
    body: `${section.children.map((child) => t(child.name)).join(', ')}. ${seriesIn(catalog, section.code)}`,
    picture: sectionPicture,
    boost: 1.4,
  });
  for (const child of section.children) {
    const childPicture = picture(`catalog-${child.code}`, t(child.name));
    seo(`/catalog/${section.code}/${child.code}`, {
      title: `${t(child.name)} — ${t(section.name)}`,
      description: t(child.preview),
      image: childPicture,
    });
    index({
      type: 'section',
      ref: `catalog:${section.code}/${child.code}`,
      url: `/catalog/${section.code}/${child.code}`,
      title: t(child.name),
      codes: '',
      section: `${catalogLabel}. ${t(section.name)}`,
      description: t(child.preview),
      body: seriesIn(catalog, child.code),
      picture: childPicture,
      boost: 1.4,
    });
  }
}

function seriesRows(writer: RowWriter, series: Catalog['series'][number]) {
  const { assets, t, picture, seo, index } = writer;
  const seriesPicture = picture(`series-${series.gnkCode}`, series.name);
  const section = sectionName(writer, series.section[series.section.length - 1] ?? '');
  const sections = series.section.map((code) => sectionName(writer, code)).join('. ');
  const models = assets.models.filter((model) => model.gnkCode === series.gnkCode);
  seo(`/product/${series.gnkCode}`, {
    title: `${series.name} — ${section}`,
    description: t(series.preview),
    image: seriesPicture,
    type: 'product',
  });
  index({
    type: 'series',
    ref: series.gnkCode,
    url: `/product/${series.gnkCode}`,
    title: series.name,
    codes: codeVariants([series.gnkCode, series.name]),
    section: sections,
    description: `${t(series.preview)} ${series.features.map(t).join('. ')}`,
    body: plainText(t(series.description)),
    picture: seriesPicture,
    boost: 1.5,
  });
  for (const model of models) {
    const link = `/product/${series.gnkCode}/${model.nkCode}`;
    seo(link, {
      title: `${model.name} — ${section}`,
      description: t(model.description),
      image: seriesPicture,
      type: 'product',
    });
    index({
      type: 'model',
      ref: model.nkCode,
      url: link,
      title: model.name,
      codes: codeVariants([model.nkCode, model.name]),
      section: `${series.name}. ${sections}`,
      description: t(model.description),
      body: '',
      picture: seriesPicture ? { ...seriesPicture, alt: model.name } : null,
      boost: model.archived ? 0.6 : 1.1,
    });
  }
}

function sectionName({ content, t }: RowWriter, code: string) {
  for (const section of content.catalog.sections) {
    if (section.code === code) return t(section.name);
    const child = section.children.find((candidate) => candidate.code === code);
    if (child) return t(child.name);
  }
  return '';
}

// A catalogue section is found by its name and by the names of its series.
function seriesIn(catalog: Catalog, code: string) {
  return catalog.series
    .filter((series) => series.section.includes(code))
    .map((series) => series.name)
    .join(', ');
}

/** A code as written, split, and compacted: `LINEA 36/840` → `linea 36 840 linea36840`. */
function codeVariants(codes: string[]): string {
  const variants = new Set<string>();
  for (const code of codes) {
    const lower = code.toLowerCase();
    variants.add(lower.replace(/[^a-zа-яё0-9]+/g, ' ').trim());
    variants.add(lower.replace(/[^a-zа-яё0-9]/g, ''));
  }
  return [...variants].join(' ');
}
