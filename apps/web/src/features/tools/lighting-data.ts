import { graphql } from '@/app/graphql/generated';
import type { LightingDesignQuery, LightingToolQuery } from '@/app/graphql/generated/graphql';
import { readLightingInput, type LightingInput } from './lighting-input';
import { addedModelId, loadModelChoices, type ModelChoices } from './model-choices';
import type { ToolReads } from './tool-reads';

const LightingToolQueryDoc = graphql(`
  query LightingTool($ids: [Int!]!) {
    lightingNorms {
      code
      name
      illuminance
      uniformity
      ugr
      colourRendering
      source
    }
    models(ids: $ids) {
      id
      name
      gnkCode
      nkCode
      technical {
        power
        flux
        length
        width
        diameter
      }
      photometry {
        ldt {
          url
        }
      }
    }
  }
`);

const LightingDesignQueryDoc = graphql(`
  query LightingDesign(
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
        count
        rows
        columns
        spacingX
        spacingY
        required
        reached
        average
        minimum
        maximum
        uniformity
        indirect
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

export type LightingNorm = LightingToolQuery['lightingNorms'][number];
export type LightingModel = LightingToolQuery['models'][number];
export type LightingAnswer = LightingDesignQuery['illuminanceDesign'];

export interface LightingToolData {
  input: LightingInput;
  norms: LightingNorm[];
  /** The norm row chosen; null for an illuminance of the visitor's own. */
  norm: LightingNorm | null;
  /** lx the design aims at: the visitor's own, else the norm's. */
  required: number | null;
  model: LightingModel | null;
  answer: LightingAnswer | null;
  choices: ModelChoices;
}

const percent = (value: number | null) => (value === null ? null : value / 100);

/** Reads the calculator's URL, takes a model the visitor picked, and asks the BFF for the design. */
export async function loadLightingTool(reads: ToolReads, search: URLSearchParams): Promise<LightingToolData> {
  const input = readLightingInput(search);
  const [added, choices] = await Promise.all([addedModelId(reads, input), loadModelChoices(reads, input)]);
  if (added !== null) input.modelId = added;
  const { lightingNorms: norms, models } = await reads.query(LightingToolQueryDoc, {
    ids: input.modelId === null ? [] : [input.modelId],
  });
  const norm = input.norm === 'custom' ? null : (norms.find((row) => row.code === input.norm) ?? norms[0] ?? null);
  const required = input.value.lux ?? norm?.illuminance ?? null;
  const model = models[0] ?? null;
  const { value } = input;
  const ready =
    input.notNumbers.length === 0 &&
    value.length !== null &&
    value.width !== null &&
    value.height !== null &&
    value.workPlaneHeight !== null &&
    value.maintenanceFactor !== null;
  const answer =
    ready && model && required !== null
      ? (
          await reads.query(LightingDesignQueryDoc, {
            room: {
              length: value.length ?? 0,
              width: value.width ?? 0,
              height: value.height ?? 0,
              workPlaneHeight: value.workPlaneHeight ?? 0,
            },
            reflectances: {
              ceiling: percent(value.ceiling) ?? 0,
              walls: percent(value.walls) ?? 0,
              floor: percent(value.floor) ?? 0,
            },
            maintenanceFactor: value.maintenanceFactor ?? 0,
            required,
            modelId: model.id,
          })
        ).illuminanceDesign
      : null;
  return { input, norms, norm, required, model, answer, choices };
}
