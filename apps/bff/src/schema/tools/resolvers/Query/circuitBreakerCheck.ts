import {
  allowedInrushPeak,
  breakerCapacity,
  checkCircuit,
  inrushRemedies,
  instantaneousTripMultiple,
  allowedSteadyCurrent,
  steadyCurrent,
  type LuminaireLoad,
} from '@ostrel/lighting-math/breakers';
import type { Model as ContractModel } from '@ostrel/contract/schemas/catalog';
import type { QueryResolvers, ResolversTypes, ToolProblem } from '../../../../generated/resolvers-types.js';
import { isBreakerRating, loadOf, supplyOf } from '../../breaker-inputs.js';

export const maxCircuitLines = 10;
export const maxLineCount = 1000;

type Answer = ResolversTypes['CircuitBreakerAnswer'];

export const circuitBreakerCheck: NonNullable<QueryResolvers['circuitBreakerCheck']> = async (
  _parent,
  { lines, curve, rating, supply },
  context,
): Promise<Answer> => {
  const problems: ToolProblem[] = [];
  const problem = (field: string, code: ToolProblem['code'], index: number | null = null) =>
    problems.push({ field, code, index });
  if (lines.length > maxCircuitLines) problem('lines', 'tooMany');
  if (!isBreakerRating(rating)) problem('rating', 'outOfRange');
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (line.count !== null && line.count !== undefined && (line.count < 1 || line.count > maxLineCount))
      problem('count', 'outOfRange', index);
    if (line.modelId < 1) problem('modelId', 'unknownModel', index);
    else if (seen.has(line.modelId)) problem('modelId', 'duplicate', index);
    seen.add(line.modelId);
  });
  if (problems.length > 0 || lines.length === 0) return { problems, result: null };

  const read = await context.read('models', { query: { 'ids[]': [...seen] } });
  if (read.status !== 'ok') return { problems: [{ field: 'lines', code: 'unavailable', index: null }], result: null };
  const byId = new Map(read.data.map((model) => [model.id, model]));
  const known: { model: ContractModel; load: LuminaireLoad; count: number | null }[] = [];
  lines.forEach((line, index) => {
    const model = byId.get(line.modelId);
    const load = model && loadOf(model);
    if (!model) problem('modelId', 'unknownModel', index);
    else if (!load) problem('modelId', 'notApplicable', index);
    else known.push({ model, load, count: line.count ?? null });
  });
  if (problems.length > 0) return { problems, result: null };

  const breaker = { curve, rating };
  const mathSupply = supplyOf[supply];
  const planned = known.map((line) => ({ load: line.load, count: line.count ?? 0 }));
  const circuit = known.some((line) => line.count !== null) ? checkCircuit(planned, breaker, mathSupply) : null;
  return {
    problems,
    result: {
      curve,
      rating,
      supply,
      allowedSteadyCurrent: allowedSteadyCurrent(breaker),
      instantaneousTripCurrent: instantaneousTripMultiple[curve] * rating,
      lines: known.map(({ model, load, count }) => ({
        model,
        count,
        steadyCurrent: steadyCurrent(load),
        powerFactorAssumed: !(load.powerFactor && load.powerFactor > 0),
        allowedInrushPeak: load.inrushPulseWidth ? allowedInrushPeak(breaker, load.inrushPulseWidth) : null,
        capacity: breakerCapacity(load, breaker, mathSupply),
        remedies: inrushRemedies(load, breaker, mathSupply).map((remedy) => ({
          kind: remedy.kind,
          curve: 'breaker' in remedy ? remedy.breaker.curve : null,
          rating: 'breaker' in remedy ? remedy.breaker.rating : null,
          groups: 'groups' in remedy ? remedy.groups : null,
          maximum: remedy.maximum,
        })),
      })),
      circuit: circuit && {
        fits: circuit.fits,
        binding: circuit.binding,
        inrushIncomplete: circuit.inrushIncomplete,
        phases: circuit.phases.map((phase, index) => ({
          ...phase,
          name: `L${index + 1}`,
          total: phase.counts.reduce((sum, count) => sum + count, 0),
        })),
      },
    },
  };
};
