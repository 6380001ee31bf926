import { useState } from 'react';
import { useBrowserToolReads } from './browser-tool-reads';
import { LightingCalculator } from './lighting-calculator';
import { loadLightingTool, type LightingToolData } from './lighting-data';
import { lightingSearch } from './lighting-input';
import { useLiveForm } from './live-form';

/** The illuminance calculator answering as the visitor types, its address kept in step. */
export function LightingLive({ data: initial }: { data: LightingToolData }) {
  const [data, setData] = useState(initial);
  const reads = useBrowserToolReads();
  const { form, onFormChange } = useLiveForm(
    (search) => loadLightingTool(reads, search),
    (next) => {
      setData((shown) => ({ ...next, choices: shown.choices }));
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${lightingSearch(next.input)}`);
    },
  );
  return <LightingCalculator data={data} onFormChange={onFormChange} formRef={form} />;
}
