import { describe, expect, it } from 'vitest';
import { parseEulumdat } from './eulumdat.js';
import { readPhotometricFile, readPhotometricText, type FileProblem } from './photometric-file.js';
import { ldt } from './test-support/ldt.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A quadrant-symmetric file: lines 1–26 the header, 27–32 the lamp set, 33–42 the direct ratios, 43–46 the C angles, 47–49 the gammas, 50–55 the intensities. */
const quadrant = () =>
  ldt({
    symmetry: 4,
    intensities: [
      [300, 200, 0],
      [250, 150, 0],
    ],
  });

/** `text` with its 1-based lines replaced. */
function withLines(text: string, replacements: Record<number, string>): string {
  return text
    .split('\r\n')
    .map((line, index) => replacements[index + 1] ?? line)
    .join('\r\n');
}

function problems(text: string): FileProblem[] {
  const reading = readPhotometricText(text);
  if (reading.ok) throw new Error('the file was read');
  return reading.problems;
}

describe('telling what an upload is', () => {
  it('reads EULUMDAT and IES files, saying which', () => {
    const eulumdat = readPhotometricFile(bytes(quadrant()));
    expect(eulumdat.ok && eulumdat.format).toBe('eulumdat');
    const ies = readPhotometricText(
      'IESNA:LM-63-2002\r\nTILT=NONE\r\n1 -1 1 3 1 1 2 0 0 0\r\n1 1 20\r\n0 45 90\r\n0\r\n300 200 0\r\n',
    );
    expect(ies.ok && ies.format).toBe('ies');
    // LM-63-1986: free text, then TILT=.
    const old = readPhotometricText(
      'ACME TEST 1234\nDOWNLIGHT\nTILT=NONE\n1 1000 1 3 1 1 2 0 0 0\n1 1 20\n0 45 90\n0\n300 200 0\n',
    );
    expect(old.ok && old.format).toBe('ies');
  });

  it('reads a EULUMDAT file whose text says TILT= as EULUMDAT', () => {
    const named = readPhotometricText(withLines(quadrant(), { 9: 'TILT=INCLUDE' }));
    expect(named.ok && [named.format, named.file.luminaireName]).toEqual(['eulumdat', 'TILT=INCLUDE']);
  });

  it('finds nothing in an empty or blank file', () => {
    const empty = {
      ok: false,
      format: null,
      problems: [{ code: 'empty', field: 'file', line: null, found: null, expected: null }],
    };
    expect(readPhotometricFile(new Uint8Array())).toEqual(empty);
    expect(readPhotometricFile(bytes(' \r\n\t\n  '))).toEqual(empty);
    expect(readPhotometricText('')).toEqual(empty);
  });

  it('refuses binary files, naming the kind a signature gives away', () => {
    const binary = (found: string | null) => ({
      ok: false,
      format: null,
      problems: [{ code: 'binary', field: 'file', line: null, found, expected: null }],
    });
    expect(readPhotometricFile(new Uint8Array([0x31, 0x0d, 0x0a, 0x00, 0x32]))).toEqual(binary(null));
    expect(readPhotometricFile(bytes(`%PDF-1.7\n%âãÏÓ\n${'1 0 obj\n'.repeat(40)}`))).toEqual(binary('PDF'));
    expect(readPhotometricFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x08]))).toEqual(binary('ZIP'));
    expect(readPhotometricFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual(
      binary('PNG'),
    );
    expect(readPhotometricFile(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toEqual(binary('JPEG'));
    expect(readPhotometricFile(bytes('GIF89a…'))).toEqual(binary('GIF'));
    expect(readPhotometricText('%PDF-1.4\nrenamed.ldt')).toEqual(binary('PDF'));
  });

  it('says neither format when lines 2–7 hold fewer than four numbers', () => {
    const unknown = {
      ok: false,
      format: null,
      problems: [{ code: 'unknown-format', field: 'file', line: null, found: null, expected: null }],
    };
    expect(readPhotometricText('not\na\nphotometric\nfile')).toEqual(unknown);
    expect(readPhotometricText('c;gamma;cd\n0;0;300\n0;45;200\n0;90;0\n')).toEqual(unknown);
    expect(readPhotometricText(withLines(quadrant(), { 2: 'one', 3: 'two', 4: 'three' }))).toEqual(unknown);
    // Two wrong, four numbers: a EULUMDAT file with problems.
    expect(readPhotometricText(withLines(quadrant(), { 2: 'one', 4: 'three' })).format).toBe('eulumdat');
  });

  it('decodes UTF-8 (with or without its byte order mark), else Windows-1252', () => {
    const named = (name: string) => withLines(quadrant(), { 9: name });
    const utf8 = readPhotometricFile(bytes(`\uFEFF${named('Светильник Луч')}`));
    expect(utf8.ok && utf8.file.luminaireName).toBe('Светильник Луч');
    const windows1252 = Uint8Array.from(named('Straße € 20'), (character) =>
      character === '€' ? 0x80 : character.charCodeAt(0),
    );
    const western = readPhotometricFile(windows1252);
    expect(western.ok && western.file.luminaireName).toBe('Straße € 20');
  });

  it('reads a 10 MB upload in linear time', () => {
    const started = performance.now();
    // A schedule exported as text, uploaded by mistake: 10 MB of words, no photometry.
    const words = readPhotometricFile(bytes('Type A1; PLATO 40/840; 24 pcs; office 2.14\r\n'.repeat(240_000)));
    expect(words.ok ? null : words.problems[0]?.code).toBe('unknown-format');
    // A file whose values run on for megabytes: the reader stops where the counts say.
    const long = readPhotometricFile(bytes(quadrant() + '0\r\n'.repeat(3_500_000)));
    expect(long.ok).toBe(true);
    const lastLine = `${'100 '.repeat(20)}\r\n`.repeat(130_000);
    const ies = readPhotometricFile(
      bytes(`IESNA:LM-63-2002\r\nTILT=NONE\r\n1 -1 1 3 1 1 2 0 0 0\r\n1 1 20\r\n0 45 90\r\n0\r\n${lastLine}`),
    );
    expect(ies.ok ? null : ies.problems).toEqual([
      { code: 'extra-values', field: 'intensities', line: 7, found: '100', expected: null },
    ]);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('what is wrong with a EULUMDAT file, line by line', () => {
  it('reports a symmetry out of range on line 3 and a count that is not a number on line 4', () => {
    expect(problems(ldt({ symmetry: 7, intensities: [[1, 1, 1]] }))).toEqual([
      { code: 'out-of-range', field: 'symmetry', line: 3, found: '7', expected: '0–4' },
    ]);
    expect(problems(withLines(quadrant(), { 4: 'abc' }))).toEqual([
      { code: 'not-a-number', field: 'c-plane-count', line: 4, found: 'abc', expected: '1–1000' },
    ]);
  });

  it('reports every problem in the header at once', () => {
    expect(problems(withLines(quadrant(), { 2: '9', 3: '7', 22: 'n/a', 29: '-1000' }))).toEqual([
      { code: 'out-of-range', field: 'type-indicator', line: 2, found: '9', expected: '0–3' },
      { code: 'out-of-range', field: 'symmetry', line: 3, found: '7', expected: '0–4' },
      { code: 'not-a-number', field: 'downward-flux-fraction', line: 22, found: 'n/a', expected: null },
      { code: 'negative', field: 'lamp-flux', line: 29, found: '-1000', expected: '≥ 0' },
    ]);
  });

  it('reports a plane count the symmetry cannot split', () => {
    const thirds = ldt({
      symmetry: 4,
      cAngles: [0, 120, 240],
      intensities: [
        [1, 1, 1],
        [1, 1, 1],
      ],
    });
    expect(problems(thirds)).toEqual([
      { code: 'unsupported', field: 'c-plane-count', line: 4, found: '3', expected: '4, 8, 12 …' },
    ]);
  });

  it('points at the line after the last value of a file cut short', () => {
    const cut = quadrant().split('\r\n').slice(0, 53).join('\r\n');
    expect(problems(cut)).toEqual([{ code: 'missing', field: 'intensities', line: 54, found: null, expected: null }]);
    expect(problems(quadrant().split('\r\n').slice(0, 20).join('\r\n'))).toEqual([
      { code: 'missing', field: 'luminous-area', line: 21, found: null, expected: null },
    ]);
  });

  it('points at a negative intensity and at angles out of order, also among several values on a line', () => {
    expect(
      problems(
        ldt({
          symmetry: 4,
          intensities: [
            [300, -1, 0],
            [1, 1, 1],
          ],
        }),
      ),
    ).toEqual([{ code: 'negative', field: 'intensities', line: 51, found: '-1', expected: '≥ 0' }]);
    expect(problems(ldt({ symmetry: 1, intensities: [['100 50 -2']] }))).toEqual([
      { code: 'negative', field: 'intensities', line: 50, found: '-2', expected: '≥ 0' },
    ]);
    const disordered = ldt({
      symmetry: 0,
      cAngles: [0, 90, 45, 270],
      intensities: [
        [1, 1, 1],
        [1, 1, 1],
        [1, 1, 1],
        [1, 1, 1],
      ],
    });
    expect(problems(disordered)).toEqual([
      { code: 'not-ascending', field: 'c-angles', line: 45, found: '45', expected: '> 90' },
    ]);
    expect(problems(ldt({ symmetry: 1, gammaAngles: [0, 90, 190], intensities: [[1, 1, 1]] }))).toEqual([
      { code: 'out-of-range', field: 'gamma-angles', line: 49, found: '190', expected: '0–180' },
    ]);
  });

  it('still reads decimal commas, and ignores values past the last intensity', () => {
    const commas = readPhotometricText(ldt({ symmetry: 1, intensities: [['100,5', '50', '0']] }));
    expect(commas.ok && commas.file.intensities).toEqual([[100.5, 50, 0]]);
    expect(readPhotometricText(`${quadrant()}1\r\n2\r\n`).ok).toBe(true);
  });

  it('reports header figures that are not numbers, which parseEulumdat leaves NaN', () => {
    const garbled = withLines(quadrant(), { 23: 'eighty' });
    expect(problems(garbled)).toEqual([
      { code: 'not-a-number', field: 'light-output-ratio', line: 23, found: 'eighty', expected: null },
    ]);
    expect(parseEulumdat(garbled)?.header.lightOutputRatio).toBeNaN();
    // An empty figure is no problem: NaN in both.
    const blank = readPhotometricText(withLines(quadrant(), { 23: '' }));
    expect(blank.ok && blank.file.header.lightOutputRatio).toBeNaN();
  });

  it('lists twenty problems at most', () => {
    const sets = ldt({ symmetry: 1, intensities: [[1, 1, 1]], lampSets: 30 });
    const garbled = Object.fromEntries(Array.from({ length: 30 }, (_, set) => [29 + 6 * set, 'x']));
    const found = problems(withLines(sets, garbled));
    expect(found).toHaveLength(20);
    expect(found[19]).toEqual({
      code: 'not-a-number',
      field: 'lamp-flux',
      line: 29 + 6 * 19,
      found: 'x',
      expected: null,
    });
  });
});
