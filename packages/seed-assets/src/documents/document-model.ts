import type { Technical } from '@ostrel/contract/schemas/catalog';
import type { Text } from '@ostrel/catalog-specs/labels';

/** What a model's documents are written from: the content API's generated models have this shape. */
export interface DocumentModel {
  /** Stable numeric id: dates the documents and numbers the photometric report. */
  id: number;
  /** URL code, e.g. "linea-36-840-w"; names the files. */
  nkCode: string;
  /** The series' code; the files go to docs/{gnkCode}/. */
  gnkCode: string;
  /** Display name, same in both languages, e.g. "LINEA 36/840 W". */
  name: string;
  seriesName: string;
  /** Short description line. */
  description: Text;
  technical: Technical;
}
