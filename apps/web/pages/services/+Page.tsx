import { useData } from '@/app/page/page-context';
import { PageIntro } from '@/ui/page-intro';
import type { Data } from './+data';
import styles from './services.module.css';
import { ServiceList } from './service-list';

export default function Page() {
  const { title, lead, services } = useData<Data>();
  return (
    <div className={styles.page}>
      <PageIntro title={title} lead={lead} />
      <div className="container">
        <ServiceList services={services} headingLevel={2} />
      </div>
    </div>
  );
}
