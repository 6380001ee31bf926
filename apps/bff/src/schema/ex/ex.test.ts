import type { VariablesOf } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const seriesModelIds = graphql(`
  query ExSeriesModelIds($gnkCode: String!) {
    series(gnkCode: $gnkCode) {
      __typename
      ... on Series {
        models {
          id
        }
      }
    }
  }
`);

const modelMarkings = graphql(`
  query ExModelMarkings($ids: [Int!]!) {
    models(ids: $ids) {
      nkCode
      archived
      technical {
        exMarking
        tempMin
        exCertificates {
          scheme
          number
          validUntil
        }
      }
      exMarkings {
        text
        atmosphere
        levelPrefix
        protections {
          code
          family
          level
        }
        group
        temperatureClass
        maxSurfaceTemperature
        epl
        specialConditions
        component
        zones
        groups
        temperatureClasses
      }
    }
  }
`);

const decoding = graphql(`
  query ExDecoding($text: String!) {
    exMarkingDecoding(text: $text) {
      markings {
        atmosphere
        group
        epl
        zones
        maxSurfaceTemperature
      }
      problems {
        part
        code
        found
        at
      }
    }
  }
`);

const selection = graphql(`
  query ExSelection($area: ExAreaInput!) {
    exSelection(area: $area) {
      models {
        nkCode
        gnkCode
        archived
        technical {
          tempMin
          tempMax
        }
        exMarkings {
          epl
          zones
          groups
          temperatureClasses
        }
      }
      problems {
        field
        code
      }
    }
  }
`);

const searchArea = graphql(`
  query ExSearchArea($query: String!) {
    search(query: $query, limit: 1) {
      __typename
      ... on SearchResults {
        exArea {
          zone
          group
          temperatureClass
          models {
            nkCode
          }
        }
      }
    }
  }
`);

describe('Ex markings', () => {
  const { query } = testBff();
  const seriesModels = async (gnkCode: string) => {
    const { body } = await query(seriesModelIds, { variables: { gnkCode } });
    const ids = unionMember(body.data!.series, 'Series').models.map((model) => model.id);
    return (await query(modelMarkings, { variables: { ids } })).body.data!.models;
  };

  it('reads every explosion-proof model’s marking, with where it may be used', async () => {
    const [atlant] = await seriesModels('atlant-ex');
    expect(atlant!.technical.exMarking).toBe('1Ex db IIC T6 Gb / Ex tb IIIC T85°C Db');
    expect(atlant!.technical.exCertificates.map((certificate) => certificate.scheme)).toEqual([
      'EAC Ex',
      'IECEx',
      'ATEX',
    ]);
    expect(atlant!.technical.exCertificates[0]!.validUntil).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(atlant!.exMarkings).toEqual([
      {
        text: '1Ex db IIC T6 Gb',
        atmosphere: 'gas',
        levelPrefix: '1',
        protections: [{ code: 'db', family: 'd', level: 'b' }],
        group: 'IIC',
        temperatureClass: 'T6',
        maxSurfaceTemperature: 85,
        epl: 'Gb',
        specialConditions: false,
        component: false,
        zones: [1, 2],
        groups: ['IIA', 'IIB', 'IIB+H2', 'IIC'],
        temperatureClasses: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'],
      },
      {
        text: 'Ex tb IIIC T85°C Db',
        atmosphere: 'dust',
        levelPrefix: null,
        protections: [{ code: 'tb', family: 't', level: 'b' }],
        group: 'IIIC',
        temperatureClass: null,
        maxSurfaceTemperature: 85,
        epl: 'Db',
        specialConditions: false,
        component: false,
        zones: [21, 22],
        groups: ['IIIA', 'IIIB', 'IIIC'],
        temperatureClasses: [],
      },
    ]);
    for (const gnkCode of ['atlant-ex-linear', 'granit-ex', 'bastion-ex', 'bastion-ex-fl']) {
      for (const model of await seriesModels(gnkCode)) {
        expect(model.exMarkings.map((marking) => marking.text).join(' / '), model.nkCode).toBe(
          model.technical.exMarking,
        );
      }
    }
    // Zone 2 only for a Gc marking.
    const [bastion] = await seriesModels('bastion-ex');
    expect(bastion!.exMarkings[0]).toMatchObject({ epl: 'Gc', zones: [2] });
  });

  it('has none for a luminaire that is not explosion-proof', async () => {
    const models = await seriesModels('plato');
    expect(models.every((model) => model.exMarkings.length === 0)).toBe(true);
  });

  it('decodes a gas and a dust marking given together, and names the part that is wrong', async () => {
    const decode = async (text: string) =>
      (await query(decoding, { variables: { text } })).body.data!.exMarkingDecoding;
    expect(await decode('1Ex db IIC T6 Gb / Ex tb IIIC T85°C Db')).toEqual({
      markings: [
        { atmosphere: 'gas', group: 'IIC', epl: 'Gb', zones: [1, 2], maxSurfaceTemperature: 85 },
        { atmosphere: 'dust', group: 'IIIC', epl: 'Db', zones: [21, 22], maxSurfaceTemperature: 85 },
      ],
      problems: [],
    });
    expect(await decode('1Ex db IID T6 Gb')).toEqual({
      markings: [],
      problems: [{ part: 'group', code: 'unknown', found: 'IID', at: 7 }],
    });
    const long = await decode(`1Ex db IIC T6 Gb ${'x'.repeat(10_000)}`);
    expect(long.markings).toEqual([]);
    expect(long.problems.length).toBeGreaterThan(0);
  });

  describe('the selector', () => {
    const exSeries = ['atlant-ex', 'atlant-ex-linear', 'granit-ex', 'bastion-ex', 'bastion-ex-fl'];
    const select = async (area: VariablesOf<typeof selection>['area']) =>
      (await query(selection, { variables: { area } })).body.data!.exSelection;

    it('lists, of the current explosion-proof models, exactly those each marking’s usage table allows', async () => {
      const all = (await Promise.all(exSeries.map(seriesModels))).flat().filter((model) => !model.archived);
      const areas = [
        { zone: 0 },
        { zone: 1 },
        { zone: 2 },
        { zone: 1, group: 'IIC', temperatureClass: 'T5' },
        { zone: 2, temperatureClass: 'T5', ambientMin: -45 },
        { zone: 21 },
        { zone: 22, group: 'IIIC' },
        { zone: 22, group: 'IIIB' },
      ];
      for (const area of areas) {
        const { models, problems } = await select(area);
        expect(problems).toEqual([]);
        const allowedByUsage = all.filter((model) =>
          model.exMarkings.some(
            (marking) =>
              marking.zones.includes(area.zone) &&
              (!area.group || marking.groups.includes(area.group)) &&
              (!area.temperatureClass || marking.temperatureClasses.includes(area.temperatureClass)),
          ),
        );
        expect(models.map((model) => model.nkCode).sort(), JSON.stringify(area)).toEqual(
          allowedByUsage
            .filter((model) => !('ambientMin' in area) || model.technical.tempMin <= (area.ambientMin ?? 0))
            .map((model) => model.nkCode)
            .sort(),
        );
        expect(models.every((model) => !model.archived)).toBe(true);
      }
      // The seed has both zone-1 and zone-2-only equipment, so the zones tell them apart.
      expect((await select({ zone: 1 })).models.length).toBeGreaterThan(0);
      expect((await select({ zone: 2 })).models.length).toBeGreaterThan((await select({ zone: 1 })).models.length);
    });

    it('leaves out a model rated for less cold than the place has', async () => {
      const { models } = await select({ zone: 1, ambientMin: -60 });
      expect(models.length).toBeGreaterThan(0);
      expect(models.every((model) => model.technical.tempMin <= -60)).toBe(true);
      expect((await select({ zone: 1, ambientMin: -69 })).models).toEqual([]);
    });

    it('names each field it cannot use, and lists nothing', async () => {
      expect(await select({ zone: 5 })).toEqual({ models: [], problems: [{ field: 'zone', code: 'unknown' }] });
      expect(await select({ zone: 21, group: 'IIC', ambientMin: 20, ambientMax: 10 })).toEqual({
        models: [],
        problems: [
          { field: 'group', code: 'wrongAtmosphere' },
          { field: 'ambientMax', code: 'reversed' },
        ],
      });
    });
  });

  describe('search', () => {
    const areaOf = async (text: string) =>
      unionMember((await query(searchArea, { variables: { query: text } })).body.data!.search, 'SearchResults').exArea;
    const permitted = async (area: VariablesOf<typeof selection>['area']) =>
      (await query(selection, { variables: { area } })).body.data!.exSelection.models.map((model) => model.nkCode);

    it('reads the area a query names, and lists what the selector lists for it', async () => {
      const marking = await areaOf('1Ex d IIC T4');
      expect(marking).toMatchObject({ zone: 1, group: 'IIC', temperatureClass: 'T4' });
      expect(marking!.models.map((model) => model.nkCode)).toEqual(
        await permitted({ zone: 1, group: 'IIC', temperatureClass: 'T4' }),
      );
      expect(marking!.models.length).toBeGreaterThan(0);
      const zoneTwo = await areaOf('ATEX zone 2 floodlight');
      expect(zoneTwo).toMatchObject({ zone: 2, group: null, temperatureClass: null });
      expect(zoneTwo!.models.map((model) => model.nkCode)).toEqual(await permitted({ zone: 2 }));
      const dust = await areaOf('зона 21 пыль');
      expect(dust).toMatchObject({ zone: 21, group: null, temperatureClass: null });
      expect(dust!.models.map((model) => model.nkCode)).toEqual(await permitted({ zone: 21 }));
      expect(dust!.models.length).toBeGreaterThan(0);
    });

    it('names no area for a query that names no zone', async () => {
      expect(await areaOf('прожектор')).toBeNull();
      expect(await areaOf('IIC T4')).toBeNull();
    });
  });
});
