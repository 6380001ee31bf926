import { parseEulumdat } from '@ostrel/photometry/eulumdat';
import { catalogueUgr, ugrTable } from '@ostrel/photometry/ugr';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger.js';
import { testBff } from '../../test-support/bff.js';
import { fromContentApi } from '../../test-support/content-api.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

const ugrQuery = graphql(`
  query ModelUgrTable($gnk: String!, $nk: String!) {
    model(gnkCode: $gnk, nkCode: $nk) {
      __typename
      ... on Model {
        technical {
          ugr
        }
        photometry {
          ldt {
            url
          }
        }
        ugrTable {
          spacingToHeight
          lampFlux
          reflectances {
            ceiling
            walls
            floor
          }
          rows {
            x
            y
            crosswise
            endwise
          }
          catalogueValue
        }
      }
    }
  }
`);

/** Counts the tasks the pool gives its threads (its private `run`). */
function countTasks(compute: object) {
  return vi.spyOn(compute as { run: (...args: unknown[]) => Promise<unknown> }, 'run');
}

describe('a model’s UGR table', () => {
  it('is the table of its own LDT file, with the figure its catalogue limit is read from', async () => {
    const { bff, query } = testBff();
    const { body } = await query(ugrQuery, { variables: { gnk: 'linea', nk: 'linea-36-840' } });
    expect(body.errors).toBeUndefined();
    const model = unionMember(body.data?.model, 'Model');
    const file = parseEulumdat(await (await fromContentApi(model.photometry.ldt?.url ?? '')).text());
    const expected = ugrTable(file!)!;
    const table = model.ugrTable!;
    expect(table.spacingToHeight).toBe(0.25);
    expect(table.lampFlux).toBe(expected.lampFlux);
    expect(table.reflectances).toEqual(expected.reflectances);
    expect(table.rows).toEqual(expected.rows.map(({ room, ...values }) => ({ ...room, ...values })));
    expect(table.rows).toHaveLength(19);
    expect(table.catalogueValue).toBeCloseTo(catalogueUgr(file!)!, 10);
    // "UGR < N" on the page is the lowest limit the table's figure stays under.
    expect(Math.round(10 * table.catalogueValue!) / 10).toBeLessThan(model.technical.ugr!);
    await bff.compute.close();
  });

  it('is computed once per file, on a worker thread, however many ask for it at once', async () => {
    const { bff, query } = testBff();
    const tasks = countTasks(bff.compute);
    const variables = { gnk: 'plato', nk: 'plato-40-840' };
    const answers = await Promise.all([
      query(ugrQuery, { variables }),
      query(ugrQuery, { variables, locale: 'en' }),
      query(ugrQuery, { variables }),
    ]);
    const tables = answers.map(({ body }) => unionMember(body.data?.model, 'Model').ugrTable);
    expect(tables[0]?.rows).toHaveLength(19);
    expect(tables[1]).toEqual(tables[0]);
    expect(tables[2]).toEqual(tables[0]);
    expect(tasks).toHaveBeenCalledTimes(1);
    // Later operations take the kept table.
    await query(ugrQuery, { variables, locale: 'en' });
    expect(tasks).toHaveBeenCalledTimes(1);
    await bff.compute.close();
  });

  it('is null for a model without an LDT file, and the answer is whole', async () => {
    const { bff, query } = testBff();
    const { body } = await query(ugrQuery, { variables: { gnk: 'exit-pro', nk: 'exit-pro-2w' } });
    expect(body.errors).toBeUndefined();
    const model = unionMember(body.data?.model, 'Model');
    expect(model.photometry.ldt).toBeNull();
    expect(model.ugrTable).toBeNull();
    expect(body.extensions?.degraded).toBeUndefined();
    await bff.compute.close();
  });

  it('is null with a log line and a degraded (not kept) answer when the pool is too busy, and computed on a later ask', async () => {
    const lines: string[] = [];
    const { bff, query } = testBff(
      { compute: { threads: 1, maxQueue: 0, timeoutMs: 20_000 } },
      { log: createLogger('warn', (line) => lines.push(line)) },
    );
    // Two different files at once: one thread, no queue, so one of them is refused.
    const [first, second] = await Promise.all([
      query(ugrQuery, { variables: { gnk: 'plato', nk: 'plato-25-830' } }),
      query(ugrQuery, { variables: { gnk: 'linea', nk: 'linea-18-830' } }),
    ]);
    const tables = [first, second].map(({ body }) => unionMember(body.data?.model, 'Model').ugrTable);
    expect(tables.filter((table) => table === null)).toHaveLength(1);
    expect(lines.map((line) => JSON.parse(line) as { msg: string; cause: string })).toContainEqual(
      expect.objectContaining({ msg: 'UGR table not computed', cause: 'busy' }),
    );
    const refusedAnswer = tables[0] === null ? first : second;
    expect(refusedAnswer.body.extensions?.degraded).toBe(true);
    const refused = tables[0] === null ? 'plato-25-830' : 'linea-18-830';
    const retried = await query(ugrQuery, { variables: { gnk: refused.split('-')[0]!, nk: refused } });
    expect(unionMember(retried.body.data?.model, 'Model').ugrTable?.rows).toHaveLength(19);
    await bff.compute.close();
  });
});
