import { graphql } from '@/app/graphql/generated';
import type { BreakerToolQuery } from '@/app/graphql/generated/graphql';
import { addedModelId, loadModelChoices, type ModelChoices } from './model-choices';
import type { ToolReads } from './tool-reads';
import { maxLines, readBreakerInput, type BreakerInput, type BreakerLineInput } from './breaker-input';

const BreakerToolQueryDoc = graphql(`
  query BreakerTool(
    $ids: [Int!]!
    $lines: [CircuitLineInput!]!
    $curve: BreakerCurve!
    $rating: Int!
    $supply: Supply!
    $run: Boolean!
  ) {
    models(ids: $ids) {
      id
      name
      gnkCode
      nkCode
      technical {
        power
      }
    }
    circuitBreakerCheck(lines: $lines, curve: $curve, rating: $rating, supply: $supply) @include(if: $run) {
      problems {
        field
        index
        code
      }
      result {
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
            inrushPeak
            steadyShare
            inrushShare
          }
        }
      }
    }
  }
`);

export type BreakerAnswer = NonNullable<BreakerToolQuery['circuitBreakerCheck']>;
export type BreakerModel = BreakerToolQuery['models'][number];
export interface BreakerToolData {
  input: BreakerInput;
  models: BreakerModel[];
  answer: BreakerAnswer | null;
  choices: ModelChoices;
}

/** Reads the calculator's URL, adds a model the visitor picked, and asks the BFF for the answer. */
export async function loadBreakerTool(reads: ToolReads, search: URLSearchParams): Promise<BreakerToolData> {
  const input = readBreakerInput(search);
  const [added, choices] = await Promise.all([
    input.lines.length < maxLines ? addedModelId(reads, input) : null,
    loadModelChoices(reads, input),
  ]);
  if (added !== null && !input.lines.some((line) => line.modelId === added)) {
    const line: BreakerLineInput = { modelId: added, countText: '', count: null };
    input.lines = [...input.lines, line];
  }
  const ids = input.lines.flatMap((line) => (line.modelId === null ? [] : [line.modelId]));
  const run = ids.length > 0 && input.problems.length === 0;
  const data = await reads.query(BreakerToolQueryDoc, {
    ids,
    lines: input.lines.map((line) => ({ modelId: line.modelId ?? 0, count: line.count })),
    curve: input.curve,
    rating: input.rating,
    supply: input.supply,
    run,
  });
  return { input, models: data.models, answer: data.circuitBreakerCheck ?? null, choices };
}
