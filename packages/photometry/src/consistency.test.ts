import { describe, expect, it } from 'vitest';
import { consistencyFindings } from './consistency.js';
import { parseEulumdat, type Eulumdat } from './eulumdat.js';
import { photometricSummary } from './summary.js';
import { ldt } from './test-support/ldt.js';

const gammaAngles = Array.from({ length: 91 }, (_, index) => index);
const cos = (gamma: number) => Math.cos((gamma * Math.PI) / 180);
/** A Lambertian plane of I(0) = `nadir` cd/klm: its flux is π · nadir lm per 1000 lamp lm. */
const lambertian = (nadir: number) => gammaAngles.map((gamma) => nadir * cos(gamma));

// The fixture's header: one lamp set of 1000 lm and 10 W, LOR and DFF 100 %.
function fileOf(symmetry: number, intensities: number[][]): Eulumdat {
  const parsed = parseEulumdat(ldt({ symmetry, gammaAngles, intensities }));
  if (!parsed) throw new Error('the fixture did not parse');
  return parsed;
}

function findings(file: Eulumdat, declared?: Parameters<typeof consistencyFindings>[2]) {
  const summary = photometricSummary(file);
  if (!summary) throw new Error('the fixture has no light');
  return consistencyFindings(file, summary, declared);
}

describe('the consistency check of a file', () => {
  it('finds nothing where the header, the symmetry flag and the catalogue agree with the intensities', () => {
    // 1000/π cd/klm at the nadir, cosine law: every lamp lumen leaves downwards (LOR = DFF = 100 %),
    // with a half-peak beam of 120°.
    const file = fileOf(1, [lambertian(1000 / Math.PI)]);
    expect(findings(file, { flux: 1000, power: 10, beamAngle: 120 })).toEqual([]);
  });

  it('reports a header whose light output ratio the intensities do not hold', () => {
    // I(0) = 200 cd/klm: 200π = 628 lm of 1000, LOR 62.8 % where the header says 100.
    const [finding] = findings(fileOf(1, [lambertian(200)]));
    expect(finding?.code).toBe('header-light-output-ratio');
    if (finding?.code === 'header-light-output-ratio') {
      expect(finding.declared).toBe(100);
      expect(finding.computed).toBeCloseTo(20 * Math.PI, 1);
    }
  });

  it('reports a symmetry flag weaker than the data: the same light in every plane, or mirrored about C0–C180', () => {
    const round = lambertian(1000 / Math.PI);
    expect(findings(fileOf(0, [round, round, round, round]))).toEqual([
      { code: 'symmetry-understated', declared: 0, found: 1 },
    ]);
    // C90 and C270 the same, C0 and C180 different: a mirror image about the C0–C180 plane only.
    const narrower = round.map((value, gamma) => value * (gamma < 45 ? 1.2 : 0.8));
    const mirrored = findings(fileOf(0, [round, narrower, round.map((value) => value * 0.9), narrower]));
    expect(mirrored.filter((finding) => finding.code === 'symmetry-understated')).toEqual([
      { code: 'symmetry-understated', declared: 0, found: 2 },
    ]);
    // Declared as it is: nothing to report about the flag.
    expect(findings(fileOf(1, [round]))).toEqual([]);
  });

  it('reports the catalogue’s flux, power and beam angle where the file says otherwise', () => {
    const file = fileOf(1, [lambertian(1000 / Math.PI)]);
    const reported = findings(file, { flux: 900, power: 12, beamAngle: 90 });
    expect(reported.map((finding) => finding.code)).toEqual([
      'catalogue-flux',
      'catalogue-power',
      'catalogue-beam-angle',
    ]);
    expect(reported[1]).toEqual({ code: 'catalogue-power', declared: 12, computed: 10 });
    // Within the tolerances (2 % of flux, half a watt, 2°): nothing.
    expect(findings(file, { flux: 985, power: 10.4, beamAngle: 118.5 })).toEqual([]);
  });
});
