import { useData } from '@/app/page/page-context';
import BreakerCalculator from '@/features/tools/breaker-calculator.island';
import type { Data } from './+data';
import { ServicePageView } from '../service-page';

export default function Page() {
  const { service, related, tool } = useData<Data>();
  return <ServicePageView service={service} related={related} tool={tool ? <BreakerCalculator data={tool} /> : null} />;
}
