import { describe, expect, it } from 'vitest';
import { areaInText } from './area-words.js';

describe('an area named in a search', () => {
  it('reads a marking, whole or written before EPLs, into its zone, group and class', () => {
    expect(areaInText('1Ex d IIC T4')).toEqual({ zone: 1, group: 'IIC', temperatureClass: 'T4' });
    expect(areaInText('2Ex ec IIB T3 Gc светильник')).toEqual({ zone: 2, group: 'IIB', temperatureClass: 'T3' });
    expect(areaInText('0Ex ia IIC T6 Ga')).toEqual({ zone: 0, group: 'IIC', temperatureClass: 'T6' });
    expect(areaInText('Ex tb IIIC T85°C Db')).toEqual({ zone: 21, group: 'IIIC', temperatureClass: null });
  });

  it('reads zones in words, in either language', () => {
    expect(areaInText('зона 21 пыль')).toEqual({ zone: 21, group: null, temperatureClass: null });
    expect(areaInText('ATEX zone 2 floodlight')).toEqual({ zone: 2, group: null, temperatureClass: null });
    expect(areaInText('светильник для зоны 1 IIB')).toEqual({ zone: 1, group: 'IIB', temperatureClass: null });
    expect(areaInText('Zone-22')).toEqual({ zone: 22, group: null, temperatureClass: null });
  });

  it('keeps only what fits the zone’s atmosphere', () => {
    expect(areaInText('зона 21 IIC T4')).toEqual({ zone: 21, group: null, temperatureClass: null });
    expect(areaInText('zone 1 IIIB')).toEqual({ zone: 1, group: null, temperatureClass: null });
  });

  it('names no area where the text names no zone', () => {
    for (const text of [
      'прожектор',
      'IIC T4',
      'взрывозащищённый светильник',
      'зона 3',
      'zone 12',
      'PLATO 40/840',
      'T5 лампа',
      'zone 2.5',
    ])
      expect(areaInText(text), text).toBeNull();
  });
});
