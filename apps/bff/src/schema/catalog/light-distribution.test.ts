import { bugRating } from '@ostrel/photometry/bug';
import { parseEulumdat } from '@ostrel/photometry/eulumdat';
import { mainPlanes } from '@ostrel/photometry/main-planes';
import { photometricSummary } from '@ostrel/photometry/summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { testBff } from '../../test-support/bff.js';
import { contentApiUrl, fromContentApi } from '../../test-support/content-api.js';
import { startFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const modelQuery = graphql(`
  query ModelLightDistribution($gnk: String!, $nk: String!) {
    model(gnkCode: $gnk, nkCode: $nk) {
      __typename
      ... on Model {
        photometry {
          ldt {
            url
          }
        }
        lightDistribution {
          gammaAngles
          c0
          c180
          c90
          c270
          maxIntensity
        }
        photometricSummary {
          luminaireFlux
        }
      }
    }
  }
`);

const bugQuery = graphql(`
  query ModelBugRating($gnk: String!, $nk: String!) {
    model(gnkCode: $gnk, nkCode: $nk) {
      __typename
      ... on Model {
        photometry {
          ldt {
            url
          }
        }
        photometricSummary {
          bugRating {
            backlight
            uplight
            glare
            quadrilateralSymmetric
            zoneLumens {
              frontLow
              frontMid
              frontHigh
              frontVeryHigh
              backLow
              backMid
              backHigh
              backVeryHigh
              uplightLow
              uplightHigh
            }
          }
        }
      }
    }
  }
`);

const summaryQuery = graphql(`
  query ModelPhotometricSummary($gnk: String!, $nk: String!) {
    model(gnkCode: $gnk, nkCode: $nk) {
      __typename
      ... on Model {
        technical {
          flux
          beamAngle
        }
        photometry {
          ldt {
            url
          }
        }
        lightDistribution {
          maxIntensity
        }
        photometricSummary {
          lightOutputRatio
          downwardLightOutputRatio
          upwardLightOutputRatio
          downwardFluxFraction
          cieFluxCode
          lampFlux
          luminaireFlux
          power
          efficacy
          peak {
            candela
            candelaPerKilolumen
            c
            gamma
          }
          beamC0C180 {
            halfPeak
            tenthPeak
          }
          beamC90C270 {
            halfPeak
            tenthPeak
          }
        }
      }
    }
  }
`);

const peakQuery = graphql(`
  query PlatoPeakIntensity {
    model(gnkCode: "plato", nkCode: "plato-25-830") {
      __typename
      ... on Model {
        lightDistribution {
          maxIntensity
        }
      }
    }
  }
`);

const exitSignModelsQuery = graphql(`
  query ExitSignModelCodes {
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

describe('a model’s light distribution', () => {
  it('comes from its own EULUMDAT file: both main planes over every gamma angle, fetched once and then shared', async () => {
    const fetched: string[] = [];
    const { query } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const { body } = await query(modelQuery, { variables: { gnk: 'plato', nk: 'plato-25-830' } });
    expect(body.errors).toBeUndefined();
    expect(body.extensions?.degraded).toBeUndefined();
    const model = unionMember(body.data?.model, 'Model');
    const ldtUrl = model.photometry.ldt?.url;
    const distribution = model.lightDistribution;
    expect(ldtUrl).toMatch(/^\/upload\/.+\.ldt$/);
    // What the file says, read here on its own.
    const file = parseEulumdat(await (await fromContentApi(ldtUrl!)).text());
    expect(distribution).toEqual(mainPlanes(file!));
    // 0–180° by 2.5°, each curve one value per angle, brightest straight down for a panel.
    expect(distribution!.gammaAngles).toHaveLength(73);
    for (const curve of [distribution!.c0, distribution!.c180, distribution!.c90, distribution!.c270])
      expect(curve).toHaveLength(73);
    expect(distribution!.maxIntensity).toBe(
      Math.max(...distribution!.c0, ...distribution!.c180, ...distribution!.c90, ...distribution!.c270),
    );
    expect(distribution!.c0[0]).toBeGreaterThan(0);

    // Another operation (not the same answer from the response cache) reads the shared, parsed file.
    const again = await query(peakQuery);
    expect(unionMember(again.body.data?.model, 'Model').lightDistribution?.maxIntensity).toBe(
      distribution!.maxIntensity,
    );
    expect(fetched.filter((url) => url.endsWith('.ldt'))).toEqual([`${new URL(contentApiUrl).origin}${ldtUrl!}`]);
  });

  it('in English is the same file, read once for both languages', async () => {
    const fetched: string[] = [];
    const { query } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const ru = unionMember(
      (await query(modelQuery, { variables: { gnk: 'linea', nk: 'linea-36-840' } })).body.data?.model,
      'Model',
    );
    const en = unionMember(
      (await query(modelQuery, { variables: { gnk: 'linea', nk: 'linea-36-840' }, locale: 'en' })).body.data?.model,
      'Model',
    );
    expect(ru.lightDistribution?.c0.length).toBeGreaterThan(1);
    expect(en.lightDistribution).toEqual(ru.lightDistribution);
    expect(fetched.filter((url) => url.endsWith('.ldt'))).toHaveLength(1);
  });

  it('comes with the summary of the same file, computed from its intensities and read once for both fields', async () => {
    const fetched: string[] = [];
    const { query } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const { body } = await query(summaryQuery, { variables: { gnk: 'linea', nk: 'linea-36-840' } });
    expect(body.errors).toBeUndefined();
    const model = unionMember(body.data?.model, 'Model');
    const ldtUrl = model.photometry.ldt?.url ?? '';
    const file = parseEulumdat(await (await fromContentApi(ldtUrl)).text());
    const { beam, ...expected } = photometricSummary(file!)!;
    expect(model.photometricSummary).toEqual({ ...expected, beamC0C180: beam.c0c180, beamC90C270: beam.c90c270 });
    // It agrees with what the catalogue declares, and the diagram's peak is the summary's.
    const summary = model.photometricSummary!;
    expect(summary.luminaireFlux / model.technical.flux!).toBeCloseTo(1, 1);
    expect(summary.peak.candelaPerKilolumen).toBe(model.lightDistribution?.maxIntensity);
    expect(summary.cieFluxCode).toHaveLength(5);
    expect(fetched.filter((url) => url.endsWith('.ldt'))).toEqual([`${new URL(contentApiUrl).origin}${ldtUrl}`]);
  });

  it('rates a street light by BUG from its own file: no light up, most of it in front', async () => {
    const { query } = testBff();
    const { body } = await query(bugQuery, { variables: { gnk: 'avenue', nk: 'avenue-40-740' } });
    expect(body.errors).toBeUndefined();
    const model = unionMember(body.data?.model, 'Model');
    const file = parseEulumdat(await (await fromContentApi(model.photometry.ldt?.url ?? '')).text());
    const bug = model.photometricSummary?.bugRating;
    expect(bug).toEqual(bugRating(file!));
    expect(bug).toMatchObject({ uplight: 0, quadrilateralSymmetric: false });
    const { zoneLumens: zones } = bug!;
    expect(zones.frontMid).toBeGreaterThan(2 * zones.backMid);
  });

  it('is null for a model without an LDT file (an exit sign gives no light to draw), and the answer is whole', async () => {
    const { query } = testBff();
    const series = await query(exitSignModelsQuery);
    const nkCode = unionMember(series.body.data?.series, 'Series').models[0]?.nkCode;
    expect(nkCode).toBeDefined();
    const { body } = await query(modelQuery, { variables: { gnk: 'exit-pro', nk: nkCode! } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.model).toMatchObject({
      __typename: 'Model',
      photometry: { ldt: null },
      lightDistribution: null,
      photometricSummary: null,
    });
    expect(body.extensions?.degraded).toBeUndefined();
  });
});

describe('a light distribution file that cannot be read', () => {
  const files = new Map<string, string>();
  let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;
  let ldtPath = '';
  let goodFile = '';

  beforeAll(async () => {
    const modelPath = '/catalog/nk/plato/plato-25-830';
    const model = (await (await fromContentApi(modelPath)).json()) as { photometry: { ldt: { url: string } } };
    ldtPath = model.photometry.ldt.url;
    goodFile = await (await fromContentApi(ldtPath)).text();
    upstream = await startFaultUpstream({ [modelPath]: model }, files);
  });
  afterAll(() => upstream.close());

  it('gives null, a log line and a degraded answer while missing or garbage; a later good file is served, and stands in when it fails again', async () => {
    const lines: string[] = [];
    // Fresh for 200 ms, so the test can wait past it.
    const { query } = testBff(
      { apiUrl: upstream.url, cacheTtlMs: 200 },
      { log: createLogger('warn', (line) => lines.push(line)) },
    );
    const ask = () => query(modelQuery, { variables: { gnk: 'plato', nk: 'plato-25-830' } });
    const modelOf = (answer: Awaited<ReturnType<typeof ask>>) => unionMember(answer.body.data?.model, 'Model');
    const logged = () =>
      lines
        .splice(0)
        .map((line) => JSON.parse(line) as { endpoint: string; url: string; cause: string; servedStale: boolean });
    const fileUrl = `${new URL(upstream.url).origin}${ldtPath}`;

    files.delete(ldtPath);
    const missing = await ask();
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data?.model).toMatchObject({
      __typename: 'Model',
      lightDistribution: null,
      photometricSummary: null,
    });
    expect(missing.body.extensions?.degraded).toBe(true);
    expect(logged()).toEqual([
      expect.objectContaining({ endpoint: 'file:eulumdat', url: fileUrl, cause: 'status 404', servedStale: false }),
    ]);

    files.set(ldtPath, 'EULUMDAT? not really\r\n1\r\nseven\r\n');
    const garbage = await ask();
    expect(modelOf(garbage).lightDistribution).toBeNull();
    expect(modelOf(garbage).photometricSummary).toBeNull();
    expect(garbage.body.extensions?.degraded).toBe(true);
    expect(logged()).toEqual([
      expect.objectContaining({ endpoint: 'file:eulumdat', cause: 'not a readable eulumdat file' }),
    ]);

    // Neither failure was kept: the good file is read as soon as it is there.
    files.set(ldtPath, goodFile);
    const good = await ask();
    expect(modelOf(good).lightDistribution).toEqual(mainPlanes(parseEulumdat(goodFile)!));
    expect(good.body.extensions?.degraded).toBeUndefined();
    expect(logged()).toEqual([]);

    // Past its fresh time, a failing file is stood in for by the last good reading.
    files.set(ldtPath, 'garbage');
    await new Promise((resolve) => setTimeout(resolve, 250));
    const stale = await ask();
    expect(modelOf(stale).lightDistribution).toEqual(modelOf(good).lightDistribution);
    expect(stale.body.extensions?.degraded).toBeUndefined();
    expect(logged()).toEqual([expect.objectContaining({ endpoint: 'file:eulumdat', servedStale: true })]);
  });
});
