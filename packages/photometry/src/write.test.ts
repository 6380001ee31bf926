import { describe, expect, it } from 'vitest';
import {
  parseEulumdat,
  planeIntensities,
  storedPlaneIndices,
  type Eulumdat,
  type EulumdatSymmetry,
} from './eulumdat.js';
import { readIes } from './ies.js';
import { readPhotometricText } from './photometric-file.js';
import { photometricSummary } from './summary.js';
import { ldt } from './test-support/ldt.js';
import { writeEulumdat, writeIes } from './write.js';

const gammas = Array.from({ length: 37 }, (_, index) => index * 5);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A luminaire with a distribution that differs from plane to plane (a wide forward beam, a little
 * uplight), stored as `symmetry` keeps it on planes `step` degrees apart.
 */
function luminaire(symmetry: EulumdatSymmetry, step = 15): Eulumdat {
  const cAngles = Array.from({ length: 360 / step }, (_, index) => index * step);
  const indices = storedPlaneIndices(symmetry, cAngles.length) ?? [];
  const intensity = (c: number, gamma: number) => {
    const radians = (degrees: number) => (degrees * Math.PI) / 180;
    const down = gamma < 90 ? 320 * Math.cos(radians(gamma)) ** 2 * (1 + 0.4 * Math.cos(radians(c))) : 0;
    const up = gamma > 100 ? 25 * Math.sin(radians(gamma - 100)) * (1 + 0.2 * Math.sin(radians(c))) : 0;
    return round2(down + up + 10 * Math.sin(radians(gamma)));
  };
  const file = parseEulumdat(
    ldt({
      symmetry,
      cAngles,
      gammaAngles: gammas,
      intensities: indices.map((index) => gammas.map((gamma) => intensity(cAngles[index] ?? 0, gamma))),
    }),
  );
  if (!file) throw new Error('the luminaire did not parse');
  return file;
}

const symmetries: EulumdatSymmetry[] = [0, 1, 2, 3, 4];

describe('writing EULUMDAT', () => {
  it.each(symmetries)('reads back the same file for symmetry %i', (symmetry) => {
    const file = luminaire(symmetry);
    expect(parseEulumdat(writeEulumdat(file))).toEqual(file);
  });

  it('writes one value a line, CR LF, ASCII, and the names given', () => {
    const file = { ...luminaire(4), luminaireName: 'Светильник «Луч» – 20 W' };
    const text = writeEulumdat(file, { company: 'Ostrel Lighting' });
    const lines = text.split('\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe('Ostrel Lighting');
    expect(lines[1]).toBe('3');
    expect(lines[4]).toBe('15');
    expect(lines[8]).toBe('Svetilnik "Luch" - 20 W');
    expect(text).toMatch(/^[\x20-\x7e\r\n]*$/);
    expect(text).not.toMatch(/\d[eE][+-]?\d/);
    // The ten direct ratios are written as 0.
    expect(lines.slice(32, 42)).toEqual(Array.from({ length: 10 }, () => '0'));
    expect(writeEulumdat(luminaire(1)).split('\r\n')[1]).toBe('1');
  });

  it('reads back an IES file converted to EULUMDAT', () => {
    const reading = readIes(writeIes(luminaire(2)));
    if (!reading.ok) throw new Error('the IES file did not read');
    const back = parseEulumdat(writeEulumdat(reading.file));
    expect(back?.symmetry).toBe(2);
    expect(back?.storedCAngles).toEqual(reading.file.storedCAngles);
    for (const [index, plane] of (back?.intensities ?? []).entries())
      for (const [at, value] of plane.entries())
        expect(value).toBeCloseTo(reading.file.intensities[index]?.[at] ?? 0, 3);
  });
});

/** Absolute intensity, cd, in plane `c` at each of the file's gamma angles. */
const candela = (file: Eulumdat, c: number) => {
  const flux = file.header.lampSets.reduce((sum, set) => sum + set.flux, 0);
  return planeIntensities(file, c).map((value) => (value * flux) / 1000);
};

describe('writing IES LM-63-2002', () => {
  it.each(symmetries)('reads back the same candela and summary for symmetry %i', (symmetry) => {
    const file = luminaire(symmetry);
    const reading = readIes(writeIes(file));
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    const back = reading.file;
    expect(back.symmetry).toBe(symmetry);
    // A rotationally symmetric file gets the 36 planes EULUMDAT writers give it.
    const tenDegrees = Array.from({ length: 36 }, (_, index) => index * 10);
    expect(back.cAngles).toEqual(symmetry === 1 ? tenDegrees : file.cAngles);
    for (const c of [...file.cAngles, 7.5, 200])
      for (const [index, value] of candela(back, c).entries())
        expect(Math.abs(value - (candela(file, c)[index] ?? 0))).toBeLessThan(0.01);
    const before = photometricSummary(file)!;
    const after = photometricSummary(back)!;
    const close = (a: number, b: number) => {
      expect(Math.abs(a - b)).toBeLessThanOrEqual(0.001 * Math.abs(b));
    };
    close(after.luminaireFlux, before.luminaireFlux);
    close(after.downwardFluxFraction, before.downwardFluxFraction);
    close(after.peak.candela, before.peak.candela);
    close(after.beam.c0c180.halfPeak, before.beam.c0c180.halfPeak);
    close(after.beam.c90c270.tenthPeak, before.beam.c90c270.tenthPeak);
    close(after.power, before.power);
    expect(after.cieFluxCode.slice(0, 4)).toEqual(before.cieFluxCode.slice(0, 4));
    // Absolute photometry: the lamps' flux is the luminaire's.
    expect(after.lightOutputRatio).toBeCloseTo(1, 6);
  });

  it('writes the keywords LM-63-2002 requires, absolute photometry and short lines', () => {
    const text = writeIes(luminaire(0, 5), { manufacturer: 'ООО «Острел»', name: 'Street 60' });
    const lines = text.split('\r\n');
    expect(lines.slice(0, 7)).toEqual([
      'IESNA:LM-63-2002',
      '[TEST] none, converted from EULUMDAT',
      '[TESTLAB] not stated, converted from EULUMDAT',
      '[ISSUEDATE] not stated, converted from EULUMDAT',
      '[MANUFAC] OOO "Ostrel"',
      '[LUMINAIRE] Street 60',
      '[LAMP] LED',
    ]);
    const tilt = lines.indexOf('TILT=NONE');
    // 1 lamp, −1 lm (absolute), multiplier 1, 37 vertical and 73 horizontal angles, type C, metres,
    // the 500 × 500 mm luminous area.
    expect(lines[tilt + 1]).toBe('1 -1 1 37 73 1 2 0.5 0.5 0');
    expect(lines[tilt + 2]).toBe('1 1 10');
    expect(lines.every((line) => line.length <= 256)).toBe(true);
    expect(lines.slice(tilt + 1).every((line) => line.split(' ').length <= 10)).toBe(true);
    expect(text).toMatch(/^[\x20-\x7e\r\n]*$/);
    expect(text).not.toMatch(/\d[eE][+-]?\d/);
  });

  it('extends gamma angles that stop short of LM-63’s ends at zero intensity', () => {
    const short = parseEulumdat(ldt({ symmetry: 1, gammaAngles: [0, 30, 60], intensities: [[100, 80, 20]] }))!;
    const lines = writeIes(short).split('\r\n');
    const tilt = lines.indexOf('TILT=NONE');
    expect(lines.slice(tilt + 3, tilt + 6)).toEqual(['0 30 60 90', '0', '100 80 20 0']);
    expect(readIes(writeIes(short)).ok).toBe(true);
  });

  it('writes a round luminous opening as minus its diameter', () => {
    const round = luminaire(1);
    round.header.luminousArea = { length: 200, width: 0, heights: [0, 0, 0, 0] };
    const lines = writeIes(round).split('\r\n');
    expect(lines[lines.indexOf('TILT=NONE') + 1]).toBe('1 -1 1 37 1 1 2 -0.2 -0.2 0');
    const reading = readPhotometricText(writeIes(round));
    expect(reading.ok && reading.file.header.luminousArea).toEqual({ length: 200, width: 0, heights: [0, 0, 0, 0] });
  });
});
