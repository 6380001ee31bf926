import { coneRows, typicalMountingHeights } from '@ostrel/photometry/cone';
import type { ModelResolvers } from '../../../../generated/resolvers-types.js';
import { eulumdatReading } from '../../eulumdat-files.js';

const maxHeights = 12;
const lowest = 0.5;
const highest = 100;

/** The heights asked for, within bounds: what a visitor chooses costs at most 12 rows. */
function heightsWithinBounds(asked: readonly number[]): number[] {
  const kept = asked
    .filter((height) => Number.isFinite(height))
    .slice(0, maxHeights)
    .map((height) => Math.min(highest, Math.max(lowest, height)));
  return [...new Set(kept)].sort((a, b) => a - b);
}

export const coneDiagram: NonNullable<ModelResolvers['coneDiagram']> = async (model, args, context) => {
  const path = model.photometry.ldt?.url;
  if (!path) return null;
  // The file lightDistribution reads, read once for every field drawn from it.
  const result = await context.readFile(path, eulumdatReading);
  if (result.status !== 'ok' || !result.data.cone) return null;
  const heights = args.heights
    ? heightsWithinBounds(args.heights)
    : typicalMountingHeights(result.data.summary.luminaireFlux);
  return coneRows(result.data.cone, heights).map(({ height, centreIlluminance, beamDiameter }) => ({
    height,
    centreIlluminance,
    beamDiameterC0C180: beamDiameter.c0c180,
    beamDiameterC90C270: beamDiameter.c90c270,
  }));
};
