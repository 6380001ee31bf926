import type { VariablesOf } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { testBff, type Answer } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';
import { filterQuery } from './filters.js';

const cyrillic = /[а-яё]/i;

graphql(`
  fragment CatalogSectionFields on CatalogSectionResult {
    __typename
    ... on CatalogSectionPage {
      section {
        code
        name
        sectionLevelCodes
      }
      breadcrumbs {
        title
        link
      }
      children {
        code
      }
      series {
        id
        gnkCode
        name
        archived
        figures {
          powerMin
          cct
        }
      }
      pagination {
        pageNum
        limit
        total
        totalPages
      }
      sort {
        field
        order
      }
      appliedFilters {
        code
        type
        value
        minValue
        maxValue
        label
      }
      filterArchived
    }
    ... on CatalogNotFound {
      requested
    }
  }
`);

const sectionQuery = graphql(`
  query CatalogSectionListing(
    $codes: [String!]!
    $filters: [CatalogFilterInput!]!
    $sort: CatalogSortField!
    $order: CatalogSortOrder!
    $pageNum: Int!
    $limit: Int!
    $archived: Boolean!
  ) {
    catalogSection(
      sectionLevelCodes: $codes
      filters: $filters
      sort: $sort
      order: $order
      pageNum: $pageNum
      limit: $limit
      filterArchived: $archived
    ) {
      ...CatalogSectionFields
    }
  }
`);

const treeQuery = graphql(`
  query CatalogTree {
    catalogSections {
      code
      name
      link
      seriesCount
      children {
        code
        name
        link
        seriesCount
        children {
          code
        }
      }
    }
  }
`);

const filtersQuery = graphql(`
  query SectionFilters($codes: [String!]!) {
    catalogFilters(sectionLevelCodes: $codes) {
      code
      name
      unit
      type
      min
      max
      step
      values {
        value
        label
        picture
        count
      }
    }
  }
`);

const seriesQuery = graphql(`
  query SeriesPage($code: String!) {
    series(gnkCode: $code) {
      __typename
      ... on Series {
        id
        gnkCode
        name
        link
        description
        sectionName
        sectionLevelCodes
        accessoriesCount
        archived
        picture {
          isComplete
        }
        breadcrumbs {
          title
          link
        }
        figures {
          powerMin
          powerMax
          cct
          ip
          warrantyYears
        }
        models {
          id
          nkCode
          archived
          link
          power
        }
        documents {
          id
          type
          locale
          url
          size
        }
        solutions {
          code
          link
        }
        projects {
          code
          link
          year
        }
      }
      ... on CatalogNotFound {
        requested
      }
    }
  }
`);

const modelQuery = graphql(`
  query ModelPage($gnk: String!, $nk: String!) {
    model(gnkCode: $gnk, nkCode: $nk) {
      __typename
      ... on Model {
        id
        nkCode
        gnkCode
        name
        seriesName
        description
        archived
        sectionLevelCodes
        accessoriesCount
        replacement {
          nkCode
          name
          link
        }
        breadcrumbs {
          title
          link
        }
        gallery {
          isComplete
        }
        technical {
          power
          flux
          efficacy
          cct
          cri
          ip
          voltage
          mounting
          housing
          warrantyYears
          lifetimeHours
          exMarking
        }
        specs {
          code
          title
          items {
            code
            name
            value
            unit
          }
        }
        documents {
          id
          type
        }
        photometry {
          ies {
            fileName
            extension
          }
          ldt {
            fileName
            extension
          }
        }
      }
      ... on CatalogNotFound {
        requested
      }
    }
  }
`);

const exModelCodesQuery = graphql(`
  query ExModelCodes {
    series(gnkCode: "atlant-ex") {
      __typename
      ... on Series {
        models {
          nkCode
        }
      }
    }
  }
`);

const accessoriesQuery = graphql(`
  query SeriesAccessories($code: String!) {
    accessories(gnkCode: $code) {
      id
      code
      name
      description
      picture {
        isComplete
      }
      compatibleSeries
    }
  }
`);

const accessoriesCountQuery = graphql(`
  query LineaAccessoriesCount {
    series(gnkCode: "linea") {
      __typename
      ... on Series {
        accessoriesCount
      }
    }
  }
`);

const failingCatalogQuery = graphql(`
  query CatalogWhenFailing {
    catalogSections {
      code
    }
    catalogSection(
      sectionLevelCodes: ["office"]
      filters: [{ code: "cct", values: ["3000"] }]
      sort: power
      order: desc
      pageNum: 2
      limit: 5
    ) {
      ...CatalogSectionFields
    }
    catalogFilters(sectionLevelCodes: ["office"]) {
      code
    }
    series(gnkCode: "linea") {
      __typename
    }
    model(gnkCode: "linea", nkCode: "linea-36-840") {
      __typename
    }
    accessories(gnkCode: "linea") {
      code
    }
  }
`);

describe('catalogue', () => {
  const { query } = testBff();
  const run = async <Data>(answer: Promise<Answer<Data>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const section = async (args: Partial<VariablesOf<typeof sectionQuery>> = {}, locale: 'ru' | 'en' = 'ru') => {
    const variables: VariablesOf<typeof sectionQuery> = {
      codes: [],
      filters: [],
      sort: 'default',
      order: 'asc',
      pageNum: 1,
      limit: 60,
      archived: false,
      ...args,
    };
    return (await run(query(sectionQuery, { locale, variables }))).catalogSection;
  };
  const page = async (args: Partial<VariablesOf<typeof sectionQuery>> = {}, locale: 'ru' | 'en' = 'ru') => {
    const result = await section(args, locale);
    if (result.__typename !== 'CatalogSectionPage') throw new Error(`expected a page, got ${result.__typename}`);
    return result;
  };

  describe('catalogSections', () => {
    it('gives the section tree in both languages', async () => {
      const ru = (await run(query(treeQuery, { locale: 'ru' }))).catalogSections;
      const en = (await run(query(treeQuery, { locale: 'en' }))).catalogSections;
      expect(ru.map((node) => node.code)).toEqual(
        expect.arrayContaining(['office', 'street', 'industrial', 'explosion-proof']),
      );
      expect(en.map((node) => node.code)).toEqual(ru.map((node) => node.code));
      const office = ru.find((node) => node.code === 'office')!;
      expect(office).toMatchObject({ link: '/catalog/office' });
      expect(office.name).toMatch(cyrillic);
      expect(en.find((node) => node.code === 'office')!.name).not.toMatch(cyrillic);
      expect(office.children.map((child) => child.code)).toContain('panels');
      expect(office.children.find((child) => child.code === 'panels')!.link).toBe('/catalog/office/panels');
      expect(office.seriesCount).toBe(office.children.reduce((sum, child) => sum + child.seriesCount, 0));
    });
  });

  describe('catalogSection', () => {
    it('lists a section with its sub-sections and series in both languages', async () => {
      const ru = await page({ codes: ['office'] });
      expect(ru.section).toMatchObject({ code: 'office', sectionLevelCodes: ['office'] });
      expect(ru.section!.name).toMatch(cyrillic);
      expect(ru.children.map((child) => child.code)).toEqual(
        expect.arrayContaining(['panels', 'linear', 'downlights']),
      );
      expect(ru.series.map((series) => series.gnkCode)).toContain('linea');
      expect(ru.pagination).toEqual({ pageNum: 1, limit: 60, total: ru.series.length, totalPages: 1 });
      expect(ru.sort).toEqual({ field: 'default', order: 'asc' });
      expect(ru.appliedFilters).toEqual([]);
      expect(ru.filterArchived).toBe(false);
      const en = await page({ codes: ['office'] }, 'en');
      expect(en.section!.name).not.toMatch(cyrillic);
      expect(en.series.map((series) => series.id)).toEqual(ru.series.map((series) => series.id));
    });

    it('lists the whole catalogue without codes, and a sub-section with its breadcrumbs', async () => {
      const root = await page();
      expect(root.section).toBeNull();
      expect(root.children.map((child) => child.code)).toContain('street');
      const panels = await page({ codes: ['office', 'panels'] });
      expect(panels.section!.sectionLevelCodes).toEqual(['office', 'panels']);
      expect(panels.breadcrumbs.map((crumb) => crumb.link)).toContain('/catalog/office');
      expect(root.pagination.total).toBeGreaterThan(panels.pagination.total);
    });

    it('narrows the listing with a select filter, mapped to code[]=value', async () => {
      const all = await page({ codes: ['street'] });
      const warm = await page({ codes: ['street'], filters: [{ code: 'cct', values: ['2700'] }] });
      expect(warm.pagination.total).toBeGreaterThan(0);
      expect(warm.pagination.total).toBeLessThan(all.pagination.total);
      expect(warm.appliedFilters).toEqual([
        { code: 'cct', type: 'selectBox', value: '2700', minValue: null, maxValue: null, label: '2700 K' },
      ]);
      // Values of one code are alternatives: adding one can only widen the listing.
      const either = await page({ codes: ['street'], filters: [{ code: 'cct', values: ['2700', '3000'] }] });
      expect(either.pagination.total).toBeGreaterThanOrEqual(warm.pagination.total);
      expect(either.appliedFilters.map((filter) => filter.value)).toEqual(['2700', '3000']);
    });

    it('narrows the listing with a range filter, mapped to codeMinValue/codeMaxValue', async () => {
      const all = await page({ codes: ['office'] });
      const strong = await page({ codes: ['office'], filters: [{ code: 'power', minValue: 30, maxValue: 60 }] });
      expect(strong.pagination.total).toBeGreaterThan(0);
      expect(strong.pagination.total).toBeLessThan(all.pagination.total);
      expect(strong.appliedFilters).toEqual([
        {
          code: 'power',
          type: 'range',
          value: null,
          minValue: 30,
          maxValue: 60,
          label: expect.stringContaining('30') as string,
        },
      ]);
      const both = await page({
        codes: ['office'],
        filters: [
          { code: 'power', minValue: 30, maxValue: 60 },
          { code: 'cct', values: ['3000'] },
        ],
      });
      expect(both.appliedFilters.map((filter) => filter.code).sort()).toEqual(['cct', 'power']);
      expect(both.pagination.total).toBeLessThanOrEqual(strong.pagination.total);
    });

    it('ignores invalid filters and never lets a filter steer the section', async () => {
      const all = await page({ codes: ['office'] });
      const result = await page({
        codes: ['office'],
        filters: [
          { code: 'nope', values: ['1'] },
          { code: 'cct', values: ['1234'] },
          { code: 'flux', minValue: 100 },
          { code: 'sectionLevelCodes', values: ['street'] },
          { code: 'a b&limit=1', values: ['x'] },
        ],
      });
      expect(result.section!.code).toBe('office');
      expect(result.appliedFilters).toEqual([]);
      expect(result.pagination.total).toBe(all.pagination.total);
    });

    it('reads reversed bounds the way they were meant', async () => {
      const ordered = await page({ codes: ['office'], filters: [{ code: 'power', minValue: 30, maxValue: 60 }] });
      const reversed = await page({ codes: ['office'], filters: [{ code: 'power', minValue: 60, maxValue: 30 }] });
      expect(reversed.appliedFilters).toEqual([expect.objectContaining({ code: 'power', minValue: 30, maxValue: 60 })]);
      expect(reversed.series).toEqual(ordered.series);
    });

    it('sorts by name and by power in either order', async () => {
      const byName = await page({ codes: ['office'], sort: 'name', order: 'asc' });
      expect(byName.sort).toEqual({ field: 'name', order: 'asc' });
      const names = byName.series.map((series) => series.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const byNameDesc = await page({ codes: ['office'], sort: 'name', order: 'desc' });
      expect(byNameDesc.series.map((series) => series.id)).toEqual(
        [...byName.series.map((series) => series.id)].reverse(),
      );
      const byPower = await page({ codes: ['office'], sort: 'power', order: 'desc' });
      const powers = byPower.series.map((series) => series.figures.powerMin ?? 0);
      expect(powers).toEqual([...powers].sort((a, b) => b - a));
    });

    it('pages the listing and keeps paging within the content API’s bounds', async () => {
      const all = await page({ codes: ['office'] });
      const second = await page({ codes: ['office'], limit: 2, pageNum: 2 });
      expect(second.pagination).toEqual({
        pageNum: 2,
        limit: 2,
        total: all.pagination.total,
        totalPages: Math.ceil(all.pagination.total / 2),
      });
      expect(second.series.map((series) => series.id)).toEqual(all.series.slice(2, 4).map((series) => series.id));
      const clamped = await page({ codes: ['office'], limit: 1000, pageNum: 0 });
      expect(clamped.pagination).toMatchObject({ pageNum: 1, limit: 60 });
    });

    it('counts archived models only when asked', async () => {
      // LINEA's only 36 W / 3000 K model is archived: it matches only with filterArchived.
      const filters = [
        { code: 'cct', values: ['3000'] },
        { code: 'power', minValue: 36, maxValue: 36 },
      ];
      const current = await page({ codes: ['office'], filters });
      const archived = await page({ codes: ['office'], filters, archived: true });
      expect(current.filterArchived).toBe(false);
      expect(archived.filterArchived).toBe(true);
      expect(current.series.map((series) => series.gnkCode)).not.toContain('linea');
      expect(archived.series.map((series) => series.gnkCode)).toContain('linea');
    });

    it('tells an unknown section apart', async () => {
      expect(await section({ codes: ['office', 'no-such-section'] })).toEqual({
        __typename: 'CatalogNotFound',
        requested: '/catalog/office/no-such-section',
      });
    });
  });

  describe('catalogFilters', () => {
    it('gives the section’s filters with their values and ranges in both languages', async () => {
      const ru = (await run(query(filtersQuery, { locale: 'ru', variables: { codes: ['office'] } }))).catalogFilters;
      const en = (await run(query(filtersQuery, { locale: 'en', variables: { codes: ['office'] } }))).catalogFilters;
      const power = ru.find((filter) => filter.code === 'power')!;
      expect(power).toMatchObject({ type: 'range', values: [] });
      expect(power.min).toBeLessThan(power.max!);
      expect(power.step).toBeGreaterThan(0);
      const cct = ru.find((filter) => filter.code === 'cct')!;
      expect(cct).toMatchObject({ type: 'selectBox', min: null, max: null, step: null });
      expect(cct.values.map((value) => value.value)).toContain('3000');
      const mounting = ru.find((filter) => filter.code === 'mounting')!;
      expect(mounting.type).toBe('pictureSelectBox');
      expect(mounting.values.every((value) => value.picture !== null)).toBe(true);
      expect(power.name).toMatch(cyrillic);
      expect(en.find((filter) => filter.code === 'power')!.name).toBe('Power');
      expect(en.map((filter) => filter.code)).toEqual(ru.map((filter) => filter.code));
    });

    it('is empty for an unknown section', async () => {
      expect(
        (await run(query(filtersQuery, { locale: 'ru', variables: { codes: ['no-such-section'] } }))).catalogFilters,
      ).toEqual([]);
    });
  });

  describe('series', () => {
    const read = async (code: string, locale: 'ru' | 'en' = 'ru') =>
      (await run(query(seriesQuery, { locale, variables: { code } }))).series;

    it.each([
      ['linea', ['office', 'linear']],
      ['titan-hb', ['industrial', 'highbay']],
      ['atlant-ex', ['explosion-proof', 'zone-1']],
    ])('gives %s with its models and documents in both languages', async (code, sectionLevelCodes) => {
      const ru = unionMember(await read(code), 'Series');
      const en = unionMember(await read(code, 'en'), 'Series');
      expect(ru).toMatchObject({ __typename: 'Series', gnkCode: code, link: `/product/${code}`, sectionLevelCodes });
      expect(ru.description).toMatch(cyrillic);
      expect(en.description).not.toMatch(cyrillic);
      expect(en.sectionName).not.toMatch(cyrillic);
      expect(ru.models.length).toBeGreaterThan(0);
      expect(ru.models.every((model) => model.link === `/product/${code}/${model.nkCode}`)).toBe(true);
      expect(ru.documents.length).toBeGreaterThan(0);
      expect(ru.breadcrumbs.map((crumb) => crumb.link)).toContain(`/catalog/${sectionLevelCodes[0]!}`);
      expect(en.models.map((model) => model.id)).toEqual(ru.models.map((model) => model.id));
    });

    it('flags archived models and lists related projects', async () => {
      const linea = unionMember(await read('linea'), 'Series');
      expect(linea.models.some((model) => model.archived)).toBe(true);
      expect(linea.models.some((model) => !model.archived)).toBe(true);
      expect(linea.projects.every((project) => project.link.startsWith('/project/'))).toBe(true);
    });

    it('tells an unknown series apart, malformed codes included', async () => {
      expect(await read('no-such-series')).toEqual({
        __typename: 'CatalogNotFound',
        requested: '/product/no-such-series',
      });
      expect(await read('Not a code!')).toEqual({ __typename: 'CatalogNotFound', requested: '/product/Not a code!' });
    });
  });

  describe('model', () => {
    const read = async (gnk: string, nk: string, locale: 'ru' | 'en' = 'ru') =>
      (await run(query(modelQuery, { locale, variables: { gnk, nk } }))).model;

    it('gives a model with its technical data and labelled specs in both languages', async () => {
      const ru = unionMember(await read('linea', 'linea-36-840'), 'Model');
      const en = unionMember(await read('linea', 'linea-36-840', 'en'), 'Model');
      expect(ru).toMatchObject({
        __typename: 'Model',
        nkCode: 'linea-36-840',
        archived: false,
        replacement: null,
        technical: { power: 36, cct: 4000 },
      });
      expect(ru.breadcrumbs.at(-1)).toEqual({ title: 'LINEA', link: '/product/linea' });
      expect(ru.specs.map((group) => group.code)).toContain('photometric');
      expect(ru.specs[0]!.title).toMatch(cyrillic);
      expect(en.specs[0]!.title).not.toMatch(cyrillic);
      expect(ru.technical.housing).toMatch(cyrillic);
      expect(en.technical.housing).not.toMatch(cyrillic);
      expect(ru.photometry).toEqual({
        ies: expect.objectContaining({ extension: 'ies' }) as unknown,
        ldt: expect.objectContaining({ extension: 'ldt' }) as unknown,
      });
    });

    it('points an archived model to its replacement', async () => {
      const archived = await read('linea', 'linea-36-830');
      expect(archived).toMatchObject({
        archived: true,
        replacement: { nkCode: 'linea-36-840', link: '/product/linea/linea-36-840' },
      });
    });

    it('gives explosion protection data for Ex equipment', async () => {
      const series = unionMember((await run(query(exModelCodesQuery))).series, 'Series');
      const model = unionMember(await read('atlant-ex', series.models[0]!.nkCode), 'Model');
      expect(model.technical.exMarking).toBeTruthy();
    });

    it('tells an unknown model apart, also when it belongs to another series', async () => {
      expect(await read('linea', 'no-such-model')).toEqual({
        __typename: 'CatalogNotFound',
        requested: '/product/linea/no-such-model',
      });
      expect(await read('titan-hb', 'linea-36-840')).toEqual({
        __typename: 'CatalogNotFound',
        requested: '/product/titan-hb/linea-36-840',
      });
    });
  });

  describe('accessories', () => {
    it('gives the accessories that fit a series in both languages', async () => {
      const ru = (await run(query(accessoriesQuery, { locale: 'ru', variables: { code: 'linea' } }))).accessories;
      const en = (await run(query(accessoriesQuery, { locale: 'en', variables: { code: 'linea' } }))).accessories;
      const count = unionMember((await run(query(accessoriesCountQuery))).series, 'Series').accessoriesCount;
      expect(ru).toHaveLength(count);
      expect(ru.every((accessory) => accessory.compatibleSeries.includes('linea'))).toBe(true);
      expect(ru[0]!.name).toMatch(cyrillic);
      expect(en[0]!.name).not.toMatch(cyrillic);
      expect(en.map((accessory) => accessory.code)).toEqual(ru.map((accessory) => accessory.code));
    });

    it('is empty for an unknown series', async () => {
      expect(
        (await run(query(accessoriesQuery, { locale: 'ru', variables: { code: 'no-such-series' } }))).accessories,
      ).toEqual([]);
    });
  });
});

describe('catalogue filter mapping', () => {
  it('writes selects as code[] and ranges as codeMinValue/codeMaxValue, sorted and deduplicated', () => {
    expect(
      filterQuery([
        { code: 'ip', values: ['IP66', 'IP65', 'IP66'] },
        { code: 'power', minValue: 10, maxValue: 20.5 },
        { code: 'cct', values: ['3000'] },
        { code: 'cct', values: ['2700'] },
      ]),
    ).toEqual({ 'cct[]': ['2700', '3000'], 'ip[]': ['IP65', 'IP66'], powerMinValue: '10', powerMaxValue: '20.5' });
  });

  it('drops one-bound ranges, empty values, malformed codes and the listing’s own parameters', () => {
    expect(
      filterQuery([
        { code: 'flux', minValue: 100 },
        { code: 'cri', values: [''] },
        { code: 'bad code', values: ['1'] },
        { code: 'sectionLevelCodes', values: ['street'] },
        { code: 'limit', minValue: 1, maxValue: 2 },
      ]),
    ).toEqual({});
  });

  it('follows the shared format’s rules: reversed bounds swapped, values trimmed, the later range of a code kept, filterArchived last', () => {
    expect(
      filterQuery(
        [
          { code: 'power', minValue: 40, maxValue: 10 },
          { code: 'power', minValue: 50, maxValue: 5 },
          { code: 'ip', values: [' IP65 ', 'IP65'] },
        ],
        true,
      ),
    ).toEqual({ 'ip[]': ['IP65'], powerMinValue: '5', powerMaxValue: '50', filterArchived: 'true' });
  });
});

describe('catalogue reads never fail', () => {
  const upstream = useFaultUpstream('error500');

  it('gives empty defaults when the content API fails', async () => {
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: 300 });
    const { body } = await query(failingCatalogQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      catalogSections: [],
      catalogSection: {
        __typename: 'CatalogSectionPage',
        section: null,
        breadcrumbs: [],
        children: [],
        series: [],
        pagination: { pageNum: 2, limit: 5, total: 0, totalPages: 0 },
        sort: { field: 'power', order: 'desc' },
        appliedFilters: [],
        filterArchived: false,
      },
      catalogFilters: [],
      series: null,
      model: null,
      accessories: [],
    });
  });
});
