import { useSyncExternalStore } from 'react';
import type { ReadableText } from '@/ui/readable-text';

/** A solution picked on the home banner recolours the header (requirements §5); the banner sets it. */
export interface SelectedSolution {
  code: string;
  color: string;
  /** The text colour on `color`, chosen by whoever sets it (the header only reads it). */
  text: ReadableText;
}

// A store, not a context: the header and the banner are separate islands (separate React roots).
// Only the browser sets it; the server always renders the page with nothing picked.
let selectedSolution: SelectedSolution | null = null;
const listeners = new Set<() => void>();

export function selectSolution(solution: SelectedSolution | null): void {
  if (solution === selectedSolution) return;
  selectedSolution = solution;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The solution picked on the home banner, if any. */
export function useSelectedSolution(): SelectedSolution | null {
  return useSyncExternalStore(
    subscribe,
    () => selectedSolution,
    () => null,
  );
}
