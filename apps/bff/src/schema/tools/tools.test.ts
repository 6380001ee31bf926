import { breakerCapacity as capacityOf, steadyCurrent } from '@ostrel/lighting-math/breakers';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBff, type Answer } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const seriesModelsQuery = graphql(`
  query ToolSeriesModels($gnkCode: String!) {
    series(gnkCode: $gnkCode) {
      __typename
      ... on Series {
        models {
          id
          nkCode
          archived
        }
      }
    }
  }
`);

const modelsQuery = graphql(`
  query ToolModels($ids: [Int!]!) {
    models(ids: $ids) {
      id
      name
      technical {
        power
        powerFactor
        inrushCurrent
        inrushPulseWidth
      }
      b16: breakerCapacity(curve: B, rating: 16) {
        maximum
        binding
      }
      c16: breakerCapacity(curve: C, rating: 16) {
        maximum
        inrushLimit
        steadyLimit
        binding
        total
      }
      odd: breakerCapacity(curve: C, rating: 17) {
        maximum
      }
    }
  }
`);

const checkQuery = graphql(`
  query ToolCircuitCheck($lines: [CircuitLineInput!]!, $curve: BreakerCurve!, $rating: Int!, $supply: Supply!) {
    circuitBreakerCheck(lines: $lines, curve: $curve, rating: $rating, supply: $supply) {
      problems {
        field
        index
        code
      }
      result {
        rating
        allowedSteadyCurrent
        instantaneousTripCurrent
        lines {
          model {
            id
          }
          count
          steadyCurrent
          powerFactorAssumed
          allowedInrushPeak
          capacity {
            steadyLimit
            inrushLimit
            maximum
            binding
            perPhase
            total
          }
          remedies {
            kind
            curve
            rating
            groups
            maximum
          }
        }
        circuit {
          fits
          binding
          inrushIncomplete
          phases {
            name
            counts
            total
            steadyCurrent
            inrushShare
          }
        }
      }
    }
  }
`);

const illuminanceQuery = graphql(`
  query ToolIlluminance(
    $room: RoomInput!
    $reflectances: ReflectancesInput!
    $maintenanceFactor: Float!
    $required: Float!
    $modelId: Int!
  ) {
    illuminanceDesign(
      room: $room
      reflectances: $reflectances
      maintenanceFactor: $maintenanceFactor
      required: $required
      modelId: $modelId
    ) {
      problems {
        field
        code
      }
      result {
        model {
          id
          technical {
            power
          }
        }
        count
        rows
        columns
        spacingX
        spacingY
        reached
        average
        minimum
        uniformity
        utilisationFactor
        roomIndex
        power
        powerDensity
        luminaires {
          x
          y
        }
        grid {
          xs
          ys
          values
        }
      }
    }
  }
`);

const normsQuery = graphql(`
  query ToolNorms {
    lightingNorms {
      code
      name
      illuminance
      uniformity
      ugr
      source
    }
  }
`);

describe('tools over the catalogue', () => {
  const { query } = testBff();
  const run = async <Data>(answer: Promise<Answer<Data>>) => {
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const modelIdsOf = async (gnkCode: string) =>
    unionMember((await run(query(seriesModelsQuery, { variables: { gnkCode } }))).series, 'Series').models.filter(
      (model) => !model.archived,
    );
  let plato: number[];
  let titan: number[];
  let sensor: number;

  beforeAll(async () => {
    plato = (await modelIdsOf('plato')).map((model) => model.id);
    titan = (await modelIdsOf('titan-hb')).map((model) => model.id);
    sensor = (await modelIdsOf('sensa-pir'))[0]!.id;
  });

  const check = (
    lines: { modelId: number; count?: number | null }[],
    options: { curve?: 'B' | 'C' | 'D'; rating?: number; supply?: 'singlePhase230' | 'threePhase400' } = {},
  ) =>
    run(
      query(checkQuery, {
        variables: {
          lines,
          curve: options.curve ?? 'C',
          rating: options.rating ?? 16,
          supply: options.supply ?? 'singlePhase230',
        },
      }),
    ).then((data) => data.circuitBreakerCheck);

  it('reads models by id with their technical data, in the order asked', async () => {
    const ids = [titan[0]!, 999_999, plato[0]!];
    const { models } = await run(query(modelsQuery, { variables: { ids } }));
    expect(models.map((model) => model.id)).toEqual([titan[0], plato[0]]);
    for (const model of models) expect(model.technical.inrushCurrent).toBeGreaterThan(0);
  });

  it("answers each model's own B16 and C16 capacity from its datasheet figures", async () => {
    const { models } = await run(query(modelsQuery, { variables: { ids: [...plato, ...titan] } }));
    for (const model of models) {
      const { power, powerFactor, inrushCurrent, inrushPulseWidth } = model.technical;
      const load = { power, powerFactor, inrushPeak: inrushCurrent, inrushPulseWidth };
      const expected = capacityOf(load, { curve: 'C', rating: 16 }, 'single-phase-230');
      expect(model.c16).toEqual({
        maximum: expected.maximum,
        inrushLimit: expected.inrushLimit,
        steadyLimit: expected.steadyLimit,
        binding: expected.binding,
        total: expected.total,
      });
      expect(model.b16!.maximum).toBeLessThanOrEqual(model.c16!.maximum);
      expect(model.odd).toBeNull();
    }
  });

  it('checks a planned circuit and splits a three-phase one over L1–L3', async () => {
    const single = await check([{ modelId: titan[0]!, count: 3 }]);
    expect(single.problems).toEqual([]);
    const line = single.result!.lines[0]!;
    expect(single.result!.circuit!.phases).toHaveLength(1);
    expect(single.result!.circuit!.phases[0]).toMatchObject({ name: 'L1', counts: [3], total: 3 });
    expect(single.result!.circuit!.fits).toBe(3 <= line.capacity.maximum);

    const three = await check([{ modelId: titan[0]!, count: 7 }, { modelId: plato[0]! }], { supply: 'threePhase400' });
    const result = three.result!;
    expect(result.circuit!.phases.map((phase) => phase.name)).toEqual(['L1', 'L2', 'L3']);
    expect(result.circuit!.phases.map((phase) => phase.total).sort()).toEqual([2, 2, 3]);
    expect(result.lines[1]!.count).toBeNull();
    expect(result.lines[0]!.capacity.perPhase).toHaveLength(3);
    expect(result.lines[0]!.capacity.total).toBe(3 * result.lines[0]!.capacity.maximum);
  });

  it('says what would help when inrush binds', async () => {
    const { result } = await check([{ modelId: titan[0]! }], { curve: 'B', rating: 10 });
    const line = result!.lines[0]!;
    expect(line.capacity.binding).toBe('inrush');
    expect(line.remedies.map((remedy) => remedy.kind)).toEqual(['curve', 'rating', 'groups', 'limiter', 'dali']);
    expect(line.remedies[0]).toMatchObject({ curve: 'C', rating: 10 });
    expect(line.remedies[0]!.maximum).toBeGreaterThan(line.capacity.maximum);
    expect(line.remedies.at(-1)!.maximum).toBe(line.capacity.steadyLimit);
  });

  it('counts only steady current for a device with no inrush figure, and says so', async () => {
    const { result } = await check([{ modelId: sensor, count: 2 }]);
    const line = result!.lines[0]!;
    expect(line.capacity.inrushLimit).toBeNull();
    expect(line.capacity.binding).toBe('steady');
    expect(line.remedies).toEqual([]);
    expect(result!.circuit!.inrushIncomplete).toBe(true);
  });

  it('ties every input it cannot use to its field, never an error', async () => {
    const bad = await check(
      [{ modelId: plato[0]!, count: 0 }, { modelId: 999_999 }, { modelId: plato[0]!, count: 1001 }],
      { rating: 17 },
    );
    expect(bad.result).toBeNull();
    expect(bad.problems).toEqual([
      { field: 'rating', index: null, code: 'outOfRange' },
      { field: 'count', index: 0, code: 'outOfRange' },
      { field: 'count', index: 2, code: 'outOfRange' },
      { field: 'modelId', index: 2, code: 'duplicate' },
    ]);
    const unknown = await check([{ modelId: plato[0]! }, { modelId: 999_999 }]);
    expect(unknown.problems).toEqual([{ field: 'modelId', index: 1, code: 'unknownModel' }]);
    const many = await check(Array.from({ length: 11 }, (_, index) => ({ modelId: index + 1 })));
    expect(many.problems).toContainEqual({ field: 'lines', index: null, code: 'tooMany' });
    expect(await check([])).toEqual({ problems: [], result: null });
  });

  it('gives the running current as P / (U · PF)', async () => {
    const { models } = await run(query(modelsQuery, { variables: { ids: [plato[0]!] } }));
    const { power, powerFactor } = models[0]!.technical;
    const { result } = await check([{ modelId: plato[0]! }]);
    expect(result!.lines[0]!.steadyCurrent).toBeCloseTo(
      steadyCurrent({ power, powerFactor, inrushPeak: null, inrushPulseWidth: null }),
      10,
    );
    expect(result!.allowedSteadyCurrent).toBeCloseTo(12.8, 10);
    expect(result!.instantaneousTripCurrent).toBe(80);
  });
});

describe('the illuminance design', () => {
  const { query } = testBff();
  const office = {
    room: { length: 10, width: 6, height: 3, workPlaneHeight: 0.8 },
    reflectances: { ceiling: 0.7, walls: 0.5, floor: 0.2 },
    maintenanceFactor: 0.8,
    required: 500,
  };
  let panel: number;
  let sensor: number;

  beforeAll(async () => {
    const modelsOf = async (gnkCode: string) => {
      const { body } = await query(seriesModelsQuery, { variables: { gnkCode } });
      return unionMember(body.data!.series, 'Series').models.filter((model) => !model.archived);
    };
    panel = (await modelsOf('plato'))[0]!.id;
    sensor = (await modelsOf('sensa-pir'))[0]!.id;
  });

  const design = async (variables: Partial<typeof office> & { modelId: number }) => {
    const { body } = await query(illuminanceQuery, { variables: { ...office, ...variables } });
    expect(body.errors).toBeUndefined();
    return body.data!.illuminanceDesign;
  };

  it("lays out the fewest luminaires that reach the norm, from the model's own LDT", async () => {
    const { problems, result } = await design({ modelId: panel });
    expect(problems).toEqual([]);
    expect(result!.reached).toBe(true);
    expect(result!.average).toBeGreaterThanOrEqual(500);
    expect(result!.count).toBe(result!.rows * result!.columns);
    expect(result!.luminaires).toHaveLength(result!.count);
    expect(result!.spacingX).toBeCloseTo(10 / result!.columns, 10);
    expect(result!.power).toBeCloseTo(result!.count * result!.model.technical.power, 6);
    expect(result!.powerDensity).toBeCloseTo(result!.power / 60, 6);
    expect(result!.roomIndex).toBeCloseTo(60 / (2.2 * 16), 6);
    expect(result!.uniformity).toBeCloseTo(result!.minimum / result!.average, 6);
    expect(result!.grid.values).toHaveLength(result!.grid.ys.length);
    expect(result!.grid.values[0]).toHaveLength(result!.grid.xs.length);
    // A quarter less required never needs more luminaires.
    const less = await design({ modelId: panel, required: 375 });
    expect(less.result!.count).toBeLessThanOrEqual(result!.count);
  });

  it('ties every input it cannot use to its field', async () => {
    const bad = await design({
      modelId: panel,
      room: { length: -3, width: 500, height: 3, workPlaneHeight: 3.2 },
      reflectances: { ceiling: 1.2, walls: 0.5, floor: -0.1 },
      maintenanceFactor: 0,
      required: 0,
    });
    expect(bad.result).toBeNull();
    expect(bad.problems.map((problem) => problem.field)).toEqual([
      'length',
      'width',
      'workPlaneHeight',
      'ceiling',
      'floor',
      'maintenanceFactor',
      'required',
    ]);
    expect((await design({ modelId: 999_999 })).problems).toEqual([{ field: 'modelId', code: 'unknownModel' }]);
    expect((await design({ modelId: sensor })).problems).toEqual([{ field: 'modelId', code: 'notApplicable' }]);
  });

  it('gives each language its own norm', async () => {
    const ru = (await query(normsQuery, { locale: 'ru' })).body.data!.lightingNorms;
    const en = (await query(normsQuery, { locale: 'en' })).body.data!.lightingNorms;
    expect(ru.every((row) => row.source.startsWith('СП 52.13330.2016'))).toBe(true);
    expect(en.find((row) => row.code === 'office-writing')).toMatchObject({
      illuminance: 500,
      uniformity: 0.6,
      ugr: 19,
    });
  });
});

describe('tools never fail', () => {
  const upstream = useFaultUpstream('error500');

  it('answers `unavailable` when the content API cannot give the models', async () => {
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: 300 });
    const { body } = await query(checkQuery, {
      variables: { lines: [{ modelId: 3 }], curve: 'C', rating: 16, supply: 'singlePhase230' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.circuitBreakerCheck).toEqual({
      problems: [{ field: 'lines', index: null, code: 'unavailable' }],
      result: null,
    });
    const design = await query(illuminanceQuery, {
      variables: {
        room: { length: 10, width: 6, height: 3, workPlaneHeight: 0.8 },
        reflectances: { ceiling: 0.7, walls: 0.5, floor: 0.2 },
        maintenanceFactor: 0.8,
        required: 500,
        modelId: 3,
      },
    });
    expect(design.body.errors).toBeUndefined();
    expect(design.body.data!.illuminanceDesign).toEqual({
      problems: [{ field: 'modelId', code: 'unavailable' }],
      result: null,
    });
  });
});
