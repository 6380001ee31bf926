/**
 * The Ex selector's state in the URL: the hazardous area as the visitor typed it, field by field,
 * and what of it can go to the BFF. Numbers take a decimal comma and a typographic minus.
 */

export const exAreaParams = ['zone', 'group', 'class', 'ignition', 'surface', 'amin', 'amax'] as const;
export type ExAreaParam = (typeof exAreaParams)[number];
/** Each field as typed (trimmed; empty when left out). */
export type ExAreaForm = Record<ExAreaParam, string>;

/** What the BFF's `exSelection(area:)` takes. */
export interface ExAreaInput {
  zone: number;
  group: string | null;
  temperatureClass: string | null;
  ignitionTemperature: number | null;
  surfaceLimit: number | null;
  ambientMin: number | null;
  ambientMax: number | null;
}

/** The BFF's names for the fields, for its problems to find their field. */
export const exAreaParamOf: Record<keyof ExAreaInput, ExAreaParam> = {
  zone: 'zone',
  group: 'group',
  temperatureClass: 'class',
  ignitionTemperature: 'ignition',
  surfaceLimit: 'surface',
  ambientMin: 'amin',
  ambientMax: 'amax',
};

// Longer than any value a field takes: what is typed past it is not kept.
const maxFieldLength = 24;

export function readExAreaForm(search: URLSearchParams): ExAreaForm {
  return Object.fromEntries(
    exAreaParams.map((param) => [param, (search.get(param) ?? '').trim().slice(0, maxFieldLength)]),
  ) as ExAreaForm;
}

function number(text: string): number | null | undefined {
  if (text === '') return null;
  const value = Number(text.replace(/[−–]/g, '-').replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

export type ExAreaReading =
  | { kind: 'empty' }
  /** The area to ask about, and the fields that are not numbers where numbers are wanted (left out of it). */
  | { kind: 'input'; input: ExAreaInput; notNumbers: ExAreaParam[] }
  | { kind: 'notNumbers'; notNumbers: ExAreaParam[] };

/**
 * What can be asked: nothing without a zone, nor with a zone that is not a number; otherwise the
 * area, the fields that are not numbers named and left out, so that the BFF still judges the rest.
 */
export function exAreaInput(form: ExAreaForm): ExAreaReading {
  if (form.zone === '') return { kind: 'empty' };
  const numbers = {
    zone: number(form.zone),
    ignition: number(form.ignition),
    surface: number(form.surface),
    amin: number(form.amin),
    amax: number(form.amax),
  };
  const notNumbers = (Object.keys(numbers) as (keyof typeof numbers)[]).filter((param) => numbers[param] === undefined);
  if (numbers.zone === undefined || numbers.zone === null) return { kind: 'notNumbers', notNumbers };
  return {
    kind: 'input',
    notNumbers,
    input: {
      zone: numbers.zone,
      group: form.group || null,
      temperatureClass: form.class || null,
      ignitionTemperature: numbers.ignition ?? null,
      surfaceLimit: numbers.surface ?? null,
      ambientMin: numbers.amin ?? null,
      ambientMax: numbers.amax ?? null,
    },
  };
}

/** The query string of an area (with its `?`), the fields left empty left out. */
export function exAreaSearch(form: Partial<ExAreaForm>): string {
  const search = new URLSearchParams();
  for (const param of exAreaParams) {
    const value = form[param];
    if (value) search.set(param, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The catalogue page the Ex selector sits on. */
export const exSelectorPath = '/catalog/explosion-proof';

/** What of a model's marking fills the selector in: the area it suits at its strictest. */
export interface MarkingForArea {
  atmosphere: string;
  group: string;
  temperatureClass: string | null;
  maxSurfaceTemperature: number | null;
  zones: readonly number[];
}

/**
 * The selector filled in for a model (its first gas or dust marking): the most demanding zone its
 * EPL serves, its group, its temperature class (gas) or surface temperature (dust), and its rated
 * ambient range, so that it lists the models that may stand in for it. Null for a marking with no zone.
 */
export function exAreaOfModel(
  markings: readonly MarkingForArea[],
  rated: { tempMin: number; tempMax: number },
): Partial<ExAreaForm> | null {
  const marking = markings.find((each) => each.zones.length > 0);
  if (!marking) return null;
  const gas = marking.atmosphere === 'gas';
  return {
    zone: String(Math.min(...marking.zones)),
    group: marking.group === 'II' ? '' : marking.group,
    class: gas ? (marking.temperatureClass ?? '') : '',
    surface: !gas && marking.maxSurfaceTemperature !== null ? String(marking.maxSurfaceTemperature) : '',
    amin: String(rated.tempMin),
    amax: String(rated.tempMax),
  };
}
