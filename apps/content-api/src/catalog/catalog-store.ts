import type { CatalogSectionNode, ModelCard, SeriesCard, Technical } from '@ostrel/contract/schemas/catalog';
import type { Locale, Picture } from '@ostrel/contract/schemas/common';
import type { Queryable } from '../db/database.js';

type Text = Record<Locale, string>;

interface SectionData {
  name: Text;
  preview: Text;
  description: Text;
  picture: Picture | null;
  icon: string | null;
}

interface SeriesData {
  preview: Text;
  description: Text;
  features: Text[];
  applications: Text[];
  housing: Text;
  picture: Picture | null;
  gallery: Picture[];
}

export interface SectionRow {
  id: number;
  code: string;
  parent_id: number | null;
  sort: number;
  data: SectionData;
}

/** The section tree is small and read by every catalogue call: load it whole. */
export class Sections {
  private constructor(private readonly rows: SectionRow[]) {}

  static async load(db: Queryable): Promise<Sections> {
    const { rows } = await db.query<SectionRow>(
      'select id, code, parent_id, sort, data from catalog_section order by sort, id',
    );
    return new Sections(rows);
  }

  byId(id: number) {
    return this.rows.find((row) => row.id === id);
  }

  children(parentId: number | null) {
    return this.rows.filter((row) => row.parent_id === parentId);
  }

  /** Codes from the top down. */
  path(id: number): string[] {
    const codes: string[] = [];
    for (let row = this.byId(id); row; row = row.parent_id === null ? undefined : this.byId(row.parent_id))
      codes.unshift(row.code);
    return codes;
  }

  /** The section addressed by codes from the top down, or null when the path does not exist. */
  find(codes: string[]): SectionRow | null {
    let parent: number | null = null;
    let found: SectionRow | null = null;
    for (const code of codes) {
      found = this.rows.find((row) => row.parent_id === parent && row.code === code) ?? null;
      if (!found) return null;
      parent = found.id;
    }
    return found;
  }

  /** The section and every section below it. */
  subtree(id: number | null): number[] {
    const ids: number[] = id === null ? [] : [id];
    for (const child of this.children(id)) ids.push(...this.subtree(child.id));
    return id === null ? this.rows.map((row) => row.id) : ids;
  }

  link(id: number) {
    return `/catalog/${this.path(id).join('/')}`;
  }

  breadcrumbs(id: number, locale: Locale) {
    return this.path(id).map((_, index, codes) => {
      const row = this.find(codes.slice(0, index + 1));
      return { title: row?.data.name[locale] ?? '', link: `/catalog/${codes.slice(0, index + 1).join('/')}` };
    });
  }

  node(row: SectionRow, locale: Locale, seriesCount: Map<number, number>): CatalogSectionNode {
    return {
      id: row.id,
      code: row.code,
      name: row.data.name[locale],
      preview: row.data.preview[locale],
      picture: withAlt(row.data.picture, row.data.name[locale]),
      icon: row.data.icon,
      link: this.link(row.id),
      seriesCount: this.subtree(row.id).reduce((sum, id) => sum + (seriesCount.get(id) ?? 0), 0),
      children: this.children(row.id).map((child) => this.node(child, locale, seriesCount)),
    };
  }
}

export const withAlt = (picture: Picture | null, alt: string): Picture | null => (picture ? { ...picture, alt } : null);

export async function seriesCountBySection(db: Queryable, includeArchived = false): Promise<Map<number, number>> {
  const { rows } = await db.query<{ section_id: number; count: number }>(
    `select s.section_id, count(*)::int as count from series s
     where $1 or exists (select 1 from model m where m.series_id = s.id and not m.archived)
     group by s.section_id`,
    [includeArchived],
  );
  return new Map(rows.map((row) => [row.section_id, row.count]));
}

/** A row of the series table. */
export interface SeriesRow {
  id: number;
  gnk_code: string;
  name: string;
  section_id: number;
  is_new: boolean;
  warranty_years: number;
  data: SeriesData;
}

interface SeriesCardRow extends SeriesRow {
  models_count: number;
  current_count: number;
  power_min: number | null;
  power_max: number | null;
  flux_min: number | null;
  flux_max: number | null;
  efficacy_max: number | null;
  cct: number[] | null;
  ip: string[] | null;
}

/** Series cards by id, in the order of `ids`; figures count current models (all when none is current). */
export async function seriesCards(
  db: Queryable,
  sections: Sections,
  ids: number[],
  locale: Locale,
): Promise<SeriesCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<SeriesCardRow>(
    `with counted as (
       select s.id, bool_or(not m.archived) as has_current from series s join model m on m.series_id = s.id
       where s.id = any($1::int[]) group by s.id
     )
     select s.id, s.gnk_code, s.name, s.section_id, s.is_new, s.warranty_years, s.data,
       count(m.id)::int as models_count,
       count(m.id) filter (where not m.archived)::int as current_count,
       min((m.tech->>'power')::float8) as power_min, max((m.tech->>'power')::float8) as power_max,
       min((m.tech->>'flux')::float8) as flux_min, max((m.tech->>'flux')::float8) as flux_max,
       max((m.tech->>'efficacy')::float8) as efficacy_max,
       array_agg(distinct (m.tech->>'cct')::int) filter (where m.tech->>'cct' is not null) as cct,
       array_agg(distinct m.tech->>'ip') as ip
     from series s
     join counted on counted.id = s.id
     join model m on m.series_id = s.id and (not m.archived or not counted.has_current)
     group by s.id`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        gnkCode: row.gnk_code,
        name: row.name,
        preview: row.data.preview[locale],
        picture: withAlt(row.data.picture, row.name),
        sectionLevelCodes: sections.path(row.section_id),
        link: `/product/${row.gnk_code}`,
        modelsCount: row.current_count > 0 ? row.current_count : row.models_count,
        isNew: row.is_new,
        archived: row.current_count === 0,
        figures: {
          powerMin: row.power_min,
          powerMax: row.power_max,
          fluxMin: row.flux_min,
          fluxMax: row.flux_max,
          efficacyMax: row.efficacy_max,
          cct: (row.cct ?? []).sort((a, b) => a - b),
          ip: (row.ip ?? []).sort(),
          warrantyYears: row.warranty_years,
        },
      },
    ];
  });
}

interface ModelRow {
  id: number;
  nk_code: string;
  name: string;
  archived: boolean;
  tech: Technical;
  gnk_code: string;
  series_name: string;
  series_data: SeriesData;
}

export function modelCard(row: ModelRow): ModelCard {
  const tech = row.tech;
  const dimensions =
    tech.length !== null && tech.width !== null && tech.height !== null
      ? `${tech.length}×${tech.width}×${tech.height}`
      : tech.diameter !== null
        ? `Ø${tech.diameter}×${tech.height ?? 0}`
        : '';
  return {
    id: row.id,
    nkCode: row.nk_code,
    gnkCode: row.gnk_code,
    name: row.name,
    seriesName: row.series_name,
    picture: withAlt(row.series_data.picture, row.name),
    archived: row.archived,
    link: `/product/${row.gnk_code}/${row.nk_code}`,
    power: tech.power,
    flux: tech.flux,
    efficacy: tech.efficacy,
    cct: tech.cct,
    cri: tech.cri,
    ip: tech.ip,
    dimensions,
    weight: tech.weight,
  };
}

const modelSelect = `select m.id, m.nk_code, m.name, m.archived, m.tech, m.sort, s.gnk_code, s.name as series_name, s.data as series_data
  from model m join series s on s.id = m.series_id`;

export async function modelsOfSeries(db: Queryable, seriesId: number): Promise<ModelRow[]> {
  const { rows } = await db.query<ModelRow>(`${modelSelect} where m.series_id = $1 order by m.archived, m.sort, m.id`, [
    seriesId,
  ]);
  return rows;
}

export async function modelsByIds(db: Queryable, ids: number[]): Promise<ModelRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ModelRow>(`${modelSelect} where m.id = any($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
