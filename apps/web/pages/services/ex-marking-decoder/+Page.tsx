import { useData } from '@/app/page/page-context';
import { ExMarkingDecoder } from '@/features/tools/ex-marking-decoder';
import type { Data } from './+data';
import { ServicePageView } from '../service-page';

export default function Page() {
  const { service, related, decoder } = useData<Data>();
  return (
    <ServicePageView
      service={service}
      related={related}
      tool={decoder ? <ExMarkingDecoder text={decoder.text} decoding={decoder.decoding} /> : null}
    />
  );
}
