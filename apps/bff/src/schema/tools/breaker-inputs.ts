import type { Model as ContractModel } from '@ostrel/contract/schemas/catalog';
import { breakerRatings, type LuminaireLoad, type Supply as MathSupply } from '@ostrel/lighting-math/breakers';
import type { Supply } from '../../generated/resolvers-types.js';

export const supplyOf: Record<Supply, MathSupply> = {
  singlePhase230: 'single-phase-230',
  threePhase400: 'three-phase-400',
};

export const isBreakerRating = (rating: number): boolean => breakerRatings.includes(rating);

/** What a model draws, from its datasheet figures; null when it draws nothing worth counting. */
export function loadOf(model: ContractModel): LuminaireLoad | null {
  const { power, powerFactor, inrushCurrent, inrushPulseWidth } = model.technical;
  if (!(power > 0)) return null;
  return { power, powerFactor, inrushPeak: inrushCurrent, inrushPulseWidth };
}
