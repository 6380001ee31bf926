import type { ReadableText } from '../../ui/readable-text';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';

/** A solution picked on the home banner recolours the header (SPEC §2); the banner sets it. */
export interface SelectedSolution {
  code: string;
  color: string;
  /** The text colour on `color`, chosen by whoever sets it (the header only reads it). */
  text: ReadableText;
}

interface FrameState {
  selectedSolution: SelectedSolution | null;
  setSelectedSolution: (solution: SelectedSolution | null) => void;
}

const Context = createContext<FrameState | null>(null);

export function FrameStateProvider({ children }: { children: ReactNode }) {
  const [selectedSolution, setSelectedSolution] = useState<SelectedSolution | null>(null);
  const value = useMemo(() => ({ selectedSolution, setSelectedSolution }), [selectedSolution]);
  return <Context value={value}>{children}</Context>;
}

export function useFrameState(): FrameState {
  const state = use(Context);
  if (!state) throw new Error('useFrameState() is used outside <FrameStateProvider>');
  return state;
}
