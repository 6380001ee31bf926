import { describe, expect, it } from 'vitest';
import { readArea, type AreaInput } from './area.js';
import { parseExMarkings, type ExMarking } from './marking.js';
import { permits } from './selection.js';

function markings(text: string): ExMarking[] {
  const reading = parseExMarkings(text);
  if (!reading.ok) throw new Error(`${text}: ${JSON.stringify(reading.problems)}`);
  return reading.markings;
}

/** Whether equipment so marked and rated may be used in the area described, read as a visitor typed it. */
function allowed(marking: string, rated: [number, number], input: AreaInput): boolean {
  const reading = readArea(input);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return permits(markings(marking), { ambientMin: rated[0], ambientMax: rated[1] }, reading.area);
}

describe('reading an area', () => {
  it('takes a zone alone, and each field into what the rules compare', () => {
    expect(readArea({ zone: 1 })).toEqual({ ok: true, area: { zone: 1 } });
    expect(readArea({ zone: 2, group: 'IIB', temperatureClass: 'T3', ambientMin: -45, ambientMax: 35 })).toEqual({
      ok: true,
      area: { zone: 2, group: 'IIB', temperature: { temperatureClass: 'T3' }, ambient: { min: -45, max: 35 } },
    });
    expect(readArea({ zone: 21, group: 'IIIC', surfaceLimit: 160 })).toEqual({
      ok: true,
      area: { zone: 21, group: 'IIIC', temperature: { layerLimitC: 160 } },
    });
  });

  it('fills the other end of an ambient range with the standard’s normal −20…+40 °C', () => {
    expect(readArea({ zone: 1, ambientMin: -55 })).toMatchObject({ area: { ambient: { min: -55, max: 40 } } });
    expect(readArea({ zone: 1, ambientMax: 60 })).toMatchObject({ area: { ambient: { min: -20, max: 60 } } });
  });

  it('names each field it cannot use, and why', () => {
    expect(readArea({ zone: 3 })).toEqual({ ok: false, problems: [{ field: 'zone', code: 'unknown' }] });
    expect(readArea({ zone: 1, group: 'IID', temperatureClass: 'T7' })).toEqual({
      ok: false,
      problems: [
        { field: 'group', code: 'unknown' },
        { field: 'temperatureClass', code: 'unknown' },
      ],
    });
    // Gas values in a dust zone, and the other way round.
    expect(readArea({ zone: 22, group: 'IIC', temperatureClass: 'T4', ignitionTemperature: 300 })).toEqual({
      ok: false,
      problems: [
        { field: 'group', code: 'wrongAtmosphere' },
        { field: 'temperatureClass', code: 'wrongAtmosphere' },
        { field: 'ignitionTemperature', code: 'wrongAtmosphere' },
      ],
    });
    expect(readArea({ zone: 0, group: 'IIIB', surfaceLimit: 150 })).toEqual({
      ok: false,
      problems: [
        { field: 'group', code: 'wrongAtmosphere' },
        { field: 'surfaceLimit', code: 'wrongAtmosphere' },
      ],
    });
    expect(readArea({ zone: 1, temperatureClass: 'T3', ignitionTemperature: 300 })).toEqual({
      ok: false,
      problems: [{ field: 'ignitionTemperature', code: 'twice' }],
    });
    expect(readArea({ zone: 1, ignitionTemperature: 5000, ambientMin: -300, ambientMax: Number.NaN })).toEqual({
      ok: false,
      problems: [
        { field: 'ignitionTemperature', code: 'outOfRange' },
        { field: 'ambientMin', code: 'outOfRange' },
        { field: 'ambientMax', code: 'outOfRange' },
      ],
    });
    expect(readArea({ zone: 2, ambientMin: 30, ambientMax: -10 })).toEqual({
      ok: false,
      problems: [{ field: 'ambientMax', code: 'reversed' }],
    });
  });
});

// Cases from the standards' tables, on markings and ratings of no particular product.
describe('selecting by an area (IEC 60079-14 §5)', () => {
  it('admits an EPL only where its zone accepts it', () => {
    expect(allowed('1Ex db IIC T6 Gb', [-20, 40], { zone: 1 })).toBe(true);
    expect(allowed('1Ex db IIC T6 Gb', [-20, 40], { zone: 0 })).toBe(false);
    expect(allowed('2Ex ec IIC T4 Gc', [-20, 40], { zone: 1 })).toBe(false);
    expect(allowed('2Ex ec IIC T4 Gc', [-20, 40], { zone: 2 })).toBe(true);
    expect(allowed('0Ex ia IIC T4 Ga', [-20, 40], { zone: 0 })).toBe(true);
    // A gas marking says nothing of dust.
    expect(allowed('1Ex db IIC T6 Gb', [-20, 40], { zone: 22 })).toBe(false);
    expect(allowed('Ex tb IIIC T85°C Db', [-20, 40], { zone: 21 })).toBe(true);
    expect(allowed('Ex tb IIIC T85°C Db', [-20, 40], { zone: 20 })).toBe(false);
  });

  it('lets a higher group serve a lower one, never the other way', () => {
    expect(allowed('1Ex db IIB T4 Gb', [-20, 40], { zone: 1, group: 'IIA' })).toBe(true);
    expect(allowed('1Ex db IIB T4 Gb', [-20, 40], { zone: 1, group: 'IIC' })).toBe(false);
    expect(allowed('1Ex db IIB+H2 T4 Gb', [-20, 40], { zone: 1, group: 'IIB+H2' })).toBe(true);
    expect(allowed('Ex tc IIIB T120°C Dc', [-20, 40], { zone: 22, group: 'IIIC' })).toBe(false);
    expect(allowed('Ex tc IIIB T120°C Dc', [-20, 40], { zone: 22, group: 'IIIA' })).toBe(true);
  });

  it('asks a surface below the gas’s ignition temperature, or within the class asked', () => {
    // Propane ignites at 450 °C: T1 (450) is not below it, T2 (300) is.
    expect(allowed('1Ex db IIA T1 Gb', [-20, 40], { zone: 1, ignitionTemperature: 450 })).toBe(false);
    expect(allowed('1Ex db IIA T2 Gb', [-20, 40], { zone: 1, ignitionTemperature: 450 })).toBe(true);
    // Diethyl ether at about 160 °C needs T4 (135 °C).
    expect(allowed('1Ex db IIB T3 Gb', [-20, 40], { zone: 1, ignitionTemperature: 160 })).toBe(false);
    expect(allowed('1Ex db IIB T4 Gb', [-20, 40], { zone: 1, ignitionTemperature: 160 })).toBe(true);
    expect(allowed('1Ex db IIC T4 Gb', [-20, 40], { zone: 1, temperatureClass: 'T3' })).toBe(true);
    expect(allowed('1Ex db IIC T4 Gb', [-20, 40], { zone: 1, temperatureClass: 'T5' })).toBe(false);
    expect(allowed('Ex tb IIIC T85°C Db', [-20, 40], { zone: 21, surfaceLimit: 85 })).toBe(true);
    expect(allowed('Ex tb IIIC T135°C Db', [-20, 40], { zone: 21, surfaceLimit: 120 })).toBe(false);
  });

  it('asks the place’s ambient range to lie within the rated one, ends included', () => {
    expect(allowed('1Ex db IIC T6 Gb', [-60, 55], { zone: 1, ambientMin: -60, ambientMax: 55 })).toBe(true);
    expect(allowed('1Ex db IIC T6 Gb', [-60, 55], { zone: 1, ambientMin: -61 })).toBe(false);
    expect(allowed('1Ex db IIC T6 Gb', [-20, 40], { zone: 1, ambientMax: 45 })).toBe(false);
    // The missing end is the normal ambient, which a −40…+40 °C rating holds.
    expect(allowed('1Ex db IIC T6 Gb', [-40, 40], { zone: 1, ambientMin: -40 })).toBe(true);
  });
});
