import { checkPhotometricFile, type CheckOutcome } from './check.js';

/** A visitor's file checked, as a worker pool (piscina) runs it: never on a server's request thread. */
export default function checkTask(bytes: Uint8Array): CheckOutcome {
  return checkPhotometricFile(bytes);
}
