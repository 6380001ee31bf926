import { breakerCapacity as capacityOf } from '@ostrel/lighting-math/breakers';
import type { ModelResolvers } from '../../../../generated/resolvers-types.js';
import { isBreakerRating, loadOf, supplyOf } from '../../breaker-inputs.js';

export const breakerCapacity: NonNullable<ModelResolvers['breakerCapacity']> = (model, { curve, rating, supply }) => {
  const load = loadOf(model);
  return load && isBreakerRating(rating) ? capacityOf(load, { curve, rating }, supplyOf[supply]) : null;
};
