import type { Technical } from '@ostrel/contract/schemas/catalog';
import type { T } from './content-schema.js';

/** A model as the deterministic generator expands it from its series parameters. */
export interface GeneratedModel {
  /** Stable numeric id (favourites store it). */
  id: number;
  /** URL code, e.g. "linea-36-840-w". */
  nkCode: string;
  gnkCode: string;
  /** Display name, same in both languages, e.g. "LINEA 36/840 W". */
  name: string;
  seriesName: string;
  /** Short description line. */
  description: T;
  archived: boolean;
  /** nkCode of the current model that replaces an archived one. */
  replacedBy: string | null;
  /** Position within the series. */
  sort: number;
  technical: Technical;
}
