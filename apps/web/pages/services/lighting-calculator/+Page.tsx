import { useData } from '@/app/page/page-context';
import LightingCalculator from '@/features/tools/lighting-calculator.island';
import type { Data } from './+data';
import { ServicePageView } from '../service-page';

export default function Page() {
  const { service, related, tool } = useData<Data>();
  return (
    <ServicePageView service={service} related={related} tool={tool ? <LightingCalculator data={tool} /> : null} />
  );
}
