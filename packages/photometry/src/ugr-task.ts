import type { Eulumdat } from './eulumdat.js';
import { ugrTable, type UgrTable } from './ugr.js';

/**
 * The UGR table of a file, as a worker pool (piscina) runs it: the whole table takes tens of
 * milliseconds of a core, which must not be a server's request thread.
 */
export default function ugrTableTask(file: Eulumdat): UgrTable | null {
  return ugrTable(file);
}
