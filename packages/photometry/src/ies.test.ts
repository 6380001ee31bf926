import { describe, expect, it } from 'vitest';
import { planeIntensities, type Eulumdat } from './eulumdat.js';
import type { FileProblem } from './file-reading.js';
import { readIes } from './ies.js';
import { photometricSummary } from './summary.js';

/** A file from its lines, CR LF as LM-63 says. */
const file = (...lines: string[]) => lines.join('\r\n') + '\r\n';

const keywords = [
  'IESNA:LM-63-2002',
  '[TEST] T-1',
  '[TESTLAB] Test lab',
  '[ISSUEDATE] 2024-05-01',
  '[MANUFAC] Ostrel',
  '[LUMINAIRE] Downlight 20 W',
  '[MORE] white',
  '[LAMP] LED module',
  '[_CCT] 4000K',
];

/** A type C file: `photometry` the line after TILT=NONE (lamps, lumens per lamp, … height), then the blocks. */
function ies({
  photometry = '1 1000 1 3 1 1 2 0.2 0.2 0',
  vertical = '0 45 90',
  horizontal = '0',
  candela = ['300 200 0'],
}: {
  photometry?: string;
  vertical?: string;
  horizontal?: string;
  candela?: string[];
}): string {
  return file(...keywords, 'TILT=NONE', photometry, '1 1 20', vertical, horizontal, ...candela);
}

function read(text: string): Eulumdat {
  const reading = readIes(text);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading.file;
}

function problems(text: string): FileProblem[] {
  const reading = readIes(text);
  if (reading.ok) throw new Error('the file was read');
  return reading.problems;
}

describe('reading an IES file into the EULUMDAT model', () => {
  it('reads relative photometry as cd/klm of the lamps, with the keywords and dimensions', () => {
    const model = read(ies({ photometry: '2 500 2 3 1 1 2 0.2 0.3 0.05', candela: ['150 100 0'] }));
    expect(model.luminaireName).toBe('Downlight 20 W white');
    // 2 lamps of 500 lm, multiplier 2: 300 cd per 1000 lm, padded with zeros to 180°.
    expect(model.intensities).toEqual([[300, 200, 0, 0, 0]]);
    expect(model.gammaAngles).toEqual([0, 45, 90, 135, 180]);
    expect(model.symmetry).toBe(1);
    expect(model.cAngles).toEqual(Array.from({ length: 36 }, (_, index) => index * 10));
    expect(model.storedCAngles).toEqual([0]);
    expect(model.header.lampSets).toEqual([
      { count: 2, type: 'LED module', flux: 1000, colourTemperature: '4000K', colourRendering: '', watts: 20 },
    ]);
    expect(model.header.luminousArea).toEqual({ length: 300, width: 200, heights: [50, 50, 50, 50] });
    expect(model.header.luminaire).toEqual({ length: 300, width: 200, height: 50 });
    expect(model.header.conversionFactor).toBe(1);
    expect(model.header.tilt).toBe(0);
    // The header's ratios are the intensities' own.
    const summary = photometricSummary(model)!;
    expect(model.header.lightOutputRatio).toBe(Math.round(summary.lightOutputRatio * 1000) / 10);
    expect(model.header.downwardFluxFraction).toBe(100);
  });

  it('takes the lamps’ flux of absolute photometry (−1) from the intensities, so LOR is 100 %', () => {
    const model = read(ies({ photometry: '1 -1 1 3 1 1 2 0 0 0', candela: ['300 200 0'] }));
    const summary = photometricSummary(model)!;
    expect(summary.lightOutputRatio).toBeCloseTo(1, 9);
    expect(model.header.lightOutputRatio).toBe(100);
    const [set] = model.header.lampSets;
    expect(set?.count).toBe(-1);
    // The intensities in cd come back at that flux.
    expect(((model.intensities[0]?.[0] ?? 0) * (set?.flux ?? 0)) / 1000).toBeCloseTo(300, 9);
    expect(((model.intensities[0]?.[1] ?? 0) * (set?.flux ?? 0)) / 1000).toBeCloseTo(200, 9);
  });

  it('applies the candela multiplier and the ballast factor, and reads feet and round openings', () => {
    const model = read(
      file('IESNA:LM-63-1995', 'TILT=NONE', '1 1000 2 3 1 1 1 -1 -1 0.5', '0.5 1 20', '0 45 90', '0', '300 200 0'),
    );
    expect(model.intensities[0]?.slice(0, 3)).toEqual([300, 200, 0]);
    expect(model.header.luminousArea).toEqual({ length: 304.8, width: 0, heights: [152.4, 152.4, 152.4, 152.4] });
    expect(model.header.lampSets[0]?.type).toBe('LED');
  });

  it('pads half a vertical range to 0–180° with zeros at the same steps', () => {
    expect(read(ies({})).gammaAngles).toEqual([0, 45, 90, 135, 180]);
    const up = read(ies({ vertical: '90 120 150 180', photometry: '1 1000 1 4 1 1 2 0 0 0', candela: ['5 10 20 40'] }));
    expect(up.gammaAngles).toEqual([0, 30, 60, 90, 120, 150, 180]);
    expect(up.intensities).toEqual([[0, 0, 0, 5, 10, 20, 40]]);
    const whole = read(ies({ vertical: '0 90 180', candela: ['1 2 3'] }));
    expect(whole.gammaAngles).toEqual([0, 90, 180]);
  });

  it('turns each LM-63 horizontal range into its EULUMDAT symmetry and planes', () => {
    const planes = (horizontal: string, count: number) =>
      read(
        ies({
          photometry: `1 1000 1 3 ${count} 1 2 0 0 0`,
          horizontal,
          candela: Array.from({ length: count }, (_, plane) => `${100 + plane} 50 0`),
        }),
      );
    const quadrant = planes('0 45 90', 3);
    expect(quadrant.symmetry).toBe(4);
    expect(quadrant.cAngles).toEqual([0, 45, 90, 135, 180, 225, 270, 315]);
    expect(quadrant.storedCAngles).toEqual([0, 45, 90]);
    expect(planeIntensities(quadrant, 135)[0]).toBe(101);
    const half = planes('0 90 180', 3);
    expect(half.symmetry).toBe(2);
    expect(half.cAngles).toEqual([0, 90, 180, 270]);
    expect(half.storedCAngles).toEqual([0, 90, 180]);
    expect(planeIntensities(half, 270)[0]).toBe(101);
    const full = planes('0 90 180 270 360', 5);
    expect(full.symmetry).toBe(0);
    expect(full.cAngles).toEqual([0, 90, 180, 270]);
    expect(full.intensities.map((plane) => plane[0])).toEqual([100, 101, 102, 103]);
    // Short of 360°, covering the circle: the gap back to 0° no wider than a step.
    const open = planes('0 90 180 270', 4);
    expect(open.symmetry).toBe(0);
    expect(open.cAngles).toEqual([0, 90, 180, 270]);
  });

  it('mirrors 90–270° into the C270–C0–C90 planes EULUMDAT stores for symmetry about C90–C270', () => {
    // IES planes 90, 135, 180, 225 and 270 hold 10, 20, 30, 40 and 50 cd straight down.
    const model = read(
      ies({
        photometry: '1 1000 1 3 5 1 2 0 0 0',
        horizontal: '90 135 180 225 270',
        candela: ['10 5 0', '20 5 0', '30 5 0', '40 5 0', '50 5 0'],
      }),
    );
    expect(model.symmetry).toBe(3);
    expect(model.cAngles).toEqual([0, 45, 90, 135, 180, 225, 270, 315]);
    expect(model.storedCAngles).toEqual([270, 315, 0, 45, 90]);
    const down = (c: number) => planeIntensities(model, c)[0];
    // The planes the file measured keep their values…
    expect([down(90), down(135), down(180), down(225), down(270)]).toEqual([10, 20, 30, 40, 50]);
    // …and the others are their mirror images about C90–C270.
    expect([down(45), down(0), down(315)]).toEqual([20, 30, 40]);
    expect(model.intensities.map((plane) => plane[0])).toEqual([50, 40, 30, 20, 10]);
  });

  it('stores every plane when a 90–270° grid cannot be split as EULUMDAT symmetry 3 wants', () => {
    // 60° steps: the mirrored circle has six planes, and symmetry 3 needs a multiple of four.
    const model = read(
      ies({
        photometry: '1 1000 1 3 4 1 2 0 0 0',
        horizontal: '90 150 210 270',
        candela: ['10 5 0', '20 5 0', '30 5 0', '40 5 0'],
      }),
    );
    expect(model.symmetry).toBe(0);
    expect(model.cAngles).toEqual([30, 90, 150, 210, 270, 330]);
    // C30 is C150 mirrored about C90–C270, C330 is C210.
    expect(model.intensities.map((plane) => plane[0])).toEqual([20, 10, 20, 30, 40, 30]);
  });

  it('reads values wrapped over lines, several on a line, commas between them', () => {
    const model = read(
      file(
        'IESNA:LM-63-2002',
        'TILT=NONE',
        '1 1000 1',
        '3 3 1 2 0 0 0 1',
        '1 20 0 45',
        '90',
        '0, 45, 90',
        '300 200 0 280',
        '190 0 260 180 0',
      ),
    );
    expect(model.intensities.map((plane) => plane.slice(0, 3))).toEqual([
      [300, 200, 0],
      [280, 190, 0],
      [260, 180, 0],
    ]);
  });

  it('skips a TILT=INCLUDE block and carries on past TILT=<file name>', () => {
    const tilted = file(
      'IESNA:LM-63-2002',
      '[TEST] T-2',
      'TILT=INCLUDE',
      '1',
      '7',
      '0 15 30 45 60 75 90',
      '1 .95 .94 .90 .88 .87 .94',
      '1 1000 1 3 1 1 2 0 0 0',
      '1 1 20',
      '0 45 90',
      '0',
      '300 200 0',
    );
    expect(read(tilted).intensities).toEqual([[300, 200, 0, 0, 0]]);
    const elsewhere = file(
      'IESNA:LM-63-1995',
      'TILT=lamp.tlt',
      '1 1000 1 3 1 1 2 0 0 0',
      '1 1 20',
      '0 45 90',
      '0',
      '300 200 0',
    );
    expect(read(elsewhere).intensities).toEqual([[300, 200, 0, 0, 0]]);
  });

  it('reads LM-63-1986 (free text up to TILT=), -1991 and -2019 files', () => {
    const data = ['TILT=NONE', '1 1000 1 3 1 1 2 0 0 0', '1 1 20', '0 45 90', '0', '300 200 0'];
    const expected = [[300, 200, 0, 0, 0]];
    expect(read(file('ACME LIGHTING TEST NO. 1234', 'DOWNLIGHT 20 W', ...data)).intensities).toEqual(expected);
    expect(read(file('IESNA91', '[TEST] 1', ...data)).intensities).toEqual(expected);
    expect(read(file('IES:LM-63-2019', '[TEST] 1', '[LUMCAT] DL-20', ...data)).luminaireName).toBe('DL-20');
  });
});

describe('what is wrong with an IES file, line by line', () => {
  it('points at the line after the last value when values are missing', () => {
    // Line 15 holds the first horizontal angle's candela; the second's never comes.
    expect(
      problems(ies({ photometry: '1 1000 1 3 2 1 2 0 0 0', horizontal: '0 180', candela: ['300 200 0'] })),
    ).toEqual([{ code: 'missing', field: 'intensities', line: 16, found: null, expected: null }]);
  });

  it('points at the first value past what the counts announce', () => {
    expect(problems(ies({ candela: ['300 200 0', '', '12 13'] }))).toEqual([
      { code: 'extra-values', field: 'intensities', line: 17, found: '12', expected: null },
    ]);
  });

  it('refuses type A and B photometry and reports every bad number in the header', () => {
    expect(problems(ies({ photometry: '1 1000 1 3 1 2 2 0 0 0' }))).toEqual([
      { code: 'unsupported', field: 'photometric-type', line: 11, found: '2', expected: '1' },
    ]);
    expect(problems(ies({ photometry: '0 -5 1 3 1 1 3 x 0 0' }))).toEqual([
      { code: 'out-of-range', field: 'lamp-count', line: 11, found: '0', expected: '> 0' },
      { code: 'out-of-range', field: 'lamp-flux', line: 11, found: '-5', expected: '-1 or > 0' },
      { code: 'out-of-range', field: 'units-type', line: 11, found: '3', expected: '1 or 2' },
      { code: 'not-a-number', field: 'dimensions', line: 11, found: 'x', expected: null },
    ]);
  });

  it('refuses horizontal angles that are no LM-63 symmetry', () => {
    expect(
      problems(ies({ photometry: '1 1000 1 3 2 1 2 0 0 0', horizontal: '0 45', candela: ['300 200 0', '300 200 0'] })),
    ).toEqual([
      {
        code: 'unsupported',
        field: 'symmetry',
        line: 14,
        found: '45',
        expected: '0, 0–90, 0–180, 90–270 or 0–360',
      },
    ]);
    expect(problems(ies({ horizontal: '45' }))).toEqual([
      { code: 'unsupported', field: 'symmetry', line: 14, found: '45', expected: '0, 0–90, 0–180, 90–270 or 0–360' },
    ]);
  });

  it('finds the seventh value on line 20 when a line holds several', () => {
    // Four planes of ten values, five a line from line 14, then ten on line 20: its seventh is negative.
    const text = file(
      'IESNA:LM-63-2002',
      '[TEST] T-3',
      '[TESTLAB] Lab',
      '[ISSUEDATE] 2024-05-01',
      '[MANUFAC] Ostrel',
      '[LUMINAIRE] Street light',
      '[LAMP] LED',
      'TILT=NONE',
      '1 -1 1 10 4 1 2 0.5 0.2 0',
      '1 1 60',
      '0 10 20 30 40',
      '50 60 70 80 90',
      '0 30 60 90',
      '100 100 100 100 100',
      '100 100 100 100 100',
      '100 100 100 100 100',
      '100 100 100 100 100',
      '100 100 100 100 100',
      '100 100 100 100 100',
      '100 100 100 100 100 100 -3 100 100 100',
    );
    expect(problems(text)).toEqual([
      { code: 'negative', field: 'intensities', line: 20, found: '-3', expected: '≥ 0' },
    ]);
  });

  it('reports angles out of order and vertical ranges LM-63 does not have', () => {
    expect(problems(ies({ vertical: '0 90 45' }))).toEqual([
      { code: 'not-ascending', field: 'gamma-angles', line: 13, found: '45', expected: '> 90' },
    ]);
    expect(problems(ies({ vertical: '0 45 80' }))).toEqual([
      { code: 'out-of-range', field: 'gamma-angles', line: 13, found: '80', expected: '90 or 180' },
    ]);
  });

  it('points into a broken TILT=INCLUDE block', () => {
    const text = file('IESNA:LM-63-2002', 'TILT=INCLUDE', '1', '3', '0 45', 'x');
    expect(problems(text)).toEqual([{ code: 'not-a-number', field: 'tilt', line: 6, found: 'x', expected: null }]);
    expect(problems(file('IESNA:LM-63-2002', 'TILT=INCLUDE', '5'))).toEqual([
      { code: 'out-of-range', field: 'tilt', line: 3, found: '5', expected: '1, 2 or 3' },
    ]);
  });

  it('says when there is no TILT= line or the file ends in the header', () => {
    expect(problems(file('IESNA:LM-63-2002', '[TEST] 1'))).toEqual([
      { code: 'missing', field: 'tilt', line: 3, found: null, expected: null },
    ]);
    expect(problems(file('IESNA:LM-63-2002', 'TILT=NONE', '1 1000 1 3'))).toEqual([
      { code: 'missing', field: 'c-plane-count', line: 4, found: null, expected: null },
    ]);
  });
});
