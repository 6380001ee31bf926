import { readModelPick, type ModelPick } from './model-pick';

/**
 * The illuminance calculator's input as its URL holds it (a GET form: every result has an address):
 * the room in metres, reflectances in per cent, the maintenance factor, the norm (a row code of the
 * market's norms table, or `custom`) with an optional illuminance of the visitor's own in `lux`, and
 * one `model`. What the visitor typed is kept as typed; a field that is not a number is reported
 * next to it.
 */

export type RoomField = 'length' | 'width' | 'height' | 'workPlaneHeight';
export type ReflectanceField = 'ceiling' | 'walls' | 'floor';
export type NumberField = RoomField | ReflectanceField | 'maintenanceFactor' | 'lux';

/** The URL parameter of each field. */
export const fieldParams: Record<NumberField, string> = {
  length: 'length',
  width: 'width',
  height: 'height',
  workPlaneHeight: 'plane',
  ceiling: 'ceiling',
  walls: 'walls',
  floor: 'floor',
  maintenanceFactor: 'mf',
  lux: 'lux',
};

const defaults: Record<NumberField, string> = {
  length: '12',
  width: '6',
  height: '3',
  workPlaneHeight: '0.8',
  ceiling: '70',
  walls: '50',
  floor: '20',
  maintenanceFactor: '0.8',
  lux: '',
};

/** Typical reflectances (ceiling, walls, floor, %) the form's buttons fill in. */
export const surfacePresets = ['70-50-20', '80-50-30', '50-30-20', '50-30-10', '30-30-10'] as const;

/** Maintenance factors the form offers (the Russian norm's safety factor Kз is 1 / MF). */
export const maintenanceFactorOptions: readonly number[] = [0.8, 0.7, 0.67, 0.57, 0.5];

export interface LightingInput extends ModelPick {
  /** Each field as typed (or its default). */
  text: Record<NumberField, string>;
  /** Each field as a number; null when empty or not a number. */
  value: Record<NumberField, number | null>;
  /** A norm row's code, or `custom`; null for the market's first row. */
  norm: string | null;
  modelId: number | null;
  /** Fields whose text is not a number (an empty `lux` is fine: the norm decides). */
  notNumbers: NumberField[];
  /** True when the URL named a model that is not an id. */
  badModel: boolean;
}

/** "2,5" and "2.5" alike; null for anything but a plain decimal number. */
function decimal(text: string): number | null {
  const normal = text.replace(',', '.');
  return /^-?\d{1,6}(\.\d{1,4})?$/.test(normal) ? Number(normal) : null;
}

export function readLightingInput(search: URLSearchParams): LightingInput {
  const text = {} as Record<NumberField, string>;
  const value = {} as Record<NumberField, number | null>;
  const notNumbers: NumberField[] = [];
  for (const field of Object.keys(fieldParams) as NumberField[]) {
    const typed = (search.get(fieldParams[field]) ?? defaults[field]).trim().slice(0, 12);
    text[field] = typed;
    value[field] = decimal(typed);
    if (value[field] === null && typed !== '') notNumbers.push(field);
    else if (value[field] === null && field !== 'lux') notNumbers.push(field);
  }
  // A preset button fills the three reflectances, whatever the fields held.
  const preset = surfacePresets.find((candidate) => candidate === search.get('surfaces'));
  if (preset) {
    const [ceiling = '', walls = '', floor = ''] = preset.split('-');
    Object.assign(text, { ceiling, walls, floor });
    Object.assign(value, { ceiling: Number(ceiling), walls: Number(walls), floor: Number(floor) });
    notNumbers.splice(
      0,
      notNumbers.length,
      ...notNumbers.filter((field) => !['ceiling', 'walls', 'floor'].includes(field)),
    );
  }
  const modelText = (search.get('model') ?? '').trim();
  const modelId = /^\d{1,10}$/.test(modelText) && Number(modelText) <= 2_147_483_647 ? Number(modelText) : null;
  const norm = search.get('norm');
  return {
    ...readModelPick(search),
    text,
    value,
    norm: norm && /^[a-z0-9-]{1,40}$/.test(norm) ? norm : null,
    modelId,
    notNumbers,
    badModel: modelText !== '' && modelId === null,
  };
}

/** The calculator's address for this input: every field as typed, the norm and the model. */
export function lightingSearch(input: Pick<LightingInput, 'text' | 'norm' | 'modelId'>): string {
  const params = new URLSearchParams();
  if (input.modelId !== null) params.set('model', String(input.modelId));
  for (const field of Object.keys(fieldParams) as NumberField[])
    if (input.text[field] !== '') params.set(fieldParams[field], input.text[field]);
  if (input.norm) params.set('norm', input.norm);
  return `?${params.toString()}`;
}
