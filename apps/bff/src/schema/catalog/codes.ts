import { codeParam } from '@ostrel/contract/schemas/common';

/**
 * Whether a value can be a catalogue code at all. One that cannot names nothing: answering
 * not-found (or empty) at once spares the content API a request it would refuse as malformed,
 * which the BFF would otherwise count as a failure.
 */
export const isCode = (value: string): boolean => codeParam.safeParse(value).success;

/** The site path of a catalogue section, for not-found answers. */
export const sectionPath = (codes: readonly string[]): string => ['/catalog', ...codes].join('/');

/** Positive ids, first occurrence kept, at most `max` (what the content API accepts). */
export function idsToRead(ids: readonly number[], max: number): number[] {
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].slice(0, max);
}
