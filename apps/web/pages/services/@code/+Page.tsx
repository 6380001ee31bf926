import { useData } from '@/app/page/page-context';
import type { Data } from './+data';
import { ServicePageView } from '../service-page';

export default function Page() {
  const { service, related } = useData<Data>();
  return <ServicePageView service={service} related={related} />;
}
