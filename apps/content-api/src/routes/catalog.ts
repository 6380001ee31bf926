import { specGroups } from '@ostrel/catalog-specs/spec-groups';
import type { Accessory, Model, PhotometryCheckReport, Series } from '@ostrel/contract/schemas/catalog';
import type { Locale } from '@ostrel/contract/schemas/common';
import type { DocumentFile } from '@ostrel/contract/schemas/downloads';
import type { Project } from '@ostrel/contract/schemas/portfolio';
import type { SolutionElement } from '@ostrel/contract/schemas/solutions';
import { ProjectCard } from '@ostrel/contract/schemas/portfolio';
import type { Queryable } from '../db/database.js';
import type { HandlersOf } from '../handler.js';
import { notFound } from '../http/errors.js';
import { appliedFilters, filterConditions, filterDefinitions, filterSpecs } from './catalog-filters.js';
import {
  modelCard,
  modelsByIds,
  modelsOfSeries,
  Sections,
  seriesCards,
  seriesCountBySection,
  withAlt,
  type SeriesRow,
} from '../catalog/catalog-store.js';
import { documentsWhere } from './documents.js';
import { getDoc, listDocs } from './store.js';
import { gldfFileName, gldfModelPath, gldfSeriesPath, gldfVersion, type GldfSources } from '../catalog/gldf-files.js';

const sortExpressions = {
  default: 's.sort',
  name: 'lower(s.name)',
  power: 'matching.power',
  flux: 'matching.flux',
  efficacy: 'matching.efficacy',
} as const;

async function findSeries(db: Queryable, gnkCode: string): Promise<SeriesRow> {
  const { rows } = await db.query<SeriesRow>(
    'select id, gnk_code, name, section_id, is_new, warranty_years, data from series where gnk_code = $1',
    [gnkCode],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

async function accessoryCount(db: Queryable, seriesId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from series_accessory where series_id = $1',
    [seriesId],
  );
  return rows[0]?.count ?? 0;
}

/** Solutions and projects are related from their side; the catalogue reads the relation back. */
async function relatedContent(db: Queryable, gnkCode: string, locale: Locale) {
  const [solutions, projects] = await Promise.all([
    listDocs<SolutionElement & { seriesCodes: string[] }>(db, 'solution-element', locale),
    listDocs<Project & { seriesCodes: string[] }>(db, 'project', locale),
  ]);
  return {
    solutions: solutions.items
      .filter((element) => element.seriesCodes.includes(gnkCode))
      .map((element) => ({
        code: element.code,
        name: element.name,
        picture: element.picture,
        link: `/solution/${[...element.sectionLevelCodes, element.code].join('/')}`,
      })),
    projects: projects.items
      .filter((project) => project.seriesCodes.includes(gnkCode))
      .map((project) =>
        ProjectCard.parse({ ...project, ...project.mainInfo, link: `/project/${project.sectionCode}/${project.code}` }),
      ),
  };
}

interface ModelPageRow {
  id: number;
  nk_code: string;
  name: string;
  archived: boolean;
  replaced_by: string | null;
  description: Record<Locale, string>;
  tech: Model['technical'];
  series_id: number;
}

const modelPageSelect = 'select id, nk_code, name, archived, replaced_by, description, tech, series_id from model';

/**
 * A model with everything its page shows, in the asked language. The section tree and the content's
 * version are read once by the caller for every model it answers.
 */
async function modelPage(
  db: Queryable,
  shared: { sections: Sections; gldfVersion: string },
  series: SeriesRow,
  model: ModelPageRow,
  locale: Locale,
): Promise<Model> {
  const { sections, gldfVersion: version } = shared;
  const [documents, accessories, replacement] = await Promise.all([
    documentsWhere(db, 'd.model_id = $1', [model.id], locale),
    accessoryCount(db, series.id),
    model.replaced_by
      ? db.query<{ nk_code: string; name: string }>('select nk_code, name from model where nk_code = $1', [
          model.replaced_by,
        ])
      : null,
  ]);
  const replacedBy = replacement?.rows[0];
  const ldt = documents.find((document: DocumentFile) => document.type === 'ldt') ?? null;
  const housing = series.data.housing[locale];
  return {
    id: model.id,
    nkCode: model.nk_code,
    gnkCode: series.gnk_code,
    name: model.name,
    seriesName: series.name,
    description: model.description[locale],
    archived: model.archived,
    replacement: replacedBy
      ? {
          nkCode: replacedBy.nk_code,
          name: replacedBy.name,
          link: `/product/${series.gnk_code}/${replacedBy.nk_code}`,
        }
      : null,
    sectionLevelCodes: sections.path(series.section_id),
    breadcrumbs: [
      ...sections.breadcrumbs(series.section_id, locale),
      { title: series.name, link: `/product/${series.gnk_code}` },
    ],
    picture: withAlt(series.data.picture, model.name),
    gallery: series.data.gallery.map((picture, index) => ({ ...picture, alt: `${model.name} — ${index + 1}` })),
    technical: { ...model.tech, housing },
    specs: specGroups({ technical: model.tech }, locale, { housing: series.data.housing }),
    documents,
    photometry: {
      ies: documents.find((document: DocumentFile) => document.type === 'ies') ?? null,
      ldt,
    },
    gldf: ldt
      ? { url: gldfModelPath(series.gnk_code, model.nk_code, version), fileName: gldfFileName(model.nk_code) }
      : null,
    accessoriesCount: accessories,
  };
}

/**
 * The models a GLDF container holds, as the model endpoint answers them: one model (archived or
 * not), or a series' current models in their order.
 */
export function gldfSources(db: Queryable): GldfSources {
  return {
    models: async (gnkCode, nkCode, locale) => {
      const { rows: seriesRows } = await db.query<SeriesRow>(
        'select id, gnk_code, name, section_id, is_new, warranty_years, data from series where gnk_code = $1',
        [gnkCode],
      );
      const series = seriesRows[0];
      if (!series) return [];
      const { rows } = nkCode
        ? await db.query<ModelPageRow>(`${modelPageSelect} where nk_code = $1 and series_id = $2`, [nkCode, series.id])
        : await db.query<ModelPageRow>(`${modelPageSelect} where series_id = $1 and not archived order by sort, id`, [
            series.id,
          ]);
      const shared = { sections: await Sections.load(db), gldfVersion: await gldfVersion(db) };
      return Promise.all(rows.map((row) => modelPage(db, shared, series, row, locale)));
    },
    series: async (gnkCode) => {
      const { rows } = await db.query<Pick<SeriesRow, 'name' | 'data'>>(
        'select name, data from series where gnk_code = $1',
        [gnkCode],
      );
      const series = rows[0];
      return series ? { name: series.name, preview: series.data.preview } : null;
    },
  };
}

type Keys =
  | 'catalogSections'
  | 'catalogSection'
  | 'catalogFilters'
  | 'series'
  | 'model'
  | 'models'
  | 'accessories'
  | 'favoriteSeries'
  | 'favoriteModels'
  | 'photometryChecks';

export const catalogHandlers: HandlersOf<Keys> = {
  // Written by the seed, which reads every LDT file back as it writes it (seed/photometry-report.ts).
  photometryChecks: ({ app }) => getDoc<PhotometryCheckReport>(app.db, 'photometry-check', 'report', 'ru'),

  catalogSections: async ({ app, locale }) => {
    const [sections, counts] = await Promise.all([Sections.load(app.db), seriesCountBySection(app.db)]);
    return sections.children(null).map((row) => sections.node(row, locale, counts));
  },

  catalogFilters: async ({ app, locale, query }) => {
    const sections = await Sections.load(app.db);
    const codes = query['sectionLevelCodes[]'];
    const section = codes.length > 0 ? sections.find(codes) : null;
    if (codes.length > 0 && !section) throw notFound();
    return filterDefinitions(app.db, sections.subtree(section?.id ?? null), query.filterArchived, locale);
  },

  catalogSection: async ({ app, locale, query, rawQuery }) => {
    const sections = await Sections.load(app.db);
    const codes = query['sectionLevelCodes[]'];
    const section = codes.length > 0 ? sections.find(codes) : null;
    if (codes.length > 0 && !section) throw notFound();
    const sectionIds = sections.subtree(section?.id ?? null);
    const [definitions, counts] = await Promise.all([
      filterDefinitions(app.db, sectionIds, query.filterArchived, locale),
      seriesCountBySection(app.db, query.filterArchived),
    ]);
    const applied = appliedFilters(definitions, rawQuery);
    const conditions = filterConditions(applied, 2);
    const params: unknown[] = [
      sectionIds,
      query.filterArchived,
      ...conditions.params,
      query.limit,
      (query.pageNum - 1) * query.limit,
    ];
    const power = filterSpecs.find((spec) => spec.code === 'power')?.expr ?? '0';
    const flux = filterSpecs.find((spec) => spec.code === 'flux')?.expr ?? '0';
    const efficacy = filterSpecs.find((spec) => spec.code === 'efficacy')?.expr ?? '0';
    // A series is listed when one of its models matches every filter; sorting uses those models.
    const { rows } = await app.db.query<{ id: number; total: number }>(
      `with matching as (
         select m.series_id, min(${power}) as power, max(${flux}) as flux, max(${efficacy}) as efficacy
         from model m join series s on s.id = m.series_id
         where s.section_id = any($1::int[]) and ($2::boolean or not m.archived)
           ${conditions.sql.map((condition) => `and ${condition}`).join(' ')}
         group by m.series_id
       )
       select s.id, (count(*) over ())::int as total
       from series s join matching on matching.series_id = s.id
       order by ${sortExpressions[query.sort]} ${query.order === 'desc' ? 'desc' : 'asc'} nulls last, s.sort, s.id
       limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.pageNum > 1) {
      // Past the last page: still report the true total so the client can page back.
      const { rows: countRows } = await app.db.query<{ total: number }>(
        `select count(distinct m.series_id)::int as total from model m join series s on s.id = m.series_id
         where s.section_id = any($1::int[]) and ($2::boolean or not m.archived) ${conditions.sql.map((condition) => `and ${condition}`).join(' ')}`,
        params.slice(0, -2),
      );
      total = countRows[0]?.total ?? 0;
    }
    return {
      section: section && {
        id: section.id,
        code: section.code,
        name: section.data.name[locale],
        description: section.data.description[locale],
        picture: withAlt(section.data.picture, section.data.name[locale]),
        sectionLevelCodes: sections.path(section.id),
      },
      breadcrumbs: section ? sections.breadcrumbs(section.id, locale) : [],
      children: sections.children(section?.id ?? null).map((child) => sections.node(child, locale, counts)),
      series: await seriesCards(
        app.db,
        sections,
        rows.map((row) => row.id),
        locale,
      ),
      pagination: { pageNum: query.pageNum, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
      sort: { field: query.sort, order: query.order },
      appliedFilters: applied,
      filterArchived: query.filterArchived,
    };
  },

  series: async ({ app, locale, params }): Promise<Series> => {
    const series = await findSeries(app.db, params.gnkCode);
    const [sections, models, documents, related, accessories, version] = await Promise.all([
      Sections.load(app.db),
      modelsOfSeries(app.db, series.id),
      documentsWhere(app.db, 'd.series_id = $1', [series.id], locale),
      relatedContent(app.db, series.gnk_code, locale),
      accessoryCount(app.db, series.id),
      gldfVersion(app.db),
    ]);
    // A container of the current models that give light (archived ones are not planned with).
    const planned = models.some((model) => !model.archived && model.tech.flux !== null);
    const [card] = await seriesCards(app.db, sections, [series.id], locale);
    if (!card) throw notFound();
    return {
      ...card,
      description: series.data.description[locale],
      sectionName: sections.byId(series.section_id)?.data.name[locale] ?? '',
      breadcrumbs: sections.breadcrumbs(series.section_id, locale),
      gallery: series.data.gallery.map((picture, index) => ({ ...picture, alt: `${series.name} — ${index + 1}` })),
      features: series.data.features.map((feature) => feature[locale]),
      applications: series.data.applications.map((application) => application[locale]),
      models: models.map(modelCard),
      documents,
      gldf: planned ? { url: gldfSeriesPath(series.gnk_code, version), fileName: gldfFileName(series.gnk_code) } : null,
      solutions: related.solutions,
      projects: related.projects,
      accessoriesCount: accessories,
    };
  },

  model: async ({ app, locale, params }): Promise<Model> => {
    const [series, sections, version] = await Promise.all([
      findSeries(app.db, params.gnkCode),
      Sections.load(app.db),
      gldfVersion(app.db),
    ]);
    const { rows } = await app.db.query<ModelPageRow>(`${modelPageSelect} where nk_code = $1 and series_id = $2`, [
      params.nkCode,
      series.id,
    ]);
    const model = rows[0];
    if (!model) throw notFound();
    return modelPage(app.db, { sections, gldfVersion: version }, series, model, locale);
  },

  models: async ({ app, locale, query }): Promise<Model[]> => {
    const ids = query['ids[]'];
    if (ids.length === 0) return [];
    const { rows } = await app.db.query<ModelPageRow>(`${modelPageSelect} where id = any($1::int[])`, [ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const seriesRows = await app.db.query<SeriesRow>(
      'select id, gnk_code, name, section_id, is_new, warranty_years, data from series where id = any($1::int[])',
      [[...new Set(rows.map((row) => row.series_id))]],
    );
    const seriesById = new Map(seriesRows.rows.map((row) => [row.id, row]));
    // The section tree and the content's version once for every model asked, not once each.
    const shared = { sections: await Sections.load(app.db), gldfVersion: await gldfVersion(app.db) };
    return Promise.all(
      ids.flatMap((id) => {
        const model = byId.get(id);
        const series = model && seriesById.get(model.series_id);
        return model && series ? [modelPage(app.db, shared, series, model, locale)] : [];
      }),
    );
  },

  accessories: async ({ app, locale, query }): Promise<Accessory[]> => {
    const series = await findSeries(app.db, query.gnkCode);
    const { rows } = await app.db.query<{
      id: number;
      code: string;
      data: { name: Record<Locale, string>; description: Record<Locale, string>; picture: Accessory['picture'] };
      series: string[];
    }>(
      `select a.id, a.code, a.data,
         (select array_agg(s.gnk_code order by s.sort) from series_accessory x join series s on s.id = x.series_id where x.accessory_id = a.id) as series
       from accessory a join series_accessory sa on sa.accessory_id = a.id
       where sa.series_id = $1 order by a.id`,
      [series.id],
    );
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.data.name[locale],
      description: row.data.description[locale],
      picture: withAlt(row.data.picture, row.data.name[locale]),
      compatibleSeries: row.series,
    }));
  },

  favoriteSeries: async ({ app, locale, query }) =>
    seriesCards(app.db, await Sections.load(app.db), query['ids[]'], locale),
  favoriteModels: async ({ app, query }) => (await modelsByIds(app.db, query['ids[]'])).map(modelCard),
};
