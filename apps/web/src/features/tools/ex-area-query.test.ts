import { describe, expect, it } from 'vitest';
import { exAreaInput, exAreaOfModel, exAreaSearch, readExAreaForm } from './ex-area-query';

const form = (query: string) => readExAreaForm(new URLSearchParams(query));

describe('the Ex selector’s URL', () => {
  it('reads each field as typed, and asks nothing without a zone', () => {
    expect(form('zone=1&group=IIC&class=T4&amin=-40&other=x')).toEqual({
      zone: '1',
      group: 'IIC',
      class: 'T4',
      ignition: '',
      surface: '',
      amin: '-40',
      amax: '',
    });
    expect(exAreaInput(form('group=IIC'))).toEqual({ kind: 'empty' });
  });

  it('takes a decimal comma and a typographic minus, and names what is not a number', () => {
    expect(
      exAreaInput(form(`zone=2&ignition=${encodeURIComponent('232,5')}&amin=${encodeURIComponent('−45')}`)),
    ).toEqual({
      kind: 'input',
      notNumbers: [],
      input: {
        zone: 2,
        group: null,
        temperatureClass: null,
        ignitionTemperature: 232.5,
        surfaceLimit: null,
        ambientMin: -45,
        ambientMax: null,
      },
    });
    expect(exAreaInput(form('zone=one&amax=hot&amin=-5'))).toEqual({
      kind: 'notNumbers',
      notNumbers: ['zone', 'amax'],
    });
    // With a zone, what is a number is still asked about.
    expect(exAreaInput(form('zone=1&group=IIIC&amax=hot&amin=-5'))).toMatchObject({
      kind: 'input',
      notNumbers: ['amax'],
      input: { zone: 1, group: 'IIIC', ambientMin: -5, ambientMax: null },
    });
  });

  it('keeps no more of a field than a value can take', () => {
    expect(form(`zone=${'1'.repeat(500)}`).zone).toHaveLength(24);
  });

  it('writes only the fields given, in a stable order', () => {
    expect(exAreaSearch({ amax: '40', zone: '21', group: 'IIIB' })).toBe('?zone=21&group=IIIB&amax=40');
    expect(exAreaSearch({})).toBe('');
  });

  it('is filled in for a model with the area it suits at its strictest', () => {
    const gas = { atmosphere: 'gas', group: 'IIC', temperatureClass: 'T6', maxSurfaceTemperature: 85, zones: [1, 2] };
    const dust = {
      atmosphere: 'dust',
      group: 'IIIC',
      temperatureClass: null,
      maxSurfaceTemperature: 85,
      zones: [21, 22],
    };
    expect(exAreaSearch(exAreaOfModel([gas, dust], { tempMin: -60, tempMax: 55 })!)).toBe(
      '?zone=1&group=IIC&class=T6&amin=-60&amax=55',
    );
    expect(exAreaSearch(exAreaOfModel([dust], { tempMin: -40, tempMax: 40 })!)).toBe(
      '?zone=21&group=IIIC&surface=85&amin=-40&amax=40',
    );
    expect(exAreaOfModel([{ ...gas, zones: [] }], { tempMin: -20, tempMax: 40 })).toBeNull();
  });
});
