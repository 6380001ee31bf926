import { useState } from 'react';
import { useGraphqlOnDemand } from '@/app/graphql/on-demand';
import { BreakerCalculator } from './breaker-calculator';
import type { BreakerToolData } from './breaker-data';
import { breakerSearch } from './breaker-input';
import { useLiveForm } from './live-form';

const loadActions = () => import('./tool-actions');

/** The circuit-breaker calculator answering as the visitor types, its address kept in step. */
export function BreakerLive({ data: initial }: { data: BreakerToolData }) {
  const [data, setData] = useState(initial);
  const graphql = useGraphqlOnDemand(loadActions);
  const { form, onFormChange } = useLiveForm(
    async (search) => (await graphql.actions()).breaker(search),
    (next) => {
      // The models found or picked stay listed until the visitor searches again.
      setData((shown) => ({ ...next, choices: shown.choices }));
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${breakerSearch(next.input)}`);
    },
  );
  return (
    <>
      {graphql.host}
      <BreakerCalculator data={data} onFormChange={onFormChange} formRef={form} />
    </>
  );
}
