import { describe, expect, it } from 'vitest';
import { beamCone, coneDiagram, coneRows, typicalMountingHeights } from './cone.js';
import { parseEulumdat, type Eulumdat } from './eulumdat.js';
import { ldt } from './test-support/ldt.js';

const cos = (gamma: number) => Math.cos((gamma * Math.PI) / 180);
const tan = (gamma: number) => Math.tan((gamma * Math.PI) / 180);
const gammaAngles = Array.from({ length: 181 }, (_, index) => index);

/** A rotationally symmetric file of I(γ) in cd/klm, gamma 0–180° by 1°, one lamp set of 1000 lm. */
function roundFile(intensity: (gamma: number) => number): Eulumdat {
  const parsed = parseEulumdat(
    ldt({ symmetry: 1, cAngles: [0], gammaAngles, intensities: [gammaAngles.map(intensity)] }),
  );
  if (!parsed) throw new Error('the fixture did not parse');
  return parsed;
}

describe('the cone diagram', () => {
  it('gives a narrow beam its illuminance straight below, falling with the square of the height', () => {
    // cosⁿ with half its peak at 15° from the nadir: a 30° beam of 2000 cd/klm on the axis, 1000 lm.
    const n = Math.log(0.5) / Math.log(cos(15));
    const cone = coneDiagram(
      roundFile((gamma) => (gamma < 90 ? 2000 * cos(gamma) ** n : 0)),
      [1, 2, 4],
    );
    expect(cone?.map((row) => row.centreIlluminance)).toEqual([2000, 500, 125]);
    // The beam's width is h (tan 15° + tan 15°), in both plane pairs; read off a 1° grid.
    for (const row of cone ?? []) {
      expect(row.beamDiameter.c0c180).toBeCloseTo(2 * row.height * tan(15), 1);
      expect(row.beamDiameter.c90c270).toBeCloseTo(2 * row.height * tan(15), 1);
    }
  });

  it('has no closed patch for a beam that reaches the horizontal, and no diagram without light straight down', () => {
    // Isotropic downward light: never half its peak before 90°.
    const flat = coneDiagram(
      roundFile((gamma) => (gamma <= 90 ? 300 : 0)),
      [3],
    );
    expect(flat?.[0]?.beamDiameter).toEqual({ c0c180: null, c90c270: null });
    expect(flat?.[0]?.centreIlluminance).toBeCloseTo(300 / 9, 10);
    expect(
      coneDiagram(
        roundFile((gamma) => (gamma >= 90 ? 100 : 0)),
        [3],
      ),
    ).toBeNull();
  });

  it('keeps what the diagram needs in a few numbers, and draws the same rows from them at any height', () => {
    const n = Math.log(0.5) / Math.log(cos(20));
    const file = roundFile((gamma) => (gamma < 90 ? 1500 * cos(gamma) ** n : 0));
    const cone = beamCone(file);
    expect(cone?.nadirCandela).toBe(1500);
    expect(cone?.edges.c0c180?.from).toBeCloseTo(-20, 1);
    expect(cone?.edges.c0c180?.to).toBeCloseTo(20, 1);
    expect(cone && coneRows(cone, [2.5, 7])).toEqual(coneDiagram(file, [2.5, 7]));
  });

  it('picks the heights a luminaire of its flux is mounted at', () => {
    expect(typicalMountingHeights(3600)).toEqual([1, 2, 3, 4, 5]);
    expect(typicalMountingHeights(6000)).toEqual([4, 6, 8, 10, 12]);
    expect(typicalMountingHeights(19_999)).toEqual([4, 6, 8, 10, 12]);
    expect(typicalMountingHeights(40_000)).toEqual([6, 9, 12, 15, 20]);
  });
});
