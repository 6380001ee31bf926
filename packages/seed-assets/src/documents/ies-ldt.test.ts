import { describe, expect, it } from 'vitest';
import { iesFile, parseIes } from './ies.js';
import { ldtFile, parseLdt } from './ldt.js';
import { type CandelaTable, intensityAt, peakDirection } from './photometry.js';
import {
  exProof,
  highBay,
  officePanel,
  sampleModels,
  sensor,
  spotlight,
  streetLight,
  streetLightWide,
  wallWasher,
} from './sample-model.js';

const deg = Math.PI / 180;
const luminaires = sampleModels.filter((model) => model.technical.flux !== null);

/** Flux by brute force: midpoint rule over the interpolated intensity. */
function integrateFlux(table: CandelaTable, step: number): number {
  let sum = 0;
  for (let g = step / 2; g < 180; g += step) {
    const band = Math.cos((g - step / 2) * deg) - Math.cos((g + step / 2) * deg);
    for (let c = step / 2; c < 360; c += step) sum += intensityAt(table, c, g) * band;
  }
  return sum * (step * deg);
}

function expectAscending(values: readonly number[]): void {
  for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1] ?? -Infinity);
}

describe.each(luminaires.map((model) => [model.nkCode, model] as const))('%s', (_code, model) => {
  const flux = model.technical.flux ?? 0;
  const step = (model.technical.beamAngle ?? 90) < 30 ? 0.25 : 1;
  const ies = iesFile(model);
  const ldt = ldtFile(model);

  it('writes a well-formed LM-63-2002 file', () => {
    expect(ies.startsWith('IESNA:LM-63-2002\r\n')).toBe(true);
    expect(ies.endsWith('\r\n')).toBe(true);
    expect(ies.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ies.split('\r\n')) expect(line.length).toBeLessThanOrEqual(256);
    expect(ies).toMatch(/^\[MANUFAC\] OSTREL\r$/m);
    expect(ies).toContain(`[LUMCAT] ${model.nkCode}\r\n`);
    expect(ies).toContain('\r\nTILT=NONE\r\n');
    expect(ies).toMatch(/^[\x20-\x7e\r\n]*$/);

    const parsed = parseIes(ies);
    const { table } = parsed;
    expect(parsed.format).toBe('LM-63-2002');
    expect(parsed.lumensPerLamp).toBe(-1);
    expect(parsed.units).toBe('metres');
    expect(parsed.inputWatts).toBe(model.technical.power);
    expect(table.candela).toHaveLength(table.horizontalAngles.length);
    for (const row of table.candela) expect(row).toHaveLength(table.verticalAngles.length);
    expectAscending(table.verticalAngles);
    expectAscending(table.horizontalAngles);
    expect(Math.abs(integrateFlux(table, step) / flux - 1)).toBeLessThan(0.02);
  });

  it('writes a well-formed EULUMDAT file', () => {
    const lines = ldt.split('\r\n');
    expect(lines.pop()).toBe('');
    const parsed = parseLdt(ldt);
    const mc = parsed.cAngles.length;
    const ng = parsed.table.verticalAngles.length;
    const stored = { 0: mc, 1: 1, 2: mc / 2 + 1, 3: mc / 2 + 1, 4: mc / 4 + 1 }[parsed.isym] ?? 0;
    // 42 header lines for one lamp set, then C angles, γ angles and exactly the stored intensities.
    expect(lines).toHaveLength(42 + mc + ng + stored * ng);
    expect(lines[0]).toContain('OSTREL');
    expect(lines[9]).toBe(model.nkCode);
    expect(parsed.lampSets).toHaveLength(1);
    expect(parsed.flux).toBe(flux);
    expect(parsed.directRatios).toHaveLength(10);
    expectAscending(parsed.cAngles);
    expectAscending(parsed.table.verticalAngles);
    expectAscending(parsed.table.horizontalAngles);
    expect(Math.abs(integrateFlux(parsed.table, step) / flux - 1)).toBeLessThan(0.02);
  });

  it('describes the same distribution in both formats', () => {
    const fromIes = parseIes(ies).table;
    const fromLdt = parseLdt(ldt).table;
    const peak = peakDirection(fromIes).candela;
    let compared = 0;
    for (let c = 0; c < 360; c += 15) {
      for (let g = 0; g <= 90; g += 7.5) {
        const a = intensityAt(fromIes, c, g);
        if (a < 0.05 * peak) continue;
        expect(Math.abs(intensityAt(fromLdt, c, g) / a - 1)).toBeLessThan(0.01);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(3);
  });
});

describe('symmetry per optic', () => {
  it.each([
    [highBay, 1, 'rotational'],
    [spotlight, 1, 'rotational'],
    [exProof, 1, 'rotational'],
    [officePanel, 4, 'quadrant'],
    [wallWasher, 2, 'c0-c180'],
    [streetLight, 3, 'c90-c270'],
    [streetLightWide, 3, 'c90-c270'],
  ] as const)('%# uses Isym %i and the matching IES planes', (model, isym, symmetry) => {
    const ldt = parseLdt(ldtFile(model));
    const ies = parseIes(iesFile(model));
    expect(ldt.isym).toBe(isym);
    expect(ldt.table.symmetry).toBe(symmetry);
    expect(ies.table.symmetry).toBe(symmetry);
  });

  it('peaks where each optic should', () => {
    expect(peakDirection(parseIes(iesFile(highBay)).table).gamma).toBe(0);
    expect(peakDirection(parseLdt(ldtFile(officePanel)).table).gamma).toBeGreaterThan(10);
    const street = parseLdt(ldtFile(streetLight)).table;
    expect(intensityAt(street, 90, 50)).toBeGreaterThan(2 * intensityAt(street, 270, 50));
  });

  it('refuses models without light output', () => {
    expect(() => iesFile(sensor)).toThrow(/no light output/);
    expect(() => ldtFile(sensor)).toThrow(/no light output/);
  });
});

describe('strict parsing', () => {
  const ies = iesFile(officePanel);
  const ldt = ldtFile(officePanel);

  it('rejects malformed IES files with a clear message', () => {
    expect(() => parseIes(ies.replace('IESNA:LM-63-2002', 'IESNA:LM-63-2019'))).toThrow(/first line/);
    expect(() => parseIes(ies.replace('[TESTLAB]', '[LAB]'))).toThrow(/\[TESTLAB\]/);
    expect(() => parseIes(ies.replace('TILT=NONE', 'TILT=INCLUDE'))).toThrow(/TILT=NONE/);
    expect(() => parseIes(ies.replace(/ [\d.]+\r\n$/, '\r\n'))).toThrow(/expected \d+ numbers/);
    expect(() => parseIes(ies.replace(/\r\n$/, ' 1\r\n'))).toThrow(/expected \d+ numbers/);
    expect(() => parseIes(ies.replace('\r\n1 1 36\r\n', '\r\n1 1 3x6\r\n'))).toThrow(/not a number/);
    expect(() => parseIes(ies.replace(/^(1 -1 1 \d+ \d+) 1 2 /m, '$1 2 2 '))).toThrow(/type C/);
    expect(() => parseIes(ies.replace('[OTHER]', `[OTHER] ${'x'.repeat(300)}`))).toThrow(/at most 256/);
    expect(() => parseIes(ies.replace(/\r\n/g, '\r'))).toThrow(/carriage return/);
  });

  it('rejects malformed LDT files with a clear message', () => {
    const lines = ldt.split('\r\n');
    const withLine = (index: number, value: string): string =>
      lines.map((line, i) => (i === index ? value : line)).join('\r\n');
    expect(() => parseLdt(withLine(2, '7'))).toThrow(/Isym/);
    expect(() => parseLdt(withLine(3, 'seventy'))).toThrow(/not a number/);
    expect(() => parseLdt(lines.slice(0, -5).join('\r\n'))).toThrow(/unexpected end of file/);
    expect(() => parseLdt(`${ldt}12.5\r\n`)).toThrow(/unexpected line/);
    expect(() => parseLdt(withLine(42, '3'))).toThrow(/C angle/);
    expect(() => parseLdt(withLine(33, '1.5'))).toThrow(/direct ratio/);
  });

  it('accepts LF line endings and decimal commas, as other tools write them', () => {
    const parsed = parseLdt(ldt.replace(/\r\n/g, '\n').replace(/^2\.5$/m, '2,5'));
    expect(parsed.table.verticalAngles[1]).toBe(2.5);
  });
});
