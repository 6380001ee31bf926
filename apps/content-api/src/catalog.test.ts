import type { CatalogFilter, CatalogSectionPage, Model, Series } from '@ostrel/contract/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { json } from './test-support/client.js';

const section = (query: string, locale: 'ru' | 'en' = 'ru') =>
  json<CatalogSectionPage>(`/api/v1/catalog/section?${query}`, { locale });

describe('catalogue filters', () => {
  it('define select, picture and range filters from the section data', async () => {
    const { body } = await json<CatalogFilter[]>('/api/v1/catalog/filters?sectionLevelCodes[]=street');
    const types = new Set(body.map((filter) => filter.type));
    expect(types).toEqual(new Set(['selectBox', 'pictureSelectBox', 'range']));
    const power = body.find((filter) => filter.code === 'power');
    expect(power?.type).toBe('range');
    if (power?.type === 'range') expect(power.min).toBeLessThan(power.max);
    for (const filter of body) if (filter.type !== 'range') expect(filter.values.length).toBeGreaterThan(1);
  });

  it('narrow the listing with code[]=value, and combine values of one code', async () => {
    const all = await section('sectionLevelCodes[]=office&limit=60');
    const warm = await section('sectionLevelCodes[]=office&cct[]=3000&limit=60');
    const both = await section('sectionLevelCodes[]=office&cct[]=3000&cct[]=6500&limit=60');
    expect(warm.body.pagination.total).toBeGreaterThan(0);
    expect(warm.body.pagination.total).toBeLessThanOrEqual(all.body.pagination.total);
    expect(both.body.pagination.total).toBeGreaterThanOrEqual(warm.body.pagination.total);
    expect(warm.body.appliedFilters).toEqual([
      expect.objectContaining({ code: 'cct', type: 'selectBox', value: '3000' }),
    ]);
    for (const series of warm.body.series) expect(series.figures.cct).toContain(3000);
  });

  it('apply a range only with both bounds, and match on one model', async () => {
    const { body } = await section('sectionLevelCodes[]=industrial&powerMinValue=100&powerMaxValue=160&limit=60');
    expect(body.appliedFilters).toEqual([
      expect.objectContaining({ code: 'power', values: { minValue: 100, maxValue: 160 } }),
    ]);
    for (const series of body.series) {
      expect(series.figures.powerMax).toBeGreaterThanOrEqual(100);
      expect(series.figures.powerMin).toBeLessThanOrEqual(160);
    }
    const oneBound = await section('sectionLevelCodes[]=industrial&powerMinValue=100&limit=60');
    expect(oneBound.body.appliedFilters).toEqual([]);
  });

  it('ignore invalid filters instead of failing', async () => {
    const plain = await section('sectionLevelCodes[]=office');
    const noisy = await section(
      'sectionLevelCodes[]=office&nonsense[]=1&cct[]=12345&powerMinValue=abc&powerMaxValue=10&fluxMinValue=900&filterArchived=maybe',
    );
    expect(noisy.status).toBe(200);
    expect(noisy.body.appliedFilters).toEqual([]);
    expect(noisy.body.filterArchived).toBe(false);
    expect(noisy.body.pagination.total).toBe(plain.body.pagination.total);
  });

  it('read reversed bounds the way they were meant, as the site does', async () => {
    const ordered = await section('sectionLevelCodes[]=industrial&powerMinValue=100&powerMaxValue=160&limit=60');
    const reversed = await section('sectionLevelCodes[]=industrial&powerMinValue=160&powerMaxValue=100&limit=60');
    expect(reversed.body.appliedFilters).toHaveLength(1);
    expect(reversed.body.appliedFilters).toEqual(ordered.body.appliedFilters);
    expect(reversed.body.series).toEqual(ordered.body.series);
  });

  it('hide archived-only series unless filterArchived is set', async () => {
    const current = await section('limit=60');
    const withArchived = await section('limit=60&filterArchived=true');
    expect(withArchived.body.filterArchived).toBe(true);
    expect(withArchived.body.pagination.total).toBeGreaterThanOrEqual(current.body.pagination.total);
  });
});

describe('catalogue sort and paging', () => {
  it('sorts by a column both ways', async () => {
    const ascending = await section('sectionLevelCodes[]=street&sort=power&order=asc&limit=60');
    const descending = await section('sectionLevelCodes[]=street&sort=power&order=desc&limit=60');
    const powers = ascending.body.series.map((series) => series.figures.powerMin ?? 0);
    expect(powers).toEqual([...powers].sort((a, b) => a - b));
    expect(descending.body.series.map((series) => series.gnkCode)).not.toEqual(
      ascending.body.series.map((series) => series.gnkCode),
    );
    const names = (await section('sort=name&limit=60')).body.series.map((series) => series.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('pages without overlap and reports totals', async () => {
    const page1 = await section('limit=8&pageNum=1');
    const page2 = await section('limit=8&pageNum=2');
    expect(page1.body.series).toHaveLength(8);
    expect(page1.body.pagination.totalPages).toBe(Math.ceil(page1.body.pagination.total / 8));
    const codes = new Set(page1.body.series.map((series) => series.gnkCode));
    for (const series of page2.body.series) expect(codes.has(series.gnkCode)).toBe(false);
    const beyond = await section('limit=8&pageNum=999');
    expect(beyond.body.series).toEqual([]);
    expect(beyond.body.pagination.total).toBe(page1.body.pagination.total);
  });
});

describe('series and models', () => {
  it('give a series its models, documents and breadcrumbs', async () => {
    const { body } = await json<Series>('/api/v1/catalog/gnk/linea', { locale: 'en' });
    expect(body.models.length).toBeGreaterThanOrEqual(3);
    expect(body.breadcrumbs.map((crumb) => crumb.link)).toEqual(['/catalog/office', '/catalog/office/linear']);
    expect(body.documents.every((document) => document.locale === null || document.locale === 'en')).toBe(true);
    expect(body.documents.some((document) => document.type === 'ies')).toBe(true);
  });

  it('give a model grouped technical data with inrush current, in the visitor language', async () => {
    const series = (await json<Series>('/api/v1/catalog/gnk/titan-hb')).body;
    const nkCode = series.models[0]!.nkCode;
    const ru = (await json<Model>(`/api/v1/catalog/nk/titan-hb/${nkCode}`)).body;
    const en = (await json<Model>(`/api/v1/catalog/nk/titan-hb/${nkCode}`, { locale: 'en' })).body;
    expect(ru.specs.map((group) => group.code)).toEqual(
      expect.arrayContaining(['photometric', 'electrical', 'mechanical', 'environment']),
    );
    const electrical = ru.specs.find((group) => group.code === 'electrical')!;
    expect(electrical.items.map((item) => item.code)).toEqual(
      expect.arrayContaining(['inrushCurrent', 'inrushPulseWidth']),
    );
    expect(electrical.title).toMatch(/[а-яё]/i);
    expect(en.specs.find((group) => group.code === 'electrical')!.title).toBe('Electrical data');
    expect(ru.photometry.ies?.url).toMatch(/\.ies$/);
    expect(ru.photometry.ldt?.url).toMatch(/\.ldt$/);
  });

  it('carry Ex marking for explosion-proof models only', async () => {
    const exproof = (await json<Series>('/api/v1/catalog/gnk/atlant-ex')).body;
    const model = (await json<Model>(`/api/v1/catalog/nk/atlant-ex/${exproof.models[0]!.nkCode}`)).body;
    expect(model.technical.exMarking).toMatch(/Ex/);
    const office = (await json<Series>('/api/v1/catalog/gnk/plato')).body;
    const officeModel = (await json<Model>(`/api/v1/catalog/nk/plato/${office.models[0]!.nkCode}`)).body;
    expect(officeModel.technical.exMarking).toBeNull();
  });

  it('refuse a model under the wrong series', async () => {
    const linea = (await json<Series>('/api/v1/catalog/gnk/linea')).body;
    expect((await json(`/api/v1/catalog/nk/plato/${linea.models[0]!.nkCode}`)).status).toBe(404);
  });

  it('point archived models at their replacement', async () => {
    const { body } = await section('limit=60&filterArchived=true');
    let found = false;
    for (const card of body.series) {
      const series = (await json<Series>(`/api/v1/catalog/gnk/${card.gnkCode}`)).body;
      const archived = series.models.find((model) => model.archived);
      if (!archived) continue;
      const model = (await json<Model>(`/api/v1/catalog/nk/${card.gnkCode}/${archived.nkCode}`)).body;
      expect(model.replacement?.link).toMatch(new RegExp(`^/product/${card.gnkCode}/`));
      found = true;
      break;
    }
    expect(found).toBe(true);
  });
});

describe('models by ids', () => {
  it('give each model as its own page does, in the asked order, dropping unknown ids', async () => {
    const series = (await json<Series>('/api/v1/catalog/gnk/dock')).body;
    const ids = series.models.slice(0, 2).map((model) => model.id);
    const { status, body } = await json<Model[]>(
      `/api/v1/catalog/models?${[ids[1], 999_999, ids[0]].map((id) => `ids[]=${id}`).join('&')}`,
    );
    expect(status).toBe(200);
    expect(body.map((model) => model.id)).toEqual([ids[1], ids[0]]);
    const page = (await json<Model>(`/api/v1/catalog/nk/dock/${body[0]?.nkCode}`)).body;
    expect(body[0]).toEqual(page);
  });

  it('refuse more than 24 ids', async () => {
    const ids = Array.from({ length: 25 }, (_, index) => `ids[]=${index + 1}`).join('&');
    expect((await json(`/api/v1/catalog/models?${ids}`)).status).toBe(400);
  });
});

describe('favourites', () => {
  it('return series and models in the asked order, dropping unknown ids', async () => {
    const ids = (await json<Series>('/api/v1/catalog/gnk/dock')).body.models.map((model) => model.id);
    const reversed = [...ids].reverse();
    const { body } = await json<{ id: number }[]>(
      `/api/v1/favorites/models?${[...reversed, 999_999].map((id) => `ids[]=${id}`).join('&')}`,
    );
    expect(body.map((model) => model.id)).toEqual(reversed);
    const series = await json<{ gnkCode: string }[]>('/api/v1/favorites/series?ids[]=2&ids[]=1&ids[]=424242');
    expect(series.body).toHaveLength(2);
  });
});
