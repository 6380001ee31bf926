import { useState } from 'react';
import { useGraphqlOnDemand } from '@/app/graphql/on-demand';
import { LightingCalculator } from './lighting-calculator';
import type { LightingToolData } from './lighting-data';
import { lightingSearch } from './lighting-input';
import { useLiveForm } from './live-form';

const loadActions = () => import('./tool-actions');

/** The illuminance calculator answering as the visitor types, its address kept in step. */
export function LightingLive({ data: initial }: { data: LightingToolData }) {
  const [data, setData] = useState(initial);
  const graphql = useGraphqlOnDemand(loadActions);
  const { form, onFormChange } = useLiveForm(
    async (search) => (await graphql.actions()).lighting(search),
    (next) => {
      setData((shown) => ({ ...next, choices: shown.choices }));
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${lightingSearch(next.input)}`);
    },
  );
  return (
    <>
      {graphql.host}
      <LightingCalculator data={data} onFormChange={onFormChange} formRef={form} />
    </>
  );
}
