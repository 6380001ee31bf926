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
      technical {
        exMarking
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

describe('Ex markings', () => {
  const { query } = testBff();
  const seriesModels = async (gnkCode: string) => {
    const { body } = await query(seriesModelIds, { variables: { gnkCode } });
    const ids = unionMember(body.data!.series, 'Series').models.map((model) => model.id);
    return (await query(modelMarkings, { variables: { ids } })).body.data!.models;
  };

  it('reads every explosion-proof model’s marking, with where it may be used', async () => {
    const [atlant] = await seriesModels('atlant-ex');
    expect(atlant!.technical.exMarking).toBe('1Ex db IIC T6 Gb');
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
});
