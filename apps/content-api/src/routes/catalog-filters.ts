import { parseCatalogFilters, queryEntries } from '@ostrel/contract/catalog-query';
import type { AppliedFilter, CatalogFilter } from '@ostrel/contract/schemas/catalog';
import type { Locale } from '@ostrel/contract/schemas/common';
import type { DistributionCode } from '@ostrel/catalog-specs/distribution';
import { years } from '@ostrel/catalog-specs/format';
import { distributionNames, mountingNames, units } from '@ostrel/catalog-specs/labels';
import { mountingIcons } from '../catalog/mounting-icons.js';
import type { Queryable } from '../db/database.js';

type Text = Record<Locale, string>;

interface FilterSpec {
  code: string;
  type: CatalogFilter['type'];
  name: Text;
  unit: Text | null;
  /** SQL over the model row `m`: its value as text (select boxes) or a number (ranges). Constant, never user input. */
  expr: string;
  step?: number;
  label?: (value: string, locale: Locale) => string;
  picture?: (value: string) => string | null;
  /** Orders select-box values; text order otherwise. */
  numeric?: boolean;
}

export const filterSpecs: FilterSpec[] = [
  {
    code: 'power',
    type: 'range',
    name: { ru: 'Мощность', en: 'Power' },
    unit: units.W,
    expr: `(m.tech->>'power')::float8`,
    step: 1,
  },
  {
    code: 'flux',
    type: 'range',
    name: { ru: 'Световой поток', en: 'Luminous flux' },
    unit: units.lm,
    expr: `(m.tech->>'flux')::float8`,
    step: 10,
  },
  {
    code: 'efficacy',
    type: 'range',
    name: { ru: 'Световая отдача', en: 'Efficacy' },
    unit: units.lmW,
    expr: `(m.tech->>'efficacy')::float8`,
    step: 1,
  },
  {
    code: 'cct',
    type: 'selectBox',
    name: { ru: 'Цветовая температура', en: 'Colour temperature' },
    unit: units.K,
    expr: `m.tech->>'cct'`,
    numeric: true,
    label: (value) => `${value} K`,
  },
  {
    code: 'cri',
    type: 'selectBox',
    name: { ru: 'Цветопередача', en: 'Colour rendering' },
    unit: null,
    expr: `m.tech->>'cri'`,
    numeric: true,
    label: (value) => `Ra ≥ ${value}`,
  },
  {
    code: 'ip',
    type: 'selectBox',
    name: { ru: 'Степень защиты', en: 'Ingress protection' },
    unit: null,
    expr: `m.tech->>'ip'`,
  },
  {
    code: 'mounting',
    type: 'pictureSelectBox',
    name: { ru: 'Монтаж', en: 'Mounting' },
    unit: null,
    expr: `m.tech->>'mounting'`,
    label: (value, locale) => mountingNames[value]?.[locale] ?? value,
    picture: (value) => (mountingIcons[value] ? `/upload/icons/${mountingIcons[value]}.svg` : null),
  },
  {
    code: 'distribution',
    type: 'selectBox',
    name: { ru: 'Кривая силы света', en: 'Light distribution' },
    unit: null,
    expr: `m.tech->>'distribution'`,
    label: (value, locale) =>
      value in distributionNames ? distributionNames[value as DistributionCode][locale] : value,
  },
  {
    code: 'dimming',
    type: 'selectBox',
    name: { ru: 'Управление', en: 'Dimming' },
    unit: null,
    expr: `m.tech->>'dimming'`,
  },
  {
    code: 'warranty',
    type: 'selectBox',
    name: { ru: 'Гарантия', en: 'Warranty' },
    unit: null,
    expr: `m.tech->>'warrantyYears'`,
    numeric: true,
    label: (value, locale) => years(Number(value), locale),
  },
];

const archivedCondition = '($2::boolean or not m.archived)';

/** The filters a set of sections offers, with the values and ranges found in their models. */
export async function filterDefinitions(
  db: Queryable,
  sectionIds: number[],
  includeArchived: boolean,
  locale: Locale,
): Promise<CatalogFilter[]> {
  const selects = filterSpecs.filter((spec) => spec.type !== 'range');
  const ranges = filterSpecs.filter((spec) => spec.type === 'range');
  const [values, bounds] = await Promise.all([
    db.query<{ code: string; value: string; count: number }>(
      `select v.code, v.value, count(distinct m.series_id)::int as count
       from model m join series s on s.id = m.series_id
       cross join lateral (values ${selects.map((spec) => `('${spec.code}', ${spec.expr})`).join(', ')}) as v(code, value)
       where s.section_id = any($1::int[]) and ${archivedCondition} and v.value is not null
       group by v.code, v.value`,
      [sectionIds, includeArchived],
    ),
    db.query<Record<string, number | null>>(
      `select ${ranges.map((spec) => `min(${spec.expr}) as "${spec.code}_min", max(${spec.expr}) as "${spec.code}_max"`).join(', ')}
       from model m join series s on s.id = m.series_id
       where s.section_id = any($1::int[]) and ${archivedCondition}`,
      [sectionIds, includeArchived],
    ),
  ]);
  const definitions: CatalogFilter[] = [];
  for (const spec of filterSpecs) {
    const base = { code: spec.code, name: spec.name[locale], unit: spec.unit?.[locale] ?? null };
    if (spec.type === 'range') {
      const min = bounds.rows[0]?.[`${spec.code}_min`];
      const max = bounds.rows[0]?.[`${spec.code}_max`];
      if (min === null || min === undefined || max === null || max === undefined || min === max) continue;
      definitions.push({ ...base, type: 'range', min: Math.floor(min), max: Math.ceil(max), step: spec.step ?? 1 });
      continue;
    }
    const found = values.rows
      .filter((row) => row.code === spec.code)
      .sort((a, b) => (spec.numeric ? Number(a.value) - Number(b.value) : a.value.localeCompare(b.value)))
      .map((row) => ({
        value: row.value,
        label: spec.label ? spec.label(row.value, locale) : row.value,
        picture: spec.picture ? spec.picture(row.value) : null,
        count: row.count,
      }));
    // A choice of one is no choice: such a filter would only clutter the panel.
    if (found.length < 2) continue;
    definitions.push({ ...base, type: spec.type, values: found });
  }
  return definitions;
}

/**
 * Reads the query format of requirements §7 with the shared catalogue filter rules (`@ostrel/contract/catalog-query`)
 * and keeps what the section's definitions offer. Anything invalid — unknown code, unknown value, a
 * range with one bound, a non-number — is left out, so a bad link still shows a page.
 */
export function appliedFilters(
  definitions: CatalogFilter[],
  query: Record<string, string | string[] | undefined>,
): AppliedFilter[] {
  const { selects, ranges } = parseCatalogFilters(queryEntries(query));
  const applied: AppliedFilter[] = [];
  for (const definition of definitions) {
    if (definition.type === 'range') {
      const range = ranges.find((candidate) => candidate.code === definition.code);
      if (!range) continue;
      const { min: minValue, max: maxValue } = range;
      applied.push({
        code: definition.code,
        name: definition.name,
        type: 'range',
        values: { minValue, maxValue },
        label: `${minValue}–${maxValue}${definition.unit ? ` ${definition.unit}` : ''}`,
      });
      continue;
    }
    const asked = new Set(selects.find((select) => select.code === definition.code)?.values);
    for (const value of definition.values) {
      if (asked.has(value.value))
        applied.push({
          code: definition.code,
          name: definition.name,
          type: definition.type,
          value: value.value,
          label: value.label,
        });
    }
  }
  return applied;
}

/** SQL conditions on model `m` for the applied filters; values go in as parameters from `offset`. */
export function filterConditions(applied: AppliedFilter[], offset: number): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  const byCode = new Map<string, AppliedFilter[]>();
  for (const filter of applied) byCode.set(filter.code, [...(byCode.get(filter.code) ?? []), filter]);
  for (const [code, filters] of byCode) {
    const spec = filterSpecs.find((candidate) => candidate.code === code);
    if (!spec) continue;
    const first = filters[0];
    if (first?.type === 'range') {
      params.push(first.values.minValue, first.values.maxValue);
      sql.push(`${spec.expr} between $${offset + params.length - 1} and $${offset + params.length}`);
    } else {
      params.push(filters.map((filter) => (filter.type === 'range' ? '' : filter.value)));
      sql.push(`${spec.expr} = any($${offset + params.length}::text[])`);
    }
  }
  return { sql, params };
}
