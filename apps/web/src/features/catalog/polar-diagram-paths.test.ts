import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/app/graphql/generated';
import { polarDiagram, PolarDiagramCurvesFragment } from './polar-diagram-paths';

/** Curves over gamma 0, 45 and 90°, as the BFF gives them. */
const curves = (values: { c0: number[]; c180: number[]; c90: number[]; c270: number[] }) =>
  makeFragmentData(
    { gammaAngles: [0, 45, 90], ...values, maxIntensity: Math.max(...Object.values(values).flat()) },
    PolarDiagramCurvesFragment,
  );

describe('the polar diagram', () => {
  it('draws both main planes to a round scale, straight down at the bottom', () => {
    const diagram = polarDiagram(
      curves({ c0: [300, 200, 0], c180: [300, 200, 0], c90: [250, 150, 0], c270: [250, 150, 0] }),
    )!;
    expect(diagram.scale).toBe(500);
    expect(diagram.rings).toEqual([0.25, 0.5, 0.75, 1]);
    // Gamma 0 at 300 of 500 cd/klm: 54 of the 90 units below the centre.
    expect(diagram.across.startsWith('M100.0 154.0L')).toBe(true);
    expect(diagram.across.endsWith('Z')).toBe(true);
    expect(diagram.along).toContain('100.0 145.0');
    // One point per gamma angle on each side.
    expect(diagram.across.split('L')).toHaveLength(6);
  });

  it('puts C0 and C90 to the right, C180 and C270 to the left', () => {
    const diagram = polarDiagram(curves({ c0: [0, 0, 400], c180: [0, 0, 200], c90: [0, 0, 0], c270: [0, 0, 0] }))!;
    // Gamma 90 (sideways): C0 at 400 of 500 reaches 72 units right, C180 at 200 36 units left.
    expect(diagram.across).toContain('172.0 100.0');
    expect(diagram.across).toContain('64.0 100.0');
  });

  it('chooses 1, 2, 2.5 or 5 times a power of ten', () => {
    const scale = (max: number) =>
      polarDiagram(curves({ c0: [max, 0, 0], c180: [0, 0, 0], c90: [0, 0, 0], c270: [0, 0, 0] }))!.scale;
    expect([scale(90), scale(180), scale(240), scale(480), scale(600), scale(1000)]).toEqual([
      100, 200, 250, 500, 1000, 1000,
    ]);
  });

  it('draws nothing without light', () => {
    expect(polarDiagram(curves({ c0: [0, 0, 0], c180: [0, 0, 0], c90: [0, 0, 0], c270: [0, 0, 0] }))).toBeNull();
  });
});
