import { useData } from '@/app/page/page-context';
import PhotometryChecker from '@/features/tools/photometry-checker.island';
import type { Data } from './+data';
import { ServicePageView } from '../service-page';

export default function Page() {
  const { service, related, checker } = useData<Data>();
  return (
    <ServicePageView
      service={service}
      related={related}
      tool={checker ? <PhotometryChecker answer={checker.answer} missingFile={checker.missingFile} /> : null}
    />
  );
}
