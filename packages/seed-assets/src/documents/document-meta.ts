import type { Technical } from '@ostrel/contract/schemas/catalog';
import type { DocumentModel } from './document-model.js';

export const MANUFACTURER = 'OSTREL';
export const TEST_LAB = 'OSTREL photometric laboratory';

const DAY = 86_400_000;

/**
 * Issue date of a model's documents. Derived from the model id so that documents are dated
 * differently across the catalogue yet every seed run produces the same bytes.
 */
export function documentDate(model: DocumentModel): Date {
  return new Date(Date.UTC(2024, 8, 2) + ((model.id * 53) % 240) * DAY);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function reportNumber(model: DocumentModel, date: Date = documentDate(model)): string {
  return `OST-PH-${date.getUTCFullYear()}-${String(model.id).padStart(5, '0')}`;
}

/** Photometric files are plain ASCII: map the typographic characters our data uses, drop the rest. */
export function ascii(text: string): string {
  const map: Record<string, string> = {
    '–': '-',
    '—': '-',
    '−': '-',
    '×': 'x',
    '°': ' deg',
    µ: 'u',
    Ø: 'D',
    '…': '...',
    '«': '"',
    '»': '"',
    '’': "'",
  };
  return text.replace(/[^\x20-\x7e]/g, (ch) => map[ch] ?? '');
}

export interface LuminousOpening {
  shape: 'rectangular' | 'round' | 'point';
  /** mm, along C0 (diameter when round). */
  length: number;
  /** mm, along C90 (diameter when round). */
  width: number;
}

/** The light-emitting face: a little smaller than the housing, flat. */
export function luminousOpening(technical: Technical): LuminousOpening {
  if (technical.diameter !== null && technical.diameter > 0) {
    const d = Math.round(technical.diameter * 0.8);
    return { shape: 'round', length: d, width: d };
  }
  if (technical.length !== null && technical.width !== null && technical.length > 0 && technical.width > 0) {
    return {
      shape: 'rectangular',
      length: Math.round(technical.length * 0.9),
      width: Math.round(technical.width * 0.9),
    };
  }
  return { shape: 'point', length: 0, width: 0 };
}

/** Compact decimal: at most `decimals` places, no trailing zeros, never exponent notation. */
export function decimal(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}
