import { describe, expect, it } from 'vitest';
import { parseEulumdat } from './eulumdat.js';
import { mainPlanes } from './main-planes.js';
import { ldt, type Fixture } from './test-support/ldt.js';

const planesOf = (fixture: Fixture) => {
  const file = parseEulumdat(ldt(fixture));
  if (!file) throw new Error('the fixture did not parse');
  return mainPlanes(file);
};

describe('the main planes', () => {
  it('gives each half-plane of C0–C180 and C90–C270 over the gamma angles, and their peak', () => {
    expect(
      planesOf({
        symmetry: 4,
        intensities: [
          [300, 200, 0],
          [250, 150, 0],
        ],
      }),
    ).toEqual({
      gammaAngles: [0, 45, 90],
      c0: [300, 200, 0],
      c180: [300, 200, 0],
      c90: [250, 150, 0],
      c270: [250, 150, 0],
      maxIntensity: 300,
    });
  });

  it('keeps an asymmetric distribution as it is (a street light throws forward)', () => {
    const planes = planesOf({
      symmetry: 0,
      intensities: [
        [100, 400, 0],
        [100, 150, 0],
        [100, 20, 0],
        [100, 150, 0],
      ],
    });
    expect(planes).toMatchObject({
      c0: [100, 400, 0],
      c180: [100, 20, 0],
      c90: [100, 150, 0],
      c270: [100, 150, 0],
      maxIntensity: 400,
    });
  });

  it('has nothing to draw when the main planes hold no light', () => {
    expect(
      planesOf({
        symmetry: 4,
        intensities: [
          [0, 0, 0],
          [0, 0, 0],
        ],
      }),
    ).toBeNull();
  });
});
