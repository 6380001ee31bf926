import type { DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { BffContext } from './context.js';
import { rootFields } from './rate-limits.js';

/**
 * What a root field costs against one operation's budget, in units of a plain read (1: any field
 * not listed). A computation is not one unit: a room design takes up to a few hundred milliseconds
 * of a core (on a worker thread, but a thread a flood would fill), a checked photometric file (up
 * to 2 MB) its reading and UGR table, a breaker check a model read and its arithmetic, a search or
 * an archive the content API's work. Aliases add up: each selection counts (`rootFields`).
 */
export const fieldCosts: Readonly<Record<string, number>> = {
  illuminanceDesign: 100,
  photometryCheck: 150,
  circuitBreakerCheck: 10,
  search: 10,
  prepareArchive: 50,
  models: 5,
};

/** At most three room designs in one operation; a page's own query costs a few dozen. */
export const maxOperationCost = 300;

/** The operation's cost by `fieldCosts`. */
export function operationCost(document: DocumentNode, operationName?: string | null): number {
  return rootFields(document, operationName).reduce((sum, field) => sum + (fieldCosts[field] ?? 1), 0);
}

/**
 * Refuses an operation over `maxOperationCost` before anything of it runs, with one error naming
 * its cost and the budget (`extensions.code` `COST_LIMIT`, HTTP 400).
 */
export function useOperationCost(): Plugin<BffContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // Envelop types the execution arguments loosely; these are graphql-js's.
      const { document, operationName } = args as { document: DocumentNode; operationName?: string | null };
      const cost = operationCost(document, operationName);
      if (cost <= maxOperationCost) return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError(
            `Operation too costly: it costs ${String(cost)}, at most ${String(maxOperationCost)} are taken (a room design costs ${String(fieldCosts.illuminanceDesign)})`,
            { extensions: { code: 'COST_LIMIT', cost, maxCost: maxOperationCost, http: { status: 400 } } },
          ),
        ],
      });
    },
  };
}
