import { beamCone, coneRows, typicalMountingHeights } from '@ostrel/photometry/cone';
import { parseEulumdat } from '@ostrel/photometry/eulumdat';
import { describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { fromContentApi } from '../../test-support/content-api.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const coneQuery = graphql(`
  query ModelConeDiagram($gnk: String!, $nk: String!, $heights: [Float!]) {
    model(gnkCode: $gnk, nkCode: $nk) {
      __typename
      ... on Model {
        photometry {
          ldt {
            url
          }
        }
        photometricSummary {
          luminaireFlux
        }
        lightDistribution {
          maxIntensity
        }
        coneDiagram(heights: $heights) {
          height
          centreIlluminance
          beamDiameterC0C180
          beamDiameterC90C270
        }
      }
    }
  }
`);

const exitSignModelsQuery = graphql(`
  query ExitSignModels {
    series(gnkCode: "exit-pro") {
      __typename
      ... on Series {
        models {
          nkCode
        }
      }
    }
  }
`);

describe('a model’s cone diagram', () => {
  it('is drawn from its own LDT file at the heights a luminaire of its flux is mounted at, the file read once with the diagram', async () => {
    for (const [gnk, nk] of [
      ['plato', 'plato-25-830'],
      ['linea', 'linea-36-840'],
    ] as const) {
      const fetched: string[] = [];
      const { query } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
      const { body } = await query(coneQuery, { variables: { gnk, nk } });
      expect(body.errors).toBeUndefined();
      const model = unionMember(body.data?.model, 'Model');
      const file = parseEulumdat(await (await fromContentApi(model.photometry.ldt!.url)).text());
      const heights = typicalMountingHeights(model.photometricSummary!.luminaireFlux);
      const expected = coneRows(beamCone(file!)!, heights);
      expect(model.coneDiagram).toEqual(
        expected.map(({ height, centreIlluminance, beamDiameter }) => ({
          height,
          centreIlluminance,
          beamDiameterC0C180: beamDiameter.c0c180,
          beamDiameterC90C270: beamDiameter.c90c270,
        })),
      );
      // Illuminance falls with the square of the height; the lit patch grows with it.
      const [first, last] = [model.coneDiagram![0]!, model.coneDiagram!.at(-1)!];
      expect(first.centreIlluminance * first.height ** 2).toBeCloseTo(last.centreIlluminance * last.height ** 2, 6);
      expect(fetched.filter((url) => url.endsWith('.ldt'))).toHaveLength(1);
    }
  });

  it('keeps the heights a client asks for within 0.5–100 m, at most 12, sorted and without repeats', async () => {
    const { query } = testBff();
    const ask = async (heights: number[]) =>
      unionMember(
        (await query(coneQuery, { variables: { gnk: 'plato', nk: 'plato-25-830', heights } })).body.data?.model,
        'Model',
      ).coneDiagram?.map((row) => row.height);
    expect(await ask([3, 0, 3, 1e9, 2, -4])).toEqual([0.5, 2, 3, 100]);
    expect(await ask(Array.from({ length: 10_000 }, (_, index) => index + 1))).toHaveLength(12);
    expect(await ask([])).toEqual([]);
  });

  it('is null for a model without an LDT file (an exit sign), and the answer is whole', async () => {
    const { query } = testBff();
    const series = unionMember((await query(exitSignModelsQuery)).body.data?.series, 'Series');
    const { body } = await query(coneQuery, { variables: { gnk: 'exit-pro', nk: series.models[0]!.nkCode } });
    expect(body.errors).toBeUndefined();
    expect(unionMember(body.data?.model, 'Model').coneDiagram).toBeNull();
    expect(body.extensions?.degraded).toBeUndefined();
  });
});
