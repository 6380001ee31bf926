/**
 * A hazardous area as a visitor describes it (zone, group, temperature, ambient range), checked
 * field by field and read into what `permits` takes.
 */

import type { DustGroup, GasGroup } from './marking.js';
import type { AreaRequirement, Zone } from './selection.js';
import { temperatureClasses, type TemperatureClass } from './temperature-class.js';

/** What a form or a URL gives: each field as typed, absent when left empty. */
export interface AreaInput {
  zone: number;
  group?: string | null;
  temperatureClass?: string | null;
  ignitionTemperature?: number | null;
  surfaceLimit?: number | null;
  ambientMin?: number | null;
  ambientMax?: number | null;
}

export type AreaField = keyof AreaInput;
export type AreaProblemCode = 'unknown' | 'wrongAtmosphere' | 'twice' | 'outOfRange' | 'reversed';

export interface AreaProblem {
  field: AreaField;
  code: AreaProblemCode;
}

export type AreaReading = { ok: true; area: AreaRequirement } | { ok: false; problems: AreaProblem[] };

const gasZones: readonly number[] = [0, 1, 2];
const dustZones: readonly number[] = [20, 21, 22];
const gasGroups: readonly string[] = ['IIA', 'IIB', 'IIB+H2', 'IIC'];
const dustGroups: readonly string[] = ['IIIA', 'IIIB', 'IIIC'];

// The span a real value lies in: the lowest ignition temperature of a listed gas is about 85 °C
// (carbon disulphide, ~90 °C), dust limits start near there, and no site's ambient leaves −70…+100 °C.
const ignitionRange = { min: 50, max: 1000 };
const ambientRange = { min: -70, max: 100 };

const within = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isFinite(value) && value >= min && value <= max;

/**
 * Reads an area description, naming each field that cannot be used: a zone or group it does not
 * know, a gas value in a dust zone or the other way round, a class and an ignition temperature
 * both given, a temperature outside what occurs, an ambient range upside down.
 */
export function readArea(input: AreaInput): AreaReading {
  const problems: AreaProblem[] = [];
  const dust = dustZones.includes(input.zone);
  if (!dust && !gasZones.includes(input.zone)) return { ok: false, problems: [{ field: 'zone', code: 'unknown' }] };
  const area: AreaRequirement = { zone: input.zone as Zone };

  const { group, temperatureClass } = input;
  // A field left empty may come as null (GraphQL) or be absent (a URL).
  const ignitionTemperature = input.ignitionTemperature ?? undefined;
  const surfaceLimit = input.surfaceLimit ?? undefined;
  const ambientMin = input.ambientMin ?? undefined;
  const ambientMax = input.ambientMax ?? undefined;
  if (group) {
    if (gasGroups.includes(group)) {
      if (dust) problems.push({ field: 'group', code: 'wrongAtmosphere' });
      else area.group = group as GasGroup;
    } else if (dustGroups.includes(group)) {
      if (!dust) problems.push({ field: 'group', code: 'wrongAtmosphere' });
      else area.group = group as DustGroup;
    } else problems.push({ field: 'group', code: 'unknown' });
  }

  if (temperatureClass) {
    if (!temperatureClasses.includes(temperatureClass as TemperatureClass))
      problems.push({ field: 'temperatureClass', code: 'unknown' });
    else if (dust) problems.push({ field: 'temperatureClass', code: 'wrongAtmosphere' });
    else area.temperature = { temperatureClass: temperatureClass as TemperatureClass };
  }
  if (ignitionTemperature !== undefined) {
    if (dust) problems.push({ field: 'ignitionTemperature', code: 'wrongAtmosphere' });
    else if (!within(ignitionTemperature, ignitionRange))
      problems.push({ field: 'ignitionTemperature', code: 'outOfRange' });
    else if (temperatureClass) problems.push({ field: 'ignitionTemperature', code: 'twice' });
    else area.temperature = { ignitionTemperatureC: ignitionTemperature };
  }
  if (surfaceLimit !== undefined) {
    if (!dust) problems.push({ field: 'surfaceLimit', code: 'wrongAtmosphere' });
    else if (!within(surfaceLimit, ignitionRange)) problems.push({ field: 'surfaceLimit', code: 'outOfRange' });
    else area.temperature = { layerLimitC: surfaceLimit };
  }

  const minOk = ambientMin === undefined || within(ambientMin, ambientRange);
  const maxOk = ambientMax === undefined || within(ambientMax, ambientRange);
  if (!minOk) problems.push({ field: 'ambientMin', code: 'outOfRange' });
  if (!maxOk) problems.push({ field: 'ambientMax', code: 'outOfRange' });
  if (minOk && maxOk && ambientMin !== undefined && ambientMax !== undefined && ambientMin > ambientMax)
    problems.push({ field: 'ambientMax', code: 'reversed' });
  // One end given: the other is the standard's normal ambient (IEC 60079-0 §5.1.1: −20 … +40 °C).
  if (ambientMin !== undefined || ambientMax !== undefined)
    area.ambient = {
      min: ambientMin ?? Math.min(-20, ambientMax ?? -20),
      max: ambientMax ?? Math.max(40, ambientMin ?? 40),
    };

  return problems.length > 0 ? { ok: false, problems } : { ok: true, area };
}
