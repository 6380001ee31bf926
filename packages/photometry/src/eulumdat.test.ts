import { describe, expect, it } from 'vitest';
import { parseEulumdat, planeIntensities, type Eulumdat } from './eulumdat.js';
import { ldt, type Fixture } from './test-support/ldt.js';

const parsed = (fixture: Fixture): Eulumdat => {
  const file = parseEulumdat(ldt(fixture));
  if (!file) throw new Error('the fixture did not parse');
  return file;
};

describe('reading a EULUMDAT file', () => {
  it('reads the angles and the intensities the symmetry keeps', () => {
    expect(
      parseEulumdat(
        ldt({
          symmetry: 4,
          intensities: [
            [300, 200, 0],
            [250, 150, 0],
          ],
        }),
      ),
    ).toEqual({
      luminaireName: 'Test luminaire',
      header: {
        luminaire: { length: 600, width: 600, height: 40 },
        luminousArea: { length: 500, width: 500, heights: [0, 0, 0, 0] },
        downwardFluxFraction: 100,
        lightOutputRatio: 100,
        conversionFactor: 1,
        tilt: 0,
        lampSets: [{ count: 1, type: 'LED', flux: 1000, colourTemperature: '4000K', colourRendering: '80', watts: 10 }],
      },
      symmetry: 4,
      cAngles: [0, 90, 180, 270],
      gammaAngles: [0, 45, 90],
      storedCAngles: [0, 90],
      intensities: [
        [300, 200, 0],
        [250, 150, 0],
      ],
    });
  });

  it('keeps C0–C180 for plane symmetry about C0–C180, and C270 round through C0 to C90 about C90–C270', () => {
    expect(
      parsed({
        symmetry: 2,
        intensities: [
          [1, 1, 1],
          [2, 2, 2],
          [3, 3, 3],
        ],
      }).storedCAngles,
    ).toEqual([0, 90, 180]);
    expect(
      parsed({
        symmetry: 3,
        intensities: [
          [1, 1, 1],
          [2, 2, 2],
          [3, 3, 3],
        ],
      }).storedCAngles,
    ).toEqual([270, 0, 90]);
    expect(parsed({ symmetry: 1, intensities: [[1, 1, 1]] }).storedCAngles).toEqual([0]);
  });

  it('reads LF or CR line breaks, decimal commas, several values on a line and several lamp sets', () => {
    expect(parsed({ symmetry: 1, intensities: [['100,5', '50', '0']], eol: '\n' }).intensities).toEqual([
      [100.5, 50, 0],
    ]);
    expect(parsed({ symmetry: 1, intensities: [['100', '50', '0']], eol: '\r' }).intensities).toEqual([[100, 50, 0]]);
    expect(parsed({ symmetry: 1, intensities: [['100 50   0']] }).intensities).toEqual([[100, 50, 0]]);
    expect(parsed({ symmetry: 1, intensities: [[7, 5, 3]], lampSets: 3 }).intensities).toEqual([[7, 5, 3]]);
  });

  it('refuses what it cannot read', () => {
    expect(parseEulumdat('')).toBeNull();
    expect(parseEulumdat('not\na\nphotometric\nfile')).toBeNull();
    expect(parseEulumdat('%PDF-1.7\n'.repeat(80))).toBeNull();
    // Symmetry out of range, and plane counts the symmetry cannot split.
    expect(parseEulumdat(ldt({ symmetry: 7, intensities: [[1, 1, 1]] }))).toBeNull();
    expect(
      parseEulumdat(
        ldt({
          symmetry: 4,
          cAngles: [0, 120, 240],
          intensities: [
            [1, 1, 1],
            [1, 1, 1],
          ],
        }),
      ),
    ).toBeNull();
    // A value that is not a number, a negative intensity, fewer values than announced.
    expect(
      parseEulumdat(
        ldt({
          symmetry: 4,
          intensities: [
            [300, 'x', 0],
            [1, 1, 1],
          ],
        }),
      ),
    ).toBeNull();
    expect(
      parseEulumdat(
        ldt({
          symmetry: 4,
          intensities: [
            [300, -1, 0],
            [1, 1, 1],
          ],
        }),
      ),
    ).toBeNull();
    expect(
      parseEulumdat(
        ldt({
          symmetry: 4,
          intensities: [
            [300, 200, 0],
            [1, 1],
          ],
        }),
      ),
    ).toBeNull();
    // Angles out of order or out of range.
    expect(parseEulumdat(ldt({ symmetry: 1, gammaAngles: [0, 90, 45], intensities: [[1, 1, 1]] }))).toBeNull();
    expect(parseEulumdat(ldt({ symmetry: 1, gammaAngles: [0, 90, 190], intensities: [[1, 1, 1]] }))).toBeNull();
    expect(
      parseEulumdat(
        ldt({
          symmetry: 0,
          cAngles: [0, 90, 180, 360],
          intensities: [
            [1, 1, 1],
            [1, 1, 1],
            [1, 1, 1],
            [1, 1, 1],
          ],
        }),
      ),
    ).toBeNull();
  });
});

describe('the intensities of a plane', () => {
  it('rebuilds every plane from a symmetric file', () => {
    const both = parsed({
      symmetry: 4,
      intensities: [
        [300, 200, 0],
        [250, 150, 0],
      ],
    });
    expect(planeIntensities(both, 180)).toEqual([300, 200, 0]);
    expect(planeIntensities(both, 270)).toEqual([250, 150, 0]);
    const round = parsed({ symmetry: 1, intensities: [[100, 50, 0]] });
    expect(planeIntensities(round, 90)).toEqual([100, 50, 0]);
    const none = parsed({
      symmetry: 0,
      intensities: [
        [1, 1, 1],
        [2, 2, 2],
        [3, 3, 3],
        [4, 4, 4],
      ],
    });
    expect(planeIntensities(none, 270)).toEqual([4, 4, 4]);
    expect(planeIntensities(none, -90)).toEqual([4, 4, 4]);
  });

  it('mirrors the half the file leaves out', () => {
    // C0–C180 symmetry: C270 is C90.
    const across = parsed({
      symmetry: 2,
      intensities: [
        [1, 1, 1],
        [2, 2, 2],
        [3, 3, 3],
      ],
    });
    expect(planeIntensities(across, 270)).toEqual([2, 2, 2]);
    // C90–C270 symmetry, stored C270, C0, C90: C180 is C0.
    const along = parsed({
      symmetry: 3,
      intensities: [
        [4, 4, 4],
        [1, 1, 1],
        [2, 2, 2],
      ],
    });
    expect(planeIntensities(along, 0)).toEqual([1, 1, 1]);
    expect(planeIntensities(along, 180)).toEqual([1, 1, 1]);
    expect(planeIntensities(along, 270)).toEqual([4, 4, 4]);
    expect(planeIntensities(along, 90)).toEqual([2, 2, 2]);
  });

  it('interpolates between stored planes, round past the last one without symmetry', () => {
    const none = parsed({
      symmetry: 0,
      intensities: [
        [0, 0, 0],
        [10, 10, 10],
        [20, 20, 20],
        [30, 30, 30],
      ],
    });
    expect(planeIntensities(none, 45)).toEqual([5, 5, 5]);
    expect(planeIntensities(none, 315)).toEqual([15, 15, 15]);
    const planes = parsed({
      symmetry: 2,
      cAngles: [0, 60, 120, 180, 240, 300],
      intensities: [
        [0, 0, 0],
        [6, 6, 6],
        [12, 12, 12],
        [18, 18, 18],
      ],
    });
    expect(planeIntensities(planes, 90)).toEqual([9, 9, 9]);
    expect(planeIntensities(planes, 270)).toEqual([9, 9, 9]);
  });
});
