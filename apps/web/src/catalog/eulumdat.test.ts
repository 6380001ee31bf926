import { describe, expect, it } from 'vitest';
import { parseEulumdat, planeIntensities, polarDiagram } from './eulumdat';

/** A small EULUMDAT file: 4 C planes 90° apart, gamma 0–90° in 45° steps, one lamp set. */
function ldt(symmetry: number, intensities: number[][]): string {
  const header = ['Test', '1', String(symmetry), '4', '90', '3', '45', 'R1', 'Test luminaire', 'T-1', 'test.ldt', 'date', '600', '600', '40', '500', '500', '0', '0', '0', '0', '100', '100', '1', '0', '1'];
  const lamps = ['1', 'LED', '1000', '4000K', '80', '10'];
  const ratios = Array.from({ length: 10 }, () => '0.5');
  return [...header, ...lamps, ...ratios, '0', '90', '180', '270', '0', '45', '90', ...intensities.flat().map(String)].join('\r\n');
}

describe('EULUMDAT', () => {
  it('reads the angles and the intensities the symmetry keeps', () => {
    const file = parseEulumdat(ldt(4, [[300, 200, 0], [250, 150, 0]]));
    expect(file).toEqual({ symmetry: 4, cAngles: [0, 90, 180, 270], gammaAngles: [0, 45, 90], intensities: [[300, 200, 0], [250, 150, 0]] });
  });

  it('rebuilds every plane from a symmetric file', () => {
    const both = parseEulumdat(ldt(4, [[300, 200, 0], [250, 150, 0]]))!;
    expect(planeIntensities(both, 180)).toEqual([300, 200, 0]);
    expect(planeIntensities(both, 270)).toEqual([250, 150, 0]);
    const round = parseEulumdat(ldt(1, [[100, 50, 0]]))!;
    expect(planeIntensities(round, 90)).toEqual([100, 50, 0]);
    const none = parseEulumdat(ldt(0, [[1, 1, 1], [2, 2, 2], [3, 3, 3], [4, 4, 4]]))!;
    expect(planeIntensities(none, 270)).toEqual([4, 4, 4]);
  });

  it('refuses what it cannot read', () => {
    expect(parseEulumdat('')).toBeNull();
    expect(parseEulumdat('not\na\nphotometric\nfile')).toBeNull();
    expect(parseEulumdat(ldt(7, [[1, 1, 1]]))).toBeNull();
    expect(parseEulumdat(ldt(4, [[300, 'x' as unknown as number, 0], [1, 1, 1]]))).toBeNull();
  });

  it('draws both main planes to a round scale, straight down at the bottom', () => {
    const diagram = polarDiagram(parseEulumdat(ldt(4, [[300, 200, 0], [250, 150, 0]]))!)!;
    expect(diagram.scale).toBe(500);
    // Gamma 0 at 300 of 500 cd/klm: 54 of the 90 units below the centre.
    expect(diagram.across.startsWith('M100.0 154.0L')).toBe(true);
    expect(diagram.across.endsWith('Z')).toBe(true);
    expect(diagram.along).toContain('100.0 145.0');
    expect(polarDiagram(parseEulumdat(ldt(4, [[0, 0, 0], [0, 0, 0]]))!)).toBeNull();
  });
});
