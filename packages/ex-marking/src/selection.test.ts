import { describe, expect, it } from 'vitest';
import {
  parseExMarkings,
  type DustGroup,
  type Epl,
  type ExMarking,
  type GasGroup,
  type TemperatureClass,
} from './marking.js';
import {
  dustSurfaceLimit,
  eplsForZone,
  groupCovers,
  permits,
  suitsDustTemperature,
  suitsGasTemperature,
  temperatureClassFor,
  temperatureClassMaximum,
  usage,
  zonesForEpl,
  type Zone,
} from './selection.js';

function markings(text: string): ExMarking[] {
  const reading = parseExMarkings(text);
  if (!reading.ok) throw new Error(`${text}: ${JSON.stringify(reading.problems)}`);
  return reading.markings;
}
const one = (text: string) => markings(text)[0]!;

describe('zones and EPLs (IEC 60079-14 §5.3, Table 1)', () => {
  // The table as the standard prints it.
  const table: [Zone, Epl[]][] = [
    [0, ['Ga']],
    [1, ['Ga', 'Gb']],
    [2, ['Ga', 'Gb', 'Gc']],
    [20, ['Da']],
    [21, ['Da', 'Db']],
    [22, ['Da', 'Db', 'Dc']],
  ];

  it('gives each zone the EPLs it accepts', () => {
    for (const [zone, epls] of table) expect(eplsForZone(zone)).toEqual(epls);
  });

  it('gives each EPL the zones it may be used in, none for mining', () => {
    const expected: [Epl, Zone[]][] = [
      ['Ga', [0, 1, 2]],
      ['Gb', [1, 2]],
      ['Gc', [2]],
      ['Da', [20, 21, 22]],
      ['Db', [21, 22]],
      ['Dc', [22]],
      ['Ma', []],
      ['Mb', []],
    ];
    for (const [epl, zones] of expected) expect(zonesForEpl(epl)).toEqual(zones);
  });

  it('hands out copies', () => {
    eplsForZone(1).push('Gc');
    expect(eplsForZone(1)).toEqual(['Ga', 'Gb']);
  });
});

describe('groups (IEC 60079-14 §5.5, IEC 60079-0 §4.2–4.3)', () => {
  const required: (GasGroup | DustGroup)[] = ['IIA', 'IIB', 'IIB+H2', 'IIC', 'II', 'IIIA', 'IIIB', 'IIIC'];
  // Rows: the equipment's group; columns: the area's, in the order above. 1 where it may be used.
  const matrix: [GasGroup | DustGroup, number[]][] = [
    ['IIA', [1, 0, 0, 0, 0, 0, 0, 0]],
    ['IIB', [1, 1, 0, 0, 0, 0, 0, 0]],
    ['IIB+H2', [1, 1, 1, 0, 0, 0, 0, 0]],
    ['IIC', [1, 1, 1, 1, 1, 0, 0, 0]],
    ['II', [1, 1, 1, 1, 1, 0, 0, 0]],
    ['IIIA', [0, 0, 0, 0, 0, 1, 0, 0]],
    ['IIIB', [0, 0, 0, 0, 0, 1, 1, 0]],
    ['IIIC', [0, 0, 0, 0, 0, 1, 1, 1]],
  ];

  it('covers the groups the tables allow and no others', () => {
    for (const [marked, row] of matrix)
      for (const [column, allowed] of row.entries())
        expect({ marked, required: required[column], covers: groupCovers(marked, required[column]!) }).toEqual({
          marked,
          required: required[column],
          covers: allowed === 1,
        });
  });
});

describe('temperature classes (IEC 60079-0 Table 2, IEC 60079-14 §5.6.2)', () => {
  it('gives each class its maximum surface temperature', () => {
    expect(temperatureClassMaximum).toEqual({ T1: 450, T2: 300, T3: 200, T4: 135, T5: 100, T6: 85 });
  });

  // Ignition temperatures as tabulated (IEC 60079-20-1; methane's 537 °C is NFPA 497's, IEC gives 600 °C: T1 either way)
  // and the least strict class the standard's table allows for each: the class's maximum must be below it.
  const gases: [gas: string, ignitionC: number, least: TemperatureClass | null][] = [
    ['hydrogen', 560, 'T1'],
    ['methane', 537, 'T1'],
    ['propane', 450, 'T2'],
    ['ethylene', 425, 'T2'],
    ['acetylene', 305, 'T2'],
    ['diethyl ether', 160, 'T4'],
    ['carbon disulphide', 90, 'T6'],
  ];

  it('gives each gas the least strict class its ignition temperature allows', () => {
    for (const [gas, ignitionC, least] of gases)
      expect({ gas, least: temperatureClassFor(ignitionC) }).toEqual({ gas, least });
  });

  it('takes a class only when its maximum is below the ignition temperature, not equal to it', () => {
    const boundaries: [number, TemperatureClass | null][] = [
      [451, 'T1'],
      [450, 'T2'],
      [301, 'T2'],
      [300, 'T3'],
      [200, 'T4'],
      [135, 'T5'],
      [100, 'T6'],
      [86, 'T6'],
      [85, null],
      [60, null],
    ];
    for (const [ignitionC, least] of boundaries)
      expect([ignitionC, temperatureClassFor(ignitionC)]).toEqual([ignitionC, least]);
  });

  it('lets each marked class be used with the gases the table allows', () => {
    // For each gas, the classes of equipment that may be used: its least class and every stricter one.
    const allowed: Record<string, TemperatureClass[]> = {
      hydrogen: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'],
      methane: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'],
      propane: ['T2', 'T3', 'T4', 'T5', 'T6'],
      ethylene: ['T2', 'T3', 'T4', 'T5', 'T6'],
      acetylene: ['T2', 'T3', 'T4', 'T5', 'T6'],
      'diethyl ether': ['T4', 'T5', 'T6'],
      'carbon disulphide': ['T6'],
    };
    const classes: TemperatureClass[] = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];
    for (const [gas, ignitionTemperatureC] of gases) {
      const suiting = classes.filter((each) =>
        suitsGasTemperature(one(`1Ex db IIC ${each} Gb`), { ignitionTemperatureC }),
      );
      expect({ gas, suiting }).toEqual({ gas, suiting: allowed[gas] });
    }
  });

  it('lets a marked class be used where the area requires it or a less strict one', () => {
    const t3 = { temperatureClass: 'T3' } as const;
    expect(suitsGasTemperature(one('1Ex db IIC T1 Gb'), t3)).toBe(false);
    expect(suitsGasTemperature(one('1Ex db IIC T2 Gb'), t3)).toBe(false);
    expect(suitsGasTemperature(one('1Ex db IIC T3 Gb'), t3)).toBe(true);
    expect(suitsGasTemperature(one('1Ex db IIC T6 Gb'), t3)).toBe(true);
    // A temperature between classes is judged by itself: 280 °C is within T2's 300 °C.
    expect(suitsGasTemperature(one('Ex eb IIC 280 °C Gb'), { temperatureClass: 'T2' })).toBe(true);
    expect(suitsGasTemperature(one('Ex eb IIC 350 °C (T1) Gb'), { temperatureClass: 'T2' })).toBe(false);
    expect(suitsGasTemperature(one('Ex eb IIC 350 °C (T1) Gb'), { ignitionTemperatureC: 351 })).toBe(true);
  });

  it('does not judge dust, mining or a component without a temperature by gas', () => {
    expect(suitsGasTemperature(one('Ex tb IIIC T85°C Db'), { temperatureClass: 'T1' })).toBe(false);
    expect(suitsGasTemperature(one('PB Ex d I Mb'), { temperatureClass: 'T1' })).toBe(false);
    expect(suitsGasTemperature(one('Ex eb IIC Gb U'), { temperatureClass: 'T1' })).toBe(false);
  });
});

describe('dust temperatures (IEC 60079-14 §5.6.3)', () => {
  // A cloud igniting at 420 °C allows 280 °C; a 5 mm layer igniting at 300 °C allows 225 °C: the limit is 225 °C.
  const dust = { cloudIgnitionC: 420, layerIgnitionC: 300 };

  it('takes the lower of two thirds of the cloud’s and 75 K below the layer’s ignition temperature', () => {
    expect(dustSurfaceLimit(dust)).toBe(225);
    expect(dustSurfaceLimit({ cloudIgnitionC: 300, layerIgnitionC: 400 })).toBe(200);
    expect(dustSurfaceLimit({ layerLimitC: 160 })).toBe(160);
  });

  it('lets T85, T135 and T200 °C be used there and not T250 °C', () => {
    const suits = (temperature: number) => suitsDustTemperature(one(`Ex tb IIIC T${temperature}°C Db`), dust);
    expect([85, 135, 200, 250].map(suits)).toEqual([true, true, true, false]);
  });

  it('allows the limit itself ("shall not exceed")', () => {
    expect(suitsDustTemperature(one('Ex tb IIIC T225°C Db'), dust)).toBe(true);
    expect(suitsDustTemperature(one('Ex tb IIIC T226°C Db'), dust)).toBe(false);
    expect(suitsDustTemperature(one('Ex tb IIIC T280°C Db'), { cloudIgnitionC: 420, layerIgnitionC: 400 })).toBe(true);
    expect(suitsDustTemperature(one('Ex tb IIIC T281°C Db'), { cloudIgnitionC: 420, layerIgnitionC: 400 })).toBe(false);
  });

  it('takes a limit the visitor gives directly', () => {
    expect(suitsDustTemperature(one('Ex tb IIIC T135°C Db'), { layerLimitC: 135 })).toBe(true);
    expect(suitsDustTemperature(one('Ex tb IIIC T135°C Db'), { layerLimitC: 134 })).toBe(false);
  });

  it('judges a marking with only a layer temperature by it, and gas markings never', () => {
    expect(suitsDustTemperature(one('Ex ta IIIC T200 120°C Da'), dust)).toBe(true);
    expect(suitsDustTemperature(one('Ex ta IIIC T200 120°C Da'), { layerLimitC: 100 })).toBe(false);
    expect(suitsDustTemperature(one('1Ex db IIC T6 Gb'), dust)).toBe(false);
  });
});

describe('whether equipment may be used in an area', () => {
  // A flameproof luminaire certified for gas and dust, rated for −60 … +40 °C.
  const luminaire = markings('1Ex db eb IIC T4 Gb / Ex tb IIIC T85°C Db X');
  const rated = { ambientMin: -60, ambientMax: 40 };

  it('permits it in gas zones 1 and 2 by its gas marking, not in zone 0', () => {
    expect(permits(luminaire, rated, { zone: 1, group: 'IIB', temperature: { temperatureClass: 'T3' } })).toBe(true);
    expect(permits(luminaire, rated, { zone: 2, group: 'IIC', temperature: { ignitionTemperatureC: 160 } })).toBe(true);
    expect(permits(luminaire, rated, { zone: 0 })).toBe(false);
  });

  it('permits it in dust zones 21 and 22 by its dust marking, not in zone 20', () => {
    const dust = { cloudIgnitionC: 420, layerIgnitionC: 300 };
    expect(permits(luminaire, rated, { zone: 21, group: 'IIIC', temperature: dust })).toBe(true);
    expect(permits(luminaire, rated, { zone: 22, group: 'IIIB', temperature: { layerLimitC: 85 } })).toBe(true);
    expect(permits(luminaire, rated, { zone: 22, temperature: { layerLimitC: 84 } })).toBe(false);
    expect(permits(luminaire, rated, { zone: 20 })).toBe(false);
  });

  it('refuses a temperature its markings do not meet, and one of the other atmosphere', () => {
    // T4 (135 °C) against diethyl ether's 160 °C suits; carbon disulphide's 90 °C needs T6.
    expect(permits(luminaire, rated, { zone: 1, temperature: { ignitionTemperatureC: 90 } })).toBe(false);
    expect(permits(luminaire, rated, { zone: 1, temperature: { temperatureClass: 'T5' } })).toBe(false);
    // A gas zone judged by a dust limit: the gas marking has none, the dust marking's EPL is not for zone 1.
    expect(permits(luminaire, rated, { zone: 1, temperature: { layerLimitC: 200 } })).toBe(false);
  });

  it('refuses a group of the other atmosphere or one its markings do not cover', () => {
    expect(permits(luminaire, rated, { zone: 1, group: 'IIIA' })).toBe(false);
    expect(permits(luminaire, rated, { zone: 21, group: 'IIC' })).toBe(false);
    expect(permits(markings('1Ex db IIB T4 Gb'), rated, { zone: 1, group: 'IIC' })).toBe(false);
  });

  it('needs the area’s ambient range within the rated one, its ends included', () => {
    const zone1 = { zone: 1, group: 'IIA', temperature: { temperatureClass: 'T4' } } as const;
    expect(permits(luminaire, rated, { ...zone1, ambient: { min: -45, max: 35 } })).toBe(true);
    expect(permits(luminaire, rated, { ...zone1, ambient: { min: -60, max: 40 } })).toBe(true);
    expect(permits(luminaire, rated, { ...zone1, ambient: { min: -61, max: 35 } })).toBe(false);
    expect(permits(luminaire, rated, { ...zone1, ambient: { min: -20, max: 45 } })).toBe(false);
    expect(permits(luminaire, rated, { zone: 21, ambient: { min: -65, max: 20 } })).toBe(false);
  });

  it('permits nothing without markings and never by a mining marking', () => {
    expect(permits([], rated, { zone: 2 })).toBe(false);
    expect(permits(markings('PB Ex d I Mb'), rated, { zone: 2 })).toBe(false);
  });
});

describe('where a marking may be used', () => {
  it('tabulates a gas marking’s zones, groups and temperature classes', () => {
    expect(usage(one('1Ex db IIC T6 Gb'))).toEqual({
      zones: [1, 2],
      groups: ['IIA', 'IIB', 'IIB+H2', 'IIC'],
      temperatureClasses: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'],
      maxSurface: null,
    });
    expect(usage(one('2Ex ec IIB T4 Gc'))).toEqual({
      zones: [2],
      groups: ['IIA', 'IIB'],
      temperatureClasses: ['T1', 'T2', 'T3', 'T4'],
      maxSurface: null,
    });
    expect(usage(one('2Ex nR II T4 Gc')).groups).toEqual(['IIA', 'IIB', 'IIB+H2', 'IIC']);
    expect(usage(one('Ex db IIB+H2 T3 Gb')).groups).toEqual(['IIA', 'IIB', 'IIB+H2']);
    expect(usage(one('Ex eb IIC 280 °C Gb')).temperatureClasses).toEqual(['T1', 'T2']);
    expect(usage(one('Ex eb IIC 350 °C (T1) Gb')).temperatureClasses).toEqual(['T1']);
  });

  it('gives a gas marking above 450 °C its temperature, since no class takes it', () => {
    expect(usage(one('Ex eb IIC 600 °C Gb'))).toEqual({
      zones: [1, 2],
      groups: ['IIA', 'IIB', 'IIB+H2', 'IIC'],
      temperatureClasses: [],
      maxSurface: 600,
    });
  });

  it('tabulates a dust marking’s zones, groups and maximum surface temperature', () => {
    expect(usage(one('Ex tb IIIB T135°C Db'))).toEqual({
      zones: [21, 22],
      groups: ['IIIA', 'IIIB'],
      temperatureClasses: [],
      maxSurface: 135,
    });
    expect(usage(one('Ex ta IIIC T200 120°C Da'))).toEqual({
      zones: [20, 21, 22],
      groups: ['IIIA', 'IIIB', 'IIIC'],
      temperatureClasses: [],
      maxSurface: 120,
    });
  });

  it('gives a mining marking nothing to tabulate', () => {
    expect(usage(one('PB Ex d I Mb'))).toEqual({ zones: [], groups: [], temperatureClasses: [], maxSurface: null });
  });
});
