import { useState } from 'react';
import { BreakerCalculator } from './breaker-calculator';
import { loadBreakerTool, type BreakerToolData } from './breaker-data';
import { breakerSearch } from './breaker-input';
import { useBrowserToolReads } from './browser-tool-reads';
import { useLiveForm } from './live-form';

/** The circuit-breaker calculator answering as the visitor types, its address kept in step. */
export function BreakerLive({ data: initial }: { data: BreakerToolData }) {
  const [data, setData] = useState(initial);
  const reads = useBrowserToolReads();
  const { form, onFormChange } = useLiveForm(
    (search) => loadBreakerTool(reads, search),
    (next) => {
      // The models found or picked stay listed until the visitor searches again.
      setData((shown) => ({ ...next, choices: shown.choices }));
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${breakerSearch(next.input)}`);
    },
  );
  return <BreakerCalculator data={data} onFormChange={onFormChange} formRef={form} />;
}
