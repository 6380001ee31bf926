import { describe, expect, it } from 'vitest';
import { checkPhotometricFile, maxCheckedFileBytes } from './check.js';
import { readPhotometricText } from './photometric-file.js';
import { ldt } from './test-support/ldt.js';

const bytesOf = (text: string) => new TextEncoder().encode(text);
// A Lambertian downlight: I(γ) = I₀ cos γ below the horizontal, nothing above.
const lambertian = ldt({
  symmetry: 1,
  cAngles: [0],
  gammaAngles: [0, 30, 60, 90, 120, 150, 180],
  intensities: [[318.31, 275.66, 159.15, 0, 0, 0, 0]],
});

describe('checkPhotometricFile', () => {
  it('gives what the checker shows of a file it reads, and the file as IES', () => {
    const outcome = checkPhotometricFile(bytesOf(lambertian));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const { check } = outcome;
    expect(check.format).toBe('eulumdat');
    expect(check.luminaireName).toBe('Test luminaire');
    expect(check.planes?.maxIntensity).toBeCloseTo(318.31, 2);
    expect(check.summary?.luminaireFlux).toBeGreaterThan(900);
    expect(check.cone?.length).toBe(5);
    expect(check.ugr?.rows).toHaveLength(19);
    expect(check.converted.format).toBe('ies');
    const back = readPhotometricText(check.converted.text);
    expect(back.ok && back.format).toBe('ies');
  });

  it('reports the header that disagrees with the intensities', () => {
    // The fixture's header says LOR 100 % and DFF 100 %; twice the light upwards halves the DFF.
    const both = ldt({
      symmetry: 1,
      cAngles: [0],
      gammaAngles: [0, 30, 60, 90, 120, 150, 180],
      intensities: [[318.31, 275.66, 159.15, 0, 159.15, 275.66, 318.31]],
    });
    const outcome = checkPhotometricFile(bytesOf(both));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.check.findings.map((finding) => finding.code)).toEqual([
      'header-light-output-ratio',
      'header-downward-flux-fraction',
    ]);
  });

  it('refuses a file past 2 MB before reading it, and passes on the reader’s problems', () => {
    expect(checkPhotometricFile(new Uint8Array(maxCheckedFileBytes + 1))).toEqual({
      ok: false,
      problems: [
        { code: 'too-large', field: 'file', line: null, found: String(maxCheckedFileBytes + 1), expected: '≤ 2 MB' },
      ],
    });
    const outcome = checkPhotometricFile(bytesOf(lambertian.replace(/^(Test\r\n1\r\n)1/, '$17')));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problems[0]).toMatchObject({ code: 'out-of-range', field: 'symmetry', line: 3 });
  });

  it('computes everything for the finest grid that fits under 2 MB, a quarter of a million values', () => {
    // More values than a function call takes as arguments: any spread of them would throw.
    const cAngles = Array.from({ length: 720 }, (_, index) => index / 2);
    const gammaAngles = Array.from({ length: 361 }, (_, index) => index / 2);
    const fine = ldt({
      symmetry: 0,
      cAngles,
      gammaAngles,
      intensities: cAngles.map(() =>
        gammaAngles.map((gamma) => (gamma < 90 ? Math.round(3183.1 * Math.cos((gamma * Math.PI) / 180)) / 10 : 0)),
      ),
    });
    expect(fine.length).toBeLessThan(maxCheckedFileBytes);
    const outcome = checkPhotometricFile(bytesOf(fine));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.check.bug).toMatchObject({ uplight: 0, quadrilateralSymmetric: true });
    expect(outcome.check.ugr?.rows).toHaveLength(19);
    const back = readPhotometricText(outcome.check.converted.text);
    expect(back.ok && back.file.cAngles).toHaveLength(720);
  });
});
