import { parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldCosts, operationCost } from '../operation-cost.js';
import { testBff } from '../test-support/bff.js';
import { graphql } from '../test-support/generated/index.js';
import { unionMember } from '../test-support/union-member.js';

const seriesModels = graphql(`
  query ComputeSeriesModels($gnkCode: String!) {
    series(gnkCode: $gnkCode) {
      __typename
      ... on Series {
        models {
          id
          archived
        }
      }
    }
  }
`);

const design = graphql(`
  query ComputeDesign($room: RoomInput!, $modelId: Int!) {
    illuminanceDesign(
      room: $room
      reflectances: { ceiling: 0.7, walls: 0.5, floor: 0.2 }
      maintenanceFactor: 0.8
      required: 2000
      modelId: $modelId
    ) {
      problems {
        field
        code
      }
      result {
        count
      }
    }
  }
`);

const locale = graphql(`
  query ComputeLocale {
    locale
  }
`);

/** The largest room the calculator takes, lit to 2000 lx: the costliest design there is. */
const largestRoom = { length: 200, width: 200, height: 30, workPlaneHeight: 0.8 };

describe('the costs of an operation', () => {
  it('count each selection of a costly field, through aliases and fragments', () => {
    const document = parse(`
      query Q { a: illuminanceDesign(room: $r) { count } b: illuminanceDesign(room: $r) { count } ...F locale }
      fragment F on Query { search(query: "x") { __typename } c: circuitBreakerCheck { __typename } }
    `);
    expect(operationCost(document, 'Q')).toBe(
      2 * fieldCosts.illuminanceDesign! + fieldCosts.search! + fieldCosts.circuitBreakerCheck! + 1,
    );
  });
});

describe('room designs', () => {
  let panel = 0;
  beforeAll(async () => {
    const { query } = testBff();
    const { body } = await query(seriesModels, { variables: { gnkCode: 'plato' } });
    panel = unionMember(body.data!.series, 'Series').models.find((model) => !model.archived)!.id;
  });

  it('run off the request thread: other operations are answered while one is computed', async () => {
    // Time enough for the largest room on a busy machine: what is checked is where it runs, not how fast.
    const { bff, query } = testBff({ compute: { threads: 1, maxQueue: 4, timeoutMs: 60_000 } });
    let answered = 0;
    let answeredBeforeDesign = -1;
    const designing = query(design, { variables: { room: largestRoom, modelId: panel } }).then((answer) => {
      answeredBeforeDesign = answered;
      return answer;
    });
    // On the request thread, the design would hold every other answer until it was done.
    while (answeredBeforeDesign < 0) {
      // A turn of the event loop each time: a kept answer comes back without one.
      await new Promise((resolve) => setImmediate(resolve));
      const { body } = await query(locale);
      expect(body.data?.locale).toBe('ru');
      answered += 1;
    }
    const { body } = await designing;
    expect(body.data?.illuminanceDesign.result?.count).toBeGreaterThan(100);
    expect(answeredBeforeDesign).toBeGreaterThan(0);
    await bff.compute.close();
  });

  it('wait in a bounded queue, are refused past it, and are stopped past their time', async () => {
    // One thread, nobody waiting: a second design at once is refused.
    const busy = testBff({ compute: { threads: 1, maxQueue: 0, timeoutMs: 20_000 } });
    const answers = await Promise.all(
      [0, 1].map(() => busy.query(design, { variables: { room: largestRoom, modelId: panel } })),
    );
    const codes = answers.map(({ body }) => body.data?.illuminanceDesign.problems.map((problem) => problem.code));
    expect(codes).toContainEqual([]);
    expect(codes).toContainEqual(['unavailable']);
    await busy.bff.compute.close();
    // Far less time than the largest room takes: stopped (piscina replaces the thread it ends).
    const slow = testBff({ compute: { threads: 1, maxQueue: 4, timeoutMs: 100 } });
    const stopped = await slow.query(design, { variables: { room: largestRoom, modelId: panel } });
    expect(stopped.body.data?.illuminanceDesign.problems.map((problem) => problem.code)).toEqual(['unavailable']);
    await slow.bff.compute.close();
  });
});
