/**
 * Where Ex equipment may be used: the selection rules of IEC 60079-14:2013 §5 (ГОСТ IEC 60079-14-2013)
 * applied to markings read by `./marking` (docs: README, "Selection").
 */

import type { DustGroup, Epl, ExMarking, GasGroup } from './marking.js';
import { temperatureClasses, temperatureClassMaximum, type TemperatureClass } from './temperature-class.js';

export { temperatureClassMaximum } from './temperature-class.js';

export type Zone = 0 | 1 | 2 | 20 | 21 | 22;

/** IEC 60079-14 §5.3, Table 1: the EPLs a zone accepts when only zones are assigned. */
const eplsByZone: Record<Zone, readonly Epl[]> = {
  0: ['Ga'],
  1: ['Ga', 'Gb'],
  2: ['Ga', 'Gb', 'Gc'],
  20: ['Da'],
  21: ['Da', 'Db'],
  22: ['Da', 'Db', 'Dc'],
};
const zones: readonly Zone[] = [0, 1, 2, 20, 21, 22];

export function eplsForZone(zone: Zone): Epl[] {
  return [...eplsByZone[zone]];
}

/** The zones an EPL may be used in; none for Ma and Mb, since mines are not zoned (their EPL is chosen by the mine's own rules). */
export function zonesForEpl(epl: Epl): Zone[] {
  return zones.filter((zone) => eplsByZone[zone].includes(epl));
}

// Least to most demanding: a group covers those before it.
const gasSubgroups: readonly GasGroup[] = ['IIA', 'IIB', 'IIB+H2', 'IIC'];
const dustGroups: readonly DustGroup[] = ['IIIA', 'IIIB', 'IIIC'];
const isDust = (group: GasGroup | DustGroup): group is DustGroup => group.startsWith('III');

/**
 * Whether equipment of the `marked` group may be used where `required` is (IEC 60079-14 §5.5,
 * IEC 60079-0 §4.2 and §4.3): IIC covers IIB+H2, IIB and IIA; IIB+H2 covers IIB and IIA (and
 * hydrogen, for which it was tested); IIB covers IIA; IIIC covers IIIB and IIIA, IIIB covers IIIA.
 * Plain II is written only by types of protection whose safety does not depend on the gas (the
 * parser refuses it with d, i, nC, nL and op is), so it covers every gas subgroup. An area given as
 * II, gas of an unknown subgroup, is covered only by II and IIC. Gas and dust never cover each other.
 */
export function groupCovers(marked: GasGroup | DustGroup, required: GasGroup | DustGroup): boolean {
  if (isDust(marked) || isDust(required))
    return isDust(marked) && isDust(required) && dustGroups.indexOf(marked) >= dustGroups.indexOf(required);
  if (marked === 'II') return true;
  if (required === 'II') return marked === 'IIC';
  return gasSubgroups.indexOf(marked) >= gasSubgroups.indexOf(required);
}

/**
 * The least strict class a gas of this ignition temperature allows (IEC 60079-14 §5.6.2): the
 * equipment's maximum surface temperature must stay below the ignition temperature, so a class
 * suits only when its maximum is strictly lower (propane at 450 °C needs T2). Null at 85 °C and below.
 */
export function temperatureClassFor(ignitionTemperatureC: number): TemperatureClass | null {
  return temperatureClasses.find((each) => temperatureClassMaximum[each] < ignitionTemperatureC) ?? null;
}

type GasTemperature = { temperatureClass: TemperatureClass } | { ignitionTemperatureC: number };
type DustTemperature = { layerLimitC: number } | { cloudIgnitionC: number; layerIgnitionC: number };

/**
 * Whether a gas marking's maximum surface temperature suits the area: within the required class's
 * maximum, or below the gas's ignition temperature. False for dust and mining markings and for a
 * component marked without a temperature.
 */
export function suitsGasTemperature(marking: ExMarking, required: GasTemperature): boolean {
  if (marking.atmosphere !== 'gas' || !marking.temperature) return false;
  const surface = marking.temperature.maxSurface;
  return 'temperatureClass' in required
    ? surface <= temperatureClassMaximum[required.temperatureClass]
    : surface < required.ignitionTemperatureC;
}

/**
 * The highest surface temperature a dust allows (IEC 60079-14 §5.6.3): two thirds of its cloud's
 * minimum ignition temperature, and 75 K below its 5 mm layer's, whichever is lower; or the limit
 * the visitor gives.
 */
export function dustSurfaceLimit(required: DustTemperature): number {
  if ('layerLimitC' in required) return required.layerLimitC;
  return Math.min((2 * required.cloudIgnitionC) / 3, required.layerIgnitionC - 75);
}

/**
 * The surface temperature a dust marking is judged by: its T…°C, or, marked only under a layer
 * (`T200 120°C`), that layer's, which is never lower than the bare surface's.
 */
const dustSurface = (marking: ExMarking): number | null =>
  marking.temperature?.maxSurface ?? marking.layer?.maxSurface ?? null;

/**
 * Dust (IEC 60079-14 §5.6.3): the maximum surface temperature must not exceed the cloud's ignition
 * temperature × 2/3 and the layer's (5 mm) ignition temperature − 75 K; the visitor may give the
 * layer limit directly. False for gas and mining markings.
 */
export function suitsDustTemperature(marking: ExMarking, required: DustTemperature): boolean {
  const surface = marking.atmosphere === 'dust' ? dustSurface(marking) : null;
  return surface !== null && surface <= dustSurfaceLimit(required);
}

export interface AreaRequirement {
  zone: Zone;
  group?: GasGroup | DustGroup;
  temperature?: GasTemperature | DustTemperature;
  /** The ambient range at the place, °C. */
  ambient?: { min: number; max: number };
}

const suitsTemperature = (marking: ExMarking, required: GasTemperature | DustTemperature): boolean =>
  'temperatureClass' in required || 'ignitionTemperatureC' in required
    ? suitsGasTemperature(marking, required)
    : suitsDustTemperature(marking, required);

/**
 * Whether equipment with these markings and this rated ambient range (°C) may be used there: some
 * marking must satisfy EPL, group and temperature; the required ambient range must lie within the
 * rated one (ends included). What the area leaves out is not checked.
 */
export function permits(
  markings: readonly ExMarking[],
  rated: { ambientMin: number; ambientMax: number },
  required: AreaRequirement,
): boolean {
  const { ambient, group, temperature } = required;
  if (ambient && (ambient.min < rated.ambientMin || ambient.max > rated.ambientMax)) return false;
  const epls = eplsByZone[required.zone];
  return markings.some(
    (marking) =>
      epls.includes(marking.epl) &&
      marking.group !== 'I' &&
      (!group || groupCovers(marking.group, group)) &&
      (!temperature || suitsTemperature(marking, temperature)),
  );
}

/**
 * Where a marking may be used, what a model page tabulates: its zones, the groups it covers, and
 * the temperature classes (gas) or the maximum surface temperature (dust) it meets. A gas marking
 * above 450 °C meets no class and gives its temperature instead; mining gives nothing.
 */
export function usage(marking: ExMarking): {
  zones: Zone[];
  groups: (GasGroup | DustGroup)[];
  temperatureClasses: TemperatureClass[];
  maxSurface: number | null;
} {
  const group = marking.group;
  if (group === 'I') return { zones: [], groups: [], temperatureClasses: [], maxSurface: null };
  const zonesOfUse = zonesForEpl(marking.epl);
  if (isDust(group))
    return {
      zones: zonesOfUse,
      groups: dustGroups.filter((each) => groupCovers(group, each)),
      temperatureClasses: [],
      maxSurface: dustSurface(marking),
    };
  const temperature = marking.temperature;
  return {
    zones: zonesOfUse,
    groups: gasSubgroups.filter((each) => groupCovers(group, each)),
    temperatureClasses: temperature
      ? temperatureClasses.filter((each) => temperature.maxSurface <= temperatureClassMaximum[each])
      : [],
    maxSurface: temperature && temperature.class === null ? temperature.maxSurface : null,
  };
}
